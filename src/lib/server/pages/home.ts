import { cardViews, type CardView } from '../../api/views/title';
import { listView, type ListView } from '../../api/views/catalog';
import type { GenreOption } from '../../rules/genre-choice';
import { parseListQuery, type Filter } from '../../../contract/rules/filter';
import { api } from '../api/client';
import { genreOptions, genreSubmission } from '../genre-options';
import { websiteLd } from '../seo';
import type { PageMeta } from '../page-meta';
import { redirect, type PageContext, type Redirect } from './context';
import { heroSlides, type HeroSlide } from '../home-hero';

// spec §2 home: the discover rows (paginated) and the top list, every card a real link. The filter
// bar asks for the genre select here; its results region is what a re-filter replaces (spec §4).

export interface HomePage {
  filter: Filter;
  page: number;
  lastPage: number;
  /** The top list, on the first page only. */
  top: CardView[];
  rows: ListView[];
  genres: GenreOption[];
  /** The hero's slides (first page only; none when the slider fails). */
  slides: HeroSlide[];
}

/**
 * Home keeps its frame on every status: a bad filter (400) shows the error in it, a page past the
 * last (404) the rows the provider answered.
 */
export type HomeLoaded =
  { status: 200 | 404; head: PageMeta; view: HomePage } | { status: 400; head: PageMeta; view: null } | Redirect<303>;

export async function loadHomePage({ locale, t, site, url, options }: PageContext): Promise<HomeLoaded> {
  // spec §4 Filter change: the filter form's genre, submitted without JavaScript, navigates.
  const target = await genreSubmission(url, '0', locale);
  if (target) return redirect(target, 303);
  const query = parseListQuery(url.searchParams);
  // The hero (first page only) shows the slider's titles; a slider that fails leaves the rows alone.
  const noSlides = () => Promise.resolve([]);
  const [discover, top, genres, sliders] = query.ok
    ? await Promise.all([
        api.discover(query.filter, query.page, options),
        api.top(query.filter, options),
        genreOptions(locale, options),
        query.page > 1
          ? noSlides()
          : api.slider(query.filter, options).catch((error: unknown) => {
              console.error('[slider] unavailable:', error);
              return [];
            }),
      ])
    : [null, [], [], []];
  const head = {
    title: t('site.title'),
    description: t('site.description'),
    path: '/',
    image: top[0]?.backdrop,
    jsonLd: [websiteLd(url.origin, locale, site.name)],
  };
  if (!query.ok || !discover) return { status: 400, head, view: null };
  return {
    status: query.page > discover.last_page ? 404 : 200,
    head,
    view: {
      filter: query.filter,
      page: query.page,
      lastPage: discover.last_page,
      top: query.page === 1 ? cardViews(top, locale) : [],
      rows: discover.data.map((row) => listView(row, locale)),
      genres,
      slides: heroSlides(sliders, top, new Map(genres.map((genre) => [genre.key, genre.label])), locale, t),
    },
  };
}
