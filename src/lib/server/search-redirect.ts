import type { Locale } from '../i18n';
import { localePath, searchPath } from '../../contract/rules/paths';
import { isSearchable } from '../../contract/rules/search';

/**
 * spec §2: the header search box (GET /search?q=…) goes to the results route /search/{term}.
 * Answers where to redirect, or null to stay on /search; `tooShort` is a q that is not searchable
 * (shown there with a 400), null when there was no q at all.
 */
export function searchRedirect(url: URL, locale: Locale): { to: string | null; tooShort: string | null } {
  const term = url.searchParams.get('q')?.trim() ?? null;
  if (term !== null && isSearchable(term)) return { to: localePath(locale, searchPath(term)), tooShort: null };
  return { to: null, tooShort: term };
}
