import { atom } from 'nanostores';
import Cookies from 'js-cookie';
import { EMPTY_FILTER, filterQueryString, parseFilter, type Filter, type FilterAge } from '../contract/rules/filter';

// spec §3 Shared flags (the filter query string) and §4 Filter change: the filter the page shows,
// its query string, the saved filter in the filtercontents cookie, and the content re-filter event
// that tells the page's lists to update.

/** spec §3 Cookies: the saved filter, as the §4 query string ("?f_type=movie&age=TO-PG"). */
export const FILTER_COOKIE = 'filtercontents';
/**
 * How the filter bar hydrates (client:interaction): on first use, or at once when a saved filter
 * must apply at start-up (spec §4: "on start-up the filter values come from … the cookie").
 */
export const FILTER_BAR_WAKE = { cookie: FILTER_COOKIE };
/** spec §4 Filter change: "a content re-filter event is emitted" (on window; detail: FilterChange). */
export const REFILTER_EVENT = 'content-refilter';

export interface FilterChange {
  filter: Filter;
  /** filterQueryString(filter): '' when every value is 0. */
  query: string;
}

export const $filter = atom<Filter>({ ...EMPTY_FILTER });
/** spec §4: the query string built from the non-zero values, saved in state. */
export const $filterQuery = atom<string>('');
/** spec §2 Filter bar: selects are disabled while filtering is loading. */
export const $filterLoading = atom(false);

/** Whether a filter has any non-zero value (a query string to carry). */
export const hasValues = (filter: Filter) => filterQueryString(filter) !== '';

/**
 * The filter saved in the filtercontents cookie; null when there is none. Invalid contents are
 * ignored (brief: bad cookies never crash): unknown keys and bad values read 0.
 */
export function savedFilter(): Filter | null {
  const saved = Cookies.get(FILTER_COOKIE);
  return saved ? parseFilter(saved) : null;
}

/** spec §2 Filter bar: the saved age ('0' when none); a saved age locks the age select. */
export function savedAge(): FilterAge {
  return savedFilter()?.age ?? '0';
}

/** Writes (or, for an all-zero filter, removes) the filtercontents cookie; 365 days like the locale's. */
export function saveFilter(filter: Filter): void {
  const query = filterQueryString(filter);
  if (query) Cookies.set(FILTER_COOKIE, query, { expires: 365, path: '/', sameSite: 'lax' });
  else Cookies.remove(FILTER_COOKIE, { path: '/' });
}

/** spec §2 Filter bar: outside the settings view a saved age replaces the page's age. */
export const withSavedAge = (filter: Filter, age: FilterAge): Filter => (age === '0' ? filter : { ...filter, age });

/**
 * spec §4 start-up: the filter a page shows. A URL that carries filter values wins (they make the
 * view shareable), except for a saved age; a URL without any takes the saved filter.
 */
export function startingFilter(urlQuery: string | URLSearchParams, saved: Filter | null): Filter {
  const fromUrl = parseFilter(urlQuery);
  if (!hasValues(fromUrl) && saved) return saved;
  return withSavedAge(fromUrl, saved?.age ?? '0');
}

/** Puts a filter the page already shows in state (start-up, going back): no re-filter event. */
export function restoreFilter(filter: Filter): void {
  $filter.set(filter);
  $filterQuery.set(filterQueryString(filter));
}

/**
 * spec §4 Filter change: the filter is stored, its query string built and saved in state,
 * persisted in the cookie when saving is enabled, and the content re-filter event emitted.
 * Returns the query string.
 */
export function changeFilter(filter: Filter, { save = false }: { save?: boolean } = {}): string {
  const query = filterQueryString(filter);
  $filter.set(filter);
  $filterQuery.set(query);
  if (save) saveFilter(filter);
  window.dispatchEvent(new CustomEvent<FilterChange>(REFILTER_EVENT, { detail: { filter, query } }));
  return query;
}
