import type { AgeRating } from './contract';

// spec §3 Filter: f_type, country, lang, age; 0 means all.
export const CONTENT_TYPES = ['0', 'movie', 'series'] as const;
export const COUNTRIES = ['0', 'IR', 'noIR'] as const;
export const LANGS = ['0', 'persian', 'nopersian'] as const;
export const AGES = ['0', 'G', 'TO-PG', 'TO-PG-13', 'TO-R', 'TO-X', 'PG', 'PG-13', 'R'] as const;

export interface Filter {
  f_type: (typeof CONTENT_TYPES)[number];
  country: (typeof COUNTRIES)[number];
  lang: (typeof LANGS)[number];
  age: (typeof AGES)[number];
}
export type FilterAge = Filter['age'];

export const FILTER_KEYS = ['f_type', 'country', 'lang', 'age'] as const;

/** Every value each filter key admits (the server's schema, schemas/filter.ts, is built from it). */
export const FILTER_VALUES: { [K in keyof Filter]: readonly Filter[K][] } = {
  f_type: CONTENT_TYPES,
  country: COUNTRIES,
  lang: LANGS,
  age: AGES,
};

/** The four filter selects (spec §2 Filter bar): query key, label key (options at label.value), values. */
export const FILTER_FIELDS = [
  { key: 'f_type', label: 'filter.type', values: CONTENT_TYPES },
  { key: 'country', label: 'filter.country', values: COUNTRIES },
  { key: 'lang', label: 'filter.lang', values: LANGS },
  { key: 'age', label: 'filter.age', values: AGES },
] as const;

export const EMPTY_FILTER: Filter = { f_type: '0', country: '0', lang: '0', age: '0' };

/**
 * Title age ratings an age filter admits (spec §3 Age): G under 3; TO-* "up to" an age, so every
 * rating at or below it; PG, PG-13 and R one band each.
 */
export const AGE_RATINGS_BY_FILTER: Record<Exclude<FilterAge, '0'>, readonly AgeRating[]> = {
  G: ['G'],
  'TO-PG': ['G', 'PG'],
  'TO-PG-13': ['G', 'PG', 'PG-13'],
  'TO-R': ['G', 'PG', 'PG-13', 'R'],
  'TO-X': ['G', 'PG', 'PG-13', 'R', 'X'],
  PG: ['PG'],
  'PG-13': ['PG-13'],
  R: ['R'],
};

/**
 * spec §4 Filter change: the query string is built from the non-zero values, URL-encoded
 * key=value joined by &, prefixed with ?; empty when every value is 0.
 */
export function filterQueryString(filter: Filter): string {
  const pairs = FILTER_KEYS.filter((key) => filter[key] !== '0').map(
    (key) => `${encodeURIComponent(key)}=${encodeURIComponent(filter[key])}`,
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/**
 * The filter of a query string or URLSearchParams: absent keys read 0, unknown keys are ignored;
 * `refused` names the keys whose value spec §3 does not list (they read 0 in `filter`).
 */
export function readFilter(query: string | URLSearchParams): { filter: Filter; refused: (keyof Filter)[] } {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const filter: Filter = { ...EMPTY_FILTER };
  const refused: (keyof Filter)[] = [];
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value === null) continue;
    if ((FILTER_VALUES[key] as readonly string[]).includes(value)) Object.assign(filter, { [key]: value });
    else refused.push(key);
  }
  return { filter, refused };
}

/** The browser's reading (saved cookie, URL): bad values read 0. */
export const parseFilter = (query: string | URLSearchParams): Filter => readFilter(query).filter;

export type ListQuery = { ok: true; filter: Filter; page: number } | { ok: false; fields: string[] };

/** A `page` query value: absent is 1; anything but a whole number from 1 to 99999 is null (refused). */
export const parsePage = (raw: string | null): number | null =>
  raw === null ? 1 : /^[1-9][0-9]{0,4}$/.test(raw) ? Number(raw) : null;

/** The filter (spec §3 values) and page of a list page's query string; unknown values are refused. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const { filter, refused } = readFilter(params);
  const page = parsePage(params.get('page'));
  if (refused.length > 0 || page === null)
    return { ok: false, fields: [...refused, ...(page === null ? ['page'] : [])] };
  return { ok: true, filter, page };
}
