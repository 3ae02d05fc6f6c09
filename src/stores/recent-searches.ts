import { atom, onMount } from 'nanostores';
import { normalizeForSearch } from '../contract/rules/search';

// spec §3 Home state and Local storage keys: the recent searches list in local storage; spec §4
// Other: empty terms are ignored, a duplicate moves to newest, at most 5 with the oldest dropped
// (§9 Recent searches maximum: 5). Kept newest first, the order the header offers them in.

export const RECENT_SEARCHES_KEY = 'recent_searches';
export const RECENT_SEARCHES_MAX = 5;

/** The recent searches, newest first. */
export const $recentSearches = atom<readonly string[]>([]);

/** Two spellings of one search (ی/ي, letter case, extra spaces) are one entry. */
const sameSearch = (a: string, b: string) => normalizeForSearch(a) === normalizeForSearch(b);

/** The list after searching `term`: it becomes the newest, a duplicate is moved, the oldest dropped. */
export function withRecentSearch(list: readonly string[], term: string): string[] {
  const search = term.trim();
  if (!search) return [...list];
  return [search, ...list.filter((entry) => !sameSearch(entry, search))].slice(0, RECENT_SEARCHES_MAX);
}

/** The stored list; anything that is not a JSON array of strings (corrupt storage) reads as empty. */
export function parseRecentSearches(raw: string | null): string[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const terms = value.filter((entry): entry is string => typeof entry === 'string');
  // Rebuilt oldest first through the same rule, so a hand-edited list obeys it too.
  return terms.reverse().reduce<string[]>(withRecentSearch, []);
}

/** localStorage may be missing or throw (storage disabled): the list is then kept for the page only. */
function readStored(): string[] {
  try {
    return parseRecentSearches(localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

onMount($recentSearches, () => {
  $recentSearches.set(readStored());
});

/** Records a search the user made (the header search box calls it before leaving the page). */
export function rememberSearch(term: string): void {
  const list = withRecentSearch(readStored(), term);
  $recentSearches.set(list);
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: nothing to keep.
  }
}
