import type { Locale } from '../i18n';
import { genrePath, localePath } from '../../contract/rules/paths';
import { filterQueryString, parseListQuery, type Filter } from '../../contract/rules/filter';

/** One option of the filter bar's genre select: a genre key of spec §7 /genres and its label. */
export interface GenreOption {
  key: string;
  label: string;
}

/**
 * spec §4 Filter change: choosing a genre navigates instead of filtering: 0 goes home, any other
 * genre to its route. The other filter values ride along in the query, so the choice keeps them.
 */
export function genreChoicePath(locale: Locale, genre: string, filter: Filter): string {
  return `${localePath(locale, genre === '0' ? '/' : genrePath(genre))}${filterQueryString(filter)}`;
}

/**
 * Without JavaScript the filter form submits genre=… with the other values to the page itself.
 * When it names another genre than the page's (current: '0' on home), the page answers with a
 * redirect to genreChoicePath; an unknown genre or an invalid filter is left to the page.
 */
export function genreChoiceRedirect(
  params: URLSearchParams,
  current: string,
  genreKeys: readonly string[],
  locale: Locale,
): string | null {
  const genre = params.get('genre');
  if (genre === null || genre === current) return null;
  if (genre !== '0' && !genreKeys.includes(genre)) return null;
  const query = parseListQuery(params);
  return query.ok ? genreChoicePath(locale, genre, query.filter) : null;
}
