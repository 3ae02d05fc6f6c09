import type { Locale, MessageKey } from '../../i18n';
import { castPath, titlePath } from '../../../contract/rules/paths';
import { WATCHED_SHARE } from '../../../contract/rules/contract';
import type { Actions, Credit, SeasonEpisode, TitleCard, TitleItem, TitleType } from '../../../contract/schemas/title';
import { inLocale, otherName, type OtherName } from './locale';

// The app's own shapes of the provider's titles (content-api "Titles"), in the reader's language:
// what cards, title pages and their parts read. Pure: the page loaders call these on each answer.

/** A card in a list, row, search result or filmography. */
export interface CardView {
  id: number;
  type: TitleType;
  /** The title's page (/movie/1), locale-free. */
  path: string;
  name: string;
  poster: string;
  /** The 1280x720 artwork without the Persian title (a share image). */
  backdrop: string;
  year: number;
  /** An Iranian production (its year reads in the Solar Hijri calendar on Persian pages). */
  iranian: boolean;
  rate: number;
  /** The one badge a card shows: presale, free or dubbed (in that order), or none. */
  badge: MessageKey | null;
}

/** Where an episode sits: its series and its numbers. */
export interface EpisodeOf {
  seriesId: number;
  seriesName: string;
  season: number;
  episode: number;
}

/** A button the provider decided (content-api "Access is decided by the server"); only if it exists. */
export interface ButtonView {
  action: Actions['mainButton']['action'];
  label: string;
}

/** A title page's item. */
export interface TitleView extends Omit<CardView, 'badge' | 'backdrop'> {
  /** The name in the other language, shown under the heading. */
  otherName: OtherName;
  /** The backdrop drawn for the reader (the embedded provider's: textless, its subject on the end side). */
  backdrop: string;
  /** The English backdrop (the in-app page's share image). */
  plainBackdrop: string;
  /** The key art without the title's words, where the provider has it: wide screens write the
   * title over it (TitleHero's stage). */
  keyArt: string | null;
  overview: string;
  age: TitleItem['age'];
  /** Genre keys (spec §3, lowercase); labels come from the genre map. */
  genres: string[];
  /** Made in Iran (the country fact). */
  iranian: boolean;
  /** Persian, dubbed or subtitled (the language fact). */
  language: MessageKey;
  /** Minutes; 0 when unknown. */
  runtime: number;
  /** Seconds until release; 0 once released (spec §3 presale). */
  presaleSeconds: number;
  ekran: boolean;
  /** Free to watch (a badge under the name). */
  free: boolean;
  /** Single-purchase price in toman; null when only by subscription. */
  price: number | null;
  mainButton: ButtonView | null;
  downloadButton: ButtonView | null;
  /** Set for an episode. */
  episodeOf: EpisodeOf | null;
}

/** A person in a title's credits. */
export interface CreditView {
  id: number;
  path: string;
  name: string;
  image: string;
  /** The role played, when the provider names one. */
  character: string | null;
}

/** The title's name in the page's locale (the <h1>) and in the other one (the subtitle). */
export function titleNames(item: Pick<TitleCard, 'name' | 'name_fa'>, locale: Locale) {
  const other = otherName(locale, item.name_fa, item.name);
  return {
    name: inLocale(locale, item.name_fa, item.name),
    other: other.text,
    otherLang: other.lang,
    otherDir: other.dir,
  };
}

/** content-api item fields: Persian when ir, dubbed when !ir && persian, otherwise subtitled. */
export function languageKey(item: Pick<TitleCard, 'ir' | 'persian'>): MessageKey {
  if (item.ir) return 'title.language.persian';
  return item.persian ? 'title.language.dubbed' : 'title.language.subtitled';
}

/** spec §2 cards: presale first, then free, then dubbed (a foreign title with Persian audio). */
export function cardBadge(card: Pick<TitleCard, 'presale' | 'free' | 'ir' | 'persian'>): MessageKey | null {
  if (card.presale > 0) return 'card.presale';
  if (card.free) return 'card.free';
  return !card.ir && card.persian ? 'card.dubbed' : null;
}

export const cardView = (card: TitleCard, locale: Locale): CardView => ({
  id: card.id,
  type: card.type,
  path: titlePath(card),
  name: inLocale(locale, card.name_fa, card.name),
  poster: card.poster,
  backdrop: card.backdrop,
  year: card.year,
  iranian: card.ir,
  rate: card.rate,
  badge: cardBadge(card),
});

export const cardViews = (cards: TitleCard[], locale: Locale) => cards.map((card) => cardView(card, locale));

const buttonView = (button: Actions['mainButton'] | undefined, locale: Locale): ButtonView | null =>
  button?.exist ? { action: button.action, label: button.label[locale] } : null;

function episodeOf(item: TitleCard, locale: Locale): EpisodeOf | null {
  if (item.type !== 'episode') return null;
  return {
    seriesId: item.series_id ?? 0,
    seriesName: inLocale(locale, item.series_name_fa, item.series_name) ?? '',
    season: item.season_number ?? 0,
    episode: item.episode_number ?? 0,
  };
}

