import type { Actions, TitleItem, TitleType } from '../../api/schemas/title';
import type { Locale, MessageKey, Translate } from '../../i18n';
import { formatRate, formatRuntime, formatYear } from '../../i18n/format';

// Plain view rules shared by the title pages (spec §2 movie, series, episode, video, ekran and
// download pages), kept out of the .astro files so the components stay thin.

/** The title's name in the page's locale (the <h1>) and in the other one (the subtitle). */
export function titleNames(item: Pick<TitleItem, 'name' | 'name_fa'>, locale: Locale) {
  return locale === 'fa'
    ? { name: item.name_fa, other: item.name, otherLang: 'en', otherDir: 'ltr' as const }
    : { name: item.name, other: item.name_fa, otherLang: 'fa', otherDir: 'rtl' as const };
}

/** content-api item fields: dubbed when !ir && persian, Persian when ir, otherwise subtitled. */
export function languageKey(item: Pick<TitleItem, 'ir' | 'persian'>): MessageKey {
  if (item.ir) return 'title.language.persian';
  return item.persian ? 'title.language.dubbed' : 'title.language.subtitled';
}

/** The backdrop drawn for the locale: the fa one carries the Persian title art. */
export const backdropOf = (item: Pick<TitleItem, 'backdrop' | 'backdrop_fa'>, locale: Locale) =>
  locale === 'fa' ? item.backdrop_fa : item.backdrop;

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

/** Seasons in number order: the provider answers a map keyed by the season number. */
export function seasonsOf(season: Record<string, TitleItem[]>): { number: number; episodes: TitleItem[] }[] {
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
 * length, two genres, age rating and score, each in the page's language; badges for free and for
 * dubbed or subtitled titles.
 */
export function factsLine(
  item: Pick<TitleItem, 'year' | 'runtime' | 'new_genres' | 'age' | 'rate' | 'free' | 'ir' | 'persian'>,
  genres: Map<string, string>,
  locale: Locale,
  t: Translate,
): { facts: string[]; badges: string[] } {
  const facts = [
    formatYear(item.year, locale),
    ...(item.runtime > 0 ? [formatRuntime(item.runtime, locale)] : []),
    ...item.new_genres.slice(0, 2).map((key) => genres.get(key) ?? key),
    t(`age.${item.age}` as const),
    t('title.ratingValue', { rate: formatRate(item.rate, locale) }),
  ];
  const badges = [
    ...(item.free ? [t('card.free')] : []),
    ...(item.ir ? [] : [t(item.persian ? 'card.dubbed' : 'card.subtitled')]),
  ];
  return { facts, badges };
}
