import { ApiError } from '../../api/errors';
import { personView, type PersonView } from '../../api/views/catalog';
import { popularSearches } from '../../api/views/app';
import { inLocale } from '../../api/views/locale';
import { cardViews, type CardView } from '../../api/views/title';
import { formatNumber } from '../../i18n/format';
import { parseListQuery, type Filter } from '../../../contract/rules/filter';
import { searchPath } from '../../../contract/rules/paths';
import { isSearchable, SEARCH_MIN_LENGTH } from '../../../contract/rules/search';
import { api } from '../api/client';
import { searchRedirect } from '../search-redirect';
import { trail } from '../trail';
import type { PageMeta } from '../page-meta';
import { found, redirect, type Loaded, type PageContext, type Redirect } from './context';

type Crumbs = { name: string; href: string }[];

export interface SearchIndexPage {
  /** The q that was too short to search (spec §5 Search), shown with a 400; null when none. */
  tooShort: string | null;
  popular: string[];
  crumbs: Crumbs;
}

/**
 * spec §2 /search: the search form and the popular searches, each a link to its results. A q that
 * is searchable goes to its results; one that is not is answered here with a 400.
 */
export async function loadSearchIndexPage({
  locale,
  t,
  url,
  options,
}: PageContext): Promise<{ status: 200 | 400; head: PageMeta; view: SearchIndexPage } | Redirect<302>> {
  const { to, tooShort } = searchRedirect(url, locale);
  if (to) return redirect(to, 302);
  const popular = popularSearches(await api.topsearch(options), locale);
  const crumbs = trail(locale, url.origin, [
    { name: t('nav.home'), path: '/' },
    { name: t('search.heading'), path: '/search' },
  ]);
  const head = {
    title: t('search.heading'),
    description: t('search.description'),
    path: '/search',
    jsonLd: [crumbs.ld],
  };
  const view = { tooShort, popular, crumbs: crumbs.items };
  // The page keeps its form on a 400.
  return { status: tooShort === null ? 200 : 400, head, view };
}

export interface SearchPage {
  term: string;
  titles: CardView[];
  people: PersonView[];
  /** People answer the term better than titles (a person's name): their section comes first. */
  peopleFirst: boolean;
  filter: Filter;
  path: string;
  crumbs: Crumbs;
}

/** The term from the raw path: Astro's params leave reserved characters encoded (a%2Fb). */
function termOf(url: URL): string {
  const raw = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/**
 * spec §2 /search/:search: titles and people found for the term. spec §5 Search: a term of one
 * character is refused (400; the provider answers 422 for it), with the problem in `message`.
 */
export async function loadSearchPage({
  locale,
  t,
  url,
  options,
}: PageContext): Promise<Loaded<SearchPage> & { term: string }> {
  const term = termOf(url);
  const query = parseListQuery(url.searchParams);
  const refuse = (message: string) => ({ status: 400 as const, head: null, view: null, message, term });
  if (!isSearchable(term)) return refuse(t('search.tooShort', { min: formatNumber(SEARCH_MIN_LENGTH, locale) }));
  if (!query.ok) return refuse(t('list.badQuery'));
  let result;
  try {
    result = await api.search(term, query.filter, options);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 422)) throw error;
    // spec §8: the field's own error is English only, so fa shows message_fa (error.message).
    return refuse(inLocale(locale, error.message, error.firstError() ?? error.message));
  }
  const path = searchPath(term);
  const crumbs = trail(locale, url.origin, [
    { name: t('nav.home'), path: '/' },
    { name: t('search.heading'), path: '/search' },
    { name: term, path },
  ]);
  // Result pages are an endless URL space: not for search engines (the /search page is).
  const head = {
    title: t('search.resultsTitle', { term }),
    description: t('search.resultsDescription', { term }),
    path,
    noindex: true,
    jsonLd: [crumbs.ld],
  };
  const view = {
    term,
    titles: cardViews(result.data, locale),
    people: result.cast.map((p) => personView(p, locale)),
    peopleFirst: result.cast_first,
    filter: query.filter,
    path,
    crumbs: crumbs.items,
  };
  return { ...found(head, view), term };
}
