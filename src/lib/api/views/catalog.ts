import type { Locale } from '../../i18n';
import { castPath, livePath } from '../../../contract/rules/paths';
import type { Person } from '../../../contract/schemas/cast';
import type { Live } from '../../../contract/schemas/live';
import type { ProfileRow, TitleCard, TitleItem } from '../../../contract/schemas/title';
import { inLocale, otherName, type OtherName } from './locale';
import { cardView, cardViews, type CardView } from './title';

// The app's own shapes of the provider's lists, people and channels, in the reader's language.

/** A named list of cards: a home row, a list or genre page, a profile row. */
export interface ListView {
  /** The list's key (its /lists/{key} or /profile/list/{key} page). */
  key: string;
  name: string;
  cards: CardView[];
  /** The last page of the list; 1 when it is not paged. */
  lastPage: number;
}

/** A list answer with both languages' names (content-api list, discover row). */
type WireList = { list: string; list_fa: string; list_en: string; data: TitleCard[]; last_page?: number };

export const listView = (list: WireList, locale: Locale): ListView => ({
  key: list.list,
  name: inLocale(locale, list.list_fa, list.list_en),
  cards: cardViews(list.data, locale),
  lastPage: list.last_page ?? 1,
});

/** A profile row: its English name is `list` (content-api "Profile"). */
export const profileListView = (key: string, row: ProfileRow, locale: Locale): ListView => ({
  key,
  name: inLocale(locale, row.list_fa, row.list),
  cards: cardViews(row.data, locale),
  lastPage: row.last_page,
});

/** A continue-watching card: where play resumes and how much is watched. */
export interface ResumeView extends CardView {
  /** The player route (a series resumes on its page). */
  playPath: string;
  /** Watched share, 0-100. */
  percent: number;
  /** Whole minutes left to watch (rounded up); 0 when the length is not known. */
  minutesLeft: number;
  /** Its 16:9 picture: the key art without words, else the reader's backdrop (DESIGN.md §5). */
  picture: string;
}

/** The artwork fields of a title's item (a card names only the English backdrop). */
export type TitleArt = Pick<TitleItem, 'backdrop' | 'backdrop_fa' | 'backdrop_plain'>;

/** content-api "Profile": the resume point of a continue-watching entry, as a whole percent. */
export const watchedPercent = (current = 0, duration = 0) =>
  duration > 0 ? Math.min(100, Math.round((current / duration) * 100)) : 0;

/** DESIGN.md §5 "Landscape card 16:9": the minutes a viewer has left, rounded up; 0 when unknown. */
export const minutesLeft = (current = 0, duration = 0) =>
  duration > 0 ? Math.ceil(Math.max(0, duration - current) / 60) : 0;

const playPaths = { movie: '/movie/show/', episode: '/episode/show/', series: '/series/' } as const;

export const resumeView = (card: ProfileRow['data'][number], locale: Locale, art: TitleArt | null): ResumeView => ({
  ...cardView(card, locale),
  playPath: `${playPaths[card.type]}${card.id}`,
  percent: watchedPercent(card.current_time, card.duration_time),
  minutesLeft: minutesLeft(card.current_time, card.duration_time),
  picture: art ? (art.backdrop_plain ?? inLocale(locale, art.backdrop_fa, art.backdrop)) : card.backdrop,
});

/** A person in a grid or on their page. */
export interface PersonView {
  id: number;
  path: string;
  name: string;
  otherName: OtherName;
  image: string;
  kind: Person['kind'];
}

export const personView = (person: Person, locale: Locale): PersonView => ({
  id: person.id,
  path: castPath(person.id),
  name: inLocale(locale, person.name_fa, person.name),
  otherName: otherName(locale, person.name_fa, person.name),
  image: person.image,
  kind: person.kind,
});

/** A cast page's person: the grid fields, biography and birth year. */
export interface CastMemberView extends PersonView {
  bio: string;
  birthYear: number | null;
}

export const castMemberView = (
  cast: Person & { bio: string; bio_fa: string; birth_year: number | null },
  locale: Locale,
): CastMemberView => ({
  ...personView(cast, locale),
  bio: inLocale(locale, cast.bio_fa, cast.bio),
  birthYear: cast.birth_year,
});

/** A live channel with what is on now. */
export interface LiveView {
  id: number;
  path: string;
  name: string;
  image: string;
  program: string;
}

export const liveView = (live: Live, locale: Locale): LiveView => ({
  id: live.id,
  path: livePath(live.id),
  name: inLocale(locale, live.name_fa, live.name),
  image: live.image,
  program: inLocale(locale, live.program_fa, live.program),
});

/** A genre tile of /genres. */
export interface GenreView {
  key: string;
  name: string;
  cover: string;
}

export const genreView = (
  genre: { key: string; en: string; fa: string; cover: string },
  locale: Locale,
): GenreView => ({
  key: genre.key,
  name: inLocale(locale, genre.fa, genre.en),
  cover: genre.cover,
});
