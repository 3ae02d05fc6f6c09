import { genreView, type GenreView } from '../../api/views/catalog';
import { filterQueryString, parseListQuery, type Filter } from '../../../contract/rules/filter';
import { api } from '../api/client';
import { trail } from '../trail';
import { badRequest, found, type Loaded, type PageContext } from './context';

export interface GenresPage {
  genres: GenreView[];
  filter: Filter;
  /** The filter as a query string (or ''), carried to each genre page. */
  filterQuery: string;
  crumbs: { name: string; href: string }[];
}

/**
 * spec §2 /genres: every genre with titles under the filter (content-api /new_genres takes it),
 * each a card to its genre page that carries the same filter.
 */
export async function loadGenresPage({ locale, t, url, options }: PageContext): Promise<Loaded<GenresPage>> {
  const query = parseListQuery(url.searchParams);
  if (!query.ok) return badRequest();
  const genres = (await api.newGenres(query.filter, options)).map((genre) => genreView(genre, locale));
  const crumbs = trail(locale, url.origin, [
    { name: t('nav.home'), path: '/' },
    { name: t('genre.heading'), path: '/genres' },
  ]);
  const head = {
    title: t('genre.heading'),
    description: t('genre.description'),
    path: '/genres',
    image: genres[0]?.cover,
    jsonLd: [crumbs.ld],
  };
  return found(head, {
    genres,
    filter: query.filter,
    filterQuery: filterQueryString(query.filter),
    crumbs: crumbs.items,
  });
}
