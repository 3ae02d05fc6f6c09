import { ApiError } from '../../api/errors';
import {
  episodeLink,
  episodeProgress,
  episodeRow,
  seasonNameIn,
  type EpisodeLink,
  type EpisodeProgressView,
  type EpisodeRow,
  type TitleDetailsView,
  type TitleView,
} from '../../api/views/title';
import { formatNumber, formatTitleYear } from '../../i18n/format';
import { api } from '../api/client';
import { AUTH_COOKIE, isWellFormedToken } from '../auth/cookie';
import { titleMeta } from '../page-meta';
import { absoluteUrl, episodeLd, movieLd, seriesLd } from '../seo';
import { loadDataEstimate, loadHasTeaser, loadTitlePage } from '../title/load';
import type { DataEstimateView } from '../../api/views/data-budget';
import type { TitleType } from '../../../contract/schemas/title';
import type { Locale } from '../../i18n';
import { parseRouteId } from '../../../contract/rules/contract';
import type { CallOptions } from '../api/client';
import { ldTitle } from '../title/seo';
import { neighbours, playPathOf, seasonsOf, shortDescription, teaserPathOf } from '../title/view';
import { trail } from '../trail';
import { loadComments } from '../title/comments';
import type { CommentsView } from '../../api/views/comments';
import { continueAt, type ContinueAt } from '../title/continue-at';
import { found, notFound, type Loaded, type PageContext } from './context';

// spec §2 /movie/:id, /series/:id and /episode/:id (and their /show twins, which share the
// canonical of the first): the item, its actions, details and trail.

type Crumbs = { name: string; href: string }[];

interface TitlePageView {
  item: TitleView;
  details: TitleDetailsView;
  crumbs: Crumbs;
  /** The player route of the title, or null when there is nothing to play yet. */
  playPath: string | null;
  /** The data its runtime takes at each quality (docs/data-budget.md), or null. */
  dataEstimate: DataEstimateView | null;
  /** Its comments tab, or null when the provider does not answer them. */
  comments: CommentsView | null;
  /** Its teaser's page (docs/media.md "Teasers"), or null when it has no teaser. */
  teaserPath: string | null;
}

/** The title page and its data estimate, asked side by side (the estimate needs only the route's id). */
async function titleAndData(type: TitleType, rawId: string | undefined, locale: Locale, options: CallOptions) {
  const id = parseRouteId(rawId);
  const [page, dataEstimate, comments, teaser] = await Promise.all([
    loadTitlePage(type, rawId, locale, options),
    id === null ? null : loadDataEstimate(type, id, locale, options),
    id === null ? null : loadComments(type, id, options),
    id === null ? false : loadHasTeaser(type, id, options),
  ]);
  // The page is the same for every visitor (decision 0004): it links the teaser's page, whose
  // signed URL the player asks for when played.
  return page && { ...page, dataEstimate, comments, teaserPath: teaser ? teaserPathOf(type, page.item.id) : null };
}

export type MoviePage = TitlePageView;

/** A film's or series' trail: home › the title. */
const titleTrail = ({ locale, t, url }: PageContext, item: TitleView) =>
  trail(locale, url.origin, [
    { name: t('nav.home'), path: '/' },
    { name: item.name, path: item.path },
  ]);

/** A film's or series' head: named by its name and year, described by its synopsis. */
const namedHead = ({ locale, t }: PageContext, kind: 'movie' | 'series', item: TitleView, jsonLd: object[]) =>
  titleMeta(kind, item, item.name, {
    title: t('title.metaName', { name: item.name, year: formatTitleYear(item.year, item.iranian, locale) }),
    description: shortDescription(item.overview),
    path: item.path,
    jsonLd,
  });

export async function loadMoviePage(context: PageContext): Promise<Loaded<MoviePage>> {
  const { locale, url, params, options } = context;
  const page = await titleAndData('movie', params['id'], locale, options);
  if (!page) return notFound();
  const { item, details, dataEstimate, comments, teaserPath } = page;
  const crumbs = titleTrail(context, item);
  const head = namedHead(context, 'movie', item, [movieLd(ldTitle(url.origin, locale, item, details)), crumbs.ld]);
  return found(head, {
    item,
    details,
    crumbs: crumbs.items,
    playPath: playPathOf('movie', item.id),
    dataEstimate,
    comments,
    teaserPath,
  });
}

export interface SeriesPage extends TitlePageView {
  seasons: { number: number; name: string; episodes: EpisodeRow[] }[];
}

export async function loadSeriesPage(context: PageContext): Promise<Loaded<SeriesPage>> {
  const { locale, url, params, options } = context;
  const page = await titleAndData('series', params['id'], locale, options);
  if (!page) return notFound();
  const { item, details, dataEstimate, comments, teaserPath } = page;
  const season = await api.season('series', item.id, options);
  const seasons = seasonsOf(season.season).map((s) => ({
    number: s.number,
    name: seasonNameIn(season.season_names, s.number, locale),
    episodes: s.episodes.map((e) => episodeRow(e, locale)),
  }));
  const crumbs = titleTrail(context, item);
  const head = namedHead(context, 'series', item, [
    seriesLd({
      ...ldTitle(url.origin, locale, item, details),
      seasons: seasons.length,
      episodes: seasons.reduce((sum, s) => sum + s.episodes.length, 0),
    }),
    crumbs.ld,
  ]);
  const playPath = playPathOf('series', item.id, season.first_episode?.id);
  return found(head, { item, details, crumbs: crumbs.items, playPath, seasons, dataEstimate, comments, teaserPath });
}

