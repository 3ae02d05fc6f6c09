import { listView, type ListView } from '../../api/views/catalog';
import { formatNumber } from '../../i18n/format';
import type { GenreOption } from '../../rules/genre-choice';
import { parseListQuery, type Filter } from '../../../contract/rules/filter';
import { genrePath, listPath } from '../../../contract/rules/paths';
import { api } from '../api/client';
import { genreOptions, genreSubmission } from '../genre-options';
import { loadListPage } from '../list-page';
import { trail } from '../trail';
import { found, redirect, type Loaded, type PageContext } from './context';

// spec §2 /genres/:genre and /lists/:list: one content list, filtered and paginated.

export interface ListPage {
  list: ListView;
  filter: Filter;
  page: number;
  crumbs: { name: string; href: string }[];
  /** Locale-free path of the page; the filter form submits to it. */
  path: string;
  /** The filter bar's genre select, where the page asks for it (genre pages, not named lists). */
  genres?: { options: GenreOption[]; current: string } | undefined;
}

/** One page of the list `key` under the request's query: 400, 404 or its cards (list-page.ts). */
async function loadList({ locale, url, options }: PageContext, key: string) {
  const query = parseListQuery(url.searchParams);
  const loaded = await loadListPage(query, (filter, page) => api.list(key, filter, page, options));
  if (loaded.status !== 200 || !query.ok) return { status: loaded.status === 200 ? 400 : loaded.status } as const;
  return { status: 200, list: listView(loaded.data, locale), filter: query.filter, page: query.page } as const;
}

const pageTitle = ({ t, locale }: PageContext, name: string, page: number) =>
  page > 1 ? t('list.pageTitle', { name, page: formatNumber(page, locale) }) : name;

/**
 * spec §2 /genres/:genre: the titles of one genre (content lists accept genre keys). Only a genre
 * key names a genre page (spec §7 /genres), so a named list's key here is not found. The filter
 * form's genre, submitted without JavaScript, navigates (spec §4 Filter change).
 */
export async function loadGenrePage(context: PageContext): Promise<Loaded<ListPage>> {
  const { locale, t, url, params, options } = context;
  const key = params['genre'] ?? '';
  const target = await genreSubmission(url, key, locale);
  if (target) return redirect(target, 303);
  const isGenre = Object.hasOwn(await api.genres(options), key);
  const loaded = isGenre ? await loadList(context, key) : ({ status: 404 } as const);
  if (loaded.status !== 200) return { status: loaded.status, head: null, view: null };
  const { list, page } = loaded;
  const path = genrePath(key);
  const crumbs = trail(locale, url.origin, [
    { name: t('nav.home'), path: '/' },
    { name: t('genre.heading'), path: '/genres' },
    { name: list.name, path },
  ]);
  const head = {
    title: pageTitle(context, t('genre.pageTitle', { name: list.name }), page),
    description: t('genre.pageDescription', { name: list.name }),
    path,
    image: list.cards[0]?.backdrop,
    jsonLd: [crumbs.ld],
  };
  const genres = { options: await genreOptions(locale, options), current: key };
  return found(head, { list, filter: loaded.filter, page, crumbs: crumbs.items, path, genres });
}

/** spec §2 /lists/:list: a named content list (new-movies, yalda, top…), filtered and paginated. */
export async function loadNamedListPage(context: PageContext): Promise<Loaded<ListPage>> {
  const { locale, t, url, params } = context;
  const key = params['list'] ?? '';
  const loaded = key ? await loadList(context, key) : ({ status: 404 } as const);
  if (loaded.status !== 200) return { status: loaded.status, head: null, view: null };
  const { list, page } = loaded;
  const path = listPath(key);
  const crumbs = trail(locale, url.origin, [
    { name: t('nav.home'), path: '/' },
    { name: list.name, path },
  ]);
  const head = {
    title: pageTitle(context, list.name, page),
    description: t('list.description', { name: list.name }),
    path,
    image: list.cards[0]?.backdrop,
    jsonLd: [crumbs.ld],
  };
  return found(head, { list, filter: loaded.filter, page, crumbs: crumbs.items, path });
}
