import type { Locale } from '../i18n';
import { API_PREFIX } from '../../contract/rules/contract';
import { filterQueryString, type Filter } from '../../contract/rules/filter';
import { localePath } from '../../contract/rules/paths';
import type { Suggestion } from '../../contract/schemas/search';
import { inLocale } from './views/locale';

// The header's suggestions while typing (GET /ghost/get/search/autocomplete, docs/catalog.md "Search:
// Finglish and typos"). Not through browser.ts `call`: a request per pause in typing must not run
// the progress bar (spec §4) nor clear the validation errors another island shows (spec §8), and
// a failure only means no suggestions, never an error to show.

export type SuggestionKind = Suggestion['type'];

/** A suggestion as the header shows it: its name in the reader's language and its page. */
export interface SuggestionView {
  kind: SuggestionKind;
  id: number;
  name: string;
  href: string;
}

const KINDS: readonly string[] = ['movie', 'series', 'cast'];

// Not browser.ts's: this module stays free of the stores that one brings.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A suggestion of the answer the header can show: a known kind and a path on this site. */
const isSuggestion = (value: unknown): value is Suggestion =>
  isRecord(value) &&
  KINDS.includes(String(value['type'])) &&
  typeof value['id'] === 'number' &&
  typeof value['name'] === 'string' &&
  typeof value['name_fa'] === 'string' &&
  typeof value['link'] === 'string' &&
  /^\/(?!\/)/.test(value['link']);

/** Reshaped at the door (STYLE.md §13): the reader's name, the locale's path. */
const toView = (s: Suggestion, locale: Locale): SuggestionView => ({
  kind: s.type,
  id: s.id,
  name: inLocale(locale, s.name_fa, s.name) || s.name || s.name_fa,
  href: localePath(locale, s.link),
});

/**
 * The suggestions for `query` under the saved filter (a kids profile's age among them); [] when
 * the call fails or is aborted by the next keystroke (`signal`).
 */
export async function fetchSuggestions(
  query: string,
  locale: Locale,
  filter: Filter | null,
  signal: AbortSignal,
): Promise<SuggestionView[]> {
  const params = new URLSearchParams(filter ? filterQueryString(filter) : '');
  params.set('q', query);
  try {
    const response = await fetch(`${API_PREFIX}/ghost/get/search/autocomplete?${params}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal,
    });
    if (response.status !== 200) return [];
    const body: unknown = await response.json();
    const data = isRecord(body) ? body['data'] : undefined;
    const list = isRecord(data) && Array.isArray(data['suggestions']) ? data['suggestions'] : [];
    return list.filter(isSuggestion).map((s) => toView(s, locale));
  } catch {
    return [];
  }
}