/** A viewer's progress in a series' episodes, and the episode they watched last. */
export interface SeriesProgress {
  episodes: EpisodeProgressView[];
  /** The last episode seen (DESIGN.md §5 "Episode row": the current one is marked), or null. */
  current: number | null;
  /** Where the main button leads this viewer (resume or the next episode), or null. */
  continueAt: ContinueAt | null;
}

/**
 * The logged-in viewer's progress in each episode of the series `params.id` (content-api season
 * call with their token): the series page is one cached page for every visitor (ARCHITECTURE.md
 * §3), so its rows' bars come on their own (src/pages/partials/episodes/[id].astro). Empty for a
 * guest, a malformed id, or when the provider refuses the session.
 */
export async function loadSeriesProgress(context: PageContext): Promise<SeriesProgress> {
  const none: SeriesProgress = { episodes: [], current: null, continueAt: null };
  const token = context.cookies.get(AUTH_COOKIE)?.value;
  const id = parseRouteId(context.params['id']);
  if (id === null || !isWellFormedToken(token)) return none;
  try {
    const season = await api.season('series', id, { ...context.options, token });
    const seasons = seasonsOf(season.season);
    const episodes = seasons.flatMap((s) => s.episodes.flatMap((e) => episodeProgress(e) ?? []));
    const seen = season.last_episode_seen?.id ?? null;
    const current = episodes.some((e) => e.id === seen) ? seen : null;
    const links = seasons.map((s) => ({
      number: s.number,
      episodes: s.episodes.map((e) => episodeLink(e, context.locale)),
    }));
    return { episodes, current, continueAt: continueAt(links, current, episodes) };
  } catch (error) {
    if (error instanceof ApiError) return none;
    throw error;
  }
}

/**
 * The logged-in viewer's resume point in the film `params.id` (content-api statistics call with
 * their token), for the film page's main button (DESIGN.md §8 table: in progress `▶ ادامه‌ی تماشا`
 * with the bar and minutes left; src/pages/partials/resume/[id].astro). Null for a guest, a film
 * not started or watched to its end, a malformed id, or when the provider refuses the session.
 */
export async function loadFilmProgress(context: PageContext): Promise<EpisodeProgressView | null> {
  const token = context.cookies.get(AUTH_COOKIE)?.value;
  const id = parseRouteId(context.params['id']);
  if (id === null || !isWellFormedToken(token)) return null;
  try {
    const stats = await api.statistics('movie', id, { ...context.options, token });
    const progress = episodeProgress({ id, current_time: stats.current_time, duration_time: stats.duration_time });
    return progress && !progress.watched ? progress : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export interface EpisodePage extends TitlePageView {
  seriesName: string;
  seriesPath: string;
  prev: EpisodeLink | undefined;
  next: EpisodeLink | undefined;
}

// The provider answers an episode's cast with its series' credits.
export async function loadEpisodePage({ locale, t, url, params, options }: PageContext): Promise<Loaded<EpisodePage>> {
  const page = await titleAndData('episode', params['id'], locale, options);
  if (!page) return notFound();
  const { item, details, dataEstimate, comments, teaserPath } = page;
  const season = await api.season('episode', item.id, options);
  const { prev, next } = neighbours(season.season, item.id);
  const n = (value: number | undefined) => formatNumber(value ?? 0, locale);
  const seriesName = item.episodeOf?.seriesName ?? '';
  const seriesPath = `/series/${item.episodeOf?.seriesId ?? 0}`;
  const crumbs = trail(locale, url.origin, [
    { name: t('nav.home'), path: '/' },
    { name: seriesName, path: seriesPath },
    {
      name: t('title.season', { season: n(item.episodeOf?.season) }),
      path: `${seriesPath}#season-${item.episodeOf?.season || 1}`,
    },
    { name: item.name, path: item.path },
  ]);
  const head = titleMeta('episode', item, item.name, {
    title: t('title.episodeMeta', {
      series: seriesName,
      season: n(item.episodeOf?.season),
      episode: n(item.episodeOf?.episode),
      name: item.name,
    }),
    description: shortDescription(item.overview),
    path: item.path,
    jsonLd: [
      episodeLd({
        ...ldTitle(url.origin, locale, item, details),
        episodeNumber: item.episodeOf?.episode ?? 0,
        seasonNumber: item.episodeOf?.season ?? 0,
        series: { name: seriesName, url: absoluteUrl(url.origin, locale, seriesPath) },
      }),
      crumbs.ld,
    ],
  });
  return found(head, {
    item,
    details,
    crumbs: crumbs.items,
    playPath: playPathOf('episode', item.id),
    dataEstimate,
    comments,
    teaserPath,
    seriesName,
    seriesPath,
    prev: prev && episodeLink(prev, locale),
    next: next && episodeLink(next, locale),
  });
}
