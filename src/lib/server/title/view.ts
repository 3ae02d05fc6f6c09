import type { Actions, TitleItem, TitleType } from '../../../contract/schemas/title';
import type { TitleView } from '../../api/views/title';
import type { Locale, Translate } from '../../i18n';
import { formatRate, formatRuntime, formatTitleYear } from '../../i18n/format';

// Plain view rules shared by the title pages (spec §2 movie, series, episode, video, ekran and
// download pages), kept out of the .astro files so the components stay thin.

// The download and ekran pages still read the wire item: the name rule they use is the views'.
export { titleNames } from '../../api/views/title';

/** A meta description: the synopsis cut at a word boundary near 155 characters. */
export function shortDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s،,.؛;:]+$/, '')}…`;
}

/** spec §3 presale: seconds until release, so the release date is now plus that many seconds. */
export const releaseDate = (presaleSeconds: number, now = Date.now()) => new Date(now + presaleSeconds * 1000);

export const downloadPath = (type: TitleType, id: number) => `/${type}/download/${id}`;

/**
 * content-api "Access is decided by the server": where a button goes, as a real link. Play goes
 * to the player route (the film's /video page, or an episode; `playPath` is null for a series
 * without episodes), buy to the download/cart view, subscription to the plans page (the link
 * under the subscription modal's button, TitleActions.astro).
 */
export function actionPath(
  action: Actions['mainButton']['action'],
  type: TitleType,
  id: number,
  playPath: string | null,
): string | null {
  if (action === 'play') return playPath;
  if (action === 'buy') return downloadPath(type, id);
  return '/profile/plans';
}

/** The player route of a title (spec §2 /video/:id for films, /episode/show/:id for episodes). */
export function playPathOf(type: TitleType, id: number, firstEpisodeId?: number | null): string | null {
  if (type === 'movie') return `/video/${id}`;
  if (type === 'episode') return `/episode/show/${id}`;
  return firstEpisodeId ? `/episode/show/${firstEpisodeId}` : null;
}

/** A title's teaser page (docs/media.md "Teasers"): `/movie/1/teaser`, the way without JavaScript. */
export const teaserPathOf = (type: TitleType, id: number) => `/${type}/${id}/teaser`;

/** Seasons in number order: the provider answers a map keyed by the season number. */
export function seasonsOf<T extends TitleItem>(season: Record<string, T[]>): { number: number; episodes: T[] }[] {
  return Object.entries(season)
    .map(([key, episodes]) => ({ number: Number(key), episodes }))
    .sort((a, b) => a.number - b.number);
}

/** The episodes before and after `id` across all seasons, when they exist. */
export function neighbours(season: Record<string, TitleItem[]>, id: number) {
  const all = seasonsOf(season).flatMap((s) => s.episodes);
  const index = all.findIndex((e) => e.id === id);
  return { prev: index > 0 ? all[index - 1] : undefined, next: index >= 0 ? all[index + 1] : undefined };
}

/**
 * The line of facts a viewer decides on, under a title page's name (spec §2 title pages): year,
 * length, two of the title's genres (labelled), age rating and score, each in the page's
 * language; badges for free and for dubbed or subtitled titles.
 */
export function factsLine(
  item: Pick<TitleView, 'year' | 'runtime' | 'age' | 'rate' | 'free' | 'iranian' | 'language'>,
  genres: { label: string }[],
  locale: Locale,
  t: Translate,
): { facts: string[]; badges: string[] } {
  const facts = [
    formatTitleYear(item.year, item.iranian, locale),
    ...(item.runtime > 0 ? [formatRuntime(item.runtime, locale)] : []),
    ...genres.slice(0, 2).map((genre) => genre.label),
    t(`age.${item.age}` as const),
    t('title.ratingValue', { rate: formatRate(item.rate, locale) }),
  ];
  const badges = [
    ...(item.free ? [t('card.free')] : []),
    ...(item.iranian ? [] : [t(item.language === 'title.language.dubbed' ? 'card.dubbed' : 'card.subtitled')]),
  ];
  return { facts, badges };
}