export const titleView = (item: TitleItem, locale: Locale): TitleView => ({
  id: item.id,
  type: item.type,
  path: titlePath(item),
  name: inLocale(locale, item.name_fa, item.name),
  otherName: otherName(locale, item.name_fa, item.name),
  poster: item.poster,
  backdrop: inLocale(locale, item.backdrop_fa, item.backdrop),
  plainBackdrop: item.backdrop,
  keyArt: item.backdrop_plain ?? null,
  year: item.year,
  rate: item.rate,
  overview: inLocale(locale, item.overview_fa, item.overview),
  age: item.age,
  genres: item.new_genres,
  iranian: item.ir,
  language: languageKey(item),
  runtime: item.runtime,
  presaleSeconds: item.presale,
  ekran: item.ekran,
  free: item.free,
  price: item.price,
  mainButton: buttonView(item.actions?.mainButton, locale),
  downloadButton: buttonView(item.actions?.downloadButton, locale),
  episodeOf: episodeOf(item, locale),
});

export const creditView = (credit: Credit, locale: Locale): CreditView => ({
  id: credit.id,
  path: castPath(credit.id),
  name: inLocale(locale, credit.name_fa, credit.name),
  image: credit.image,
  character: inLocale(locale, credit.character_fa, credit.character),
});

/**
 * A season's name in the reader's language when its editor gave one there (docs/admin.md
 * "Catalog"); empty otherwise, and the season is called by its number.
 */
export const seasonNameIn = (
  names: Record<string, { name: string; name_fa: string }> | undefined,
  number: number,
  locale: Locale,
): string => {
  const named = names?.[String(number)];
  return named ? inLocale(locale, named.name_fa, named.name) : '';
};

/** An episode as the season list and the previous/next links name it. */
export interface EpisodeLink {
  id: number;
  path: string;
  name: string;
  /** Its number in its season. */
  number: number;
  /** When it airs, for an episode yet to come (content-api `presale`); null once it has aired. */
  airsAt: Date | null;
}

/** An episode as the series page's rows show it (DESIGN.md §5 "Episode row"). */
export interface EpisodeRow extends EpisodeLink {
  /** The 16:9 still: the episode's key art without words where the provider has it. */
  still: string;
  /** Minutes; 0 when unknown. */
  runtime: number;
  overview: string;
}

export const episodeRow = (episode: TitleItem, locale: Locale): EpisodeRow => ({
  ...episodeLink(episode, locale),
  still: episode.backdrop_plain ?? inLocale(locale, episode.backdrop_fa, episode.backdrop),
  runtime: episode.runtime,
  overview: inLocale(locale, episode.overview_fa, episode.overview),
});

/**
 * A viewer's progress in one episode (DESIGN.md §5 "Episode row": the bar on the still and the
 * state line), from the resume point the season call answers a logged-in viewer.
 */
export interface EpisodeProgressView {
  id: number;
  /** Watched share, 0-100 (a watched episode's bar is full). */
  percent: number;
  /** Past WATCHED_SHARE of its length: "watched" rather than "resume". */
  watched: boolean;
  /** Whole minutes left, at least 1, while it is not watched. */
  minutesLeft: number;
}

/** The viewer's progress in `episode`, or null when they never started it (or it has no length). */
export function episodeProgress(episode: Pick<SeasonEpisode, 'id' | 'current_time' | 'duration_time'>) {
  const current = episode.current_time ?? 0;
  const duration = episode.duration_time ?? 0;
  if (duration <= 0 || current <= 0) return null;
  const watched = current >= duration * WATCHED_SHARE;
  const view: EpisodeProgressView = {
    id: episode.id,
    percent: watched ? 100 : Math.min(99, Math.max(1, Math.round((current / duration) * 100))),
    watched,
    minutesLeft: Math.max(1, Math.ceil((duration - current) / 60)),
  };
  return view;
}

export const episodeLink = (episode: TitleCard, locale: Locale): EpisodeLink => ({
  id: episode.id,
  path: titlePath(episode),
  name: inLocale(locale, episode.name_fa, episode.name),
  number: episode.episode_number ?? 0,
  airsAt: episode.presale > 0 ? new Date(Date.now() + episode.presale * 1000) : null,
});

/** What a full title page shows below its actions beside the item. */
export interface TitleDetailsView {
  /** The item's genres with their labels in the reader's language. */
  genres: { key: string; label: string }[];
  directors: CreditView[];
  cast: CreditView[];
  similar: CardView[];
}

export const titleDetailsView = (
  genreKeys: string[],
  labels: Map<string, string>,
  credits: { directors: Credit[]; casts: Credit[] },
  similar: TitleCard[],
  locale: Locale,
): TitleDetailsView => ({
  genres: genreKeys.map((key) => ({ key, label: labels.get(key) ?? key })),
  directors: credits.directors.map((c) => creditView(c, locale)),
  cast: credits.casts.map((c) => creditView(c, locale)),
  similar: cardViews(similar, locale),
});
