// The demo catalog as plain data. seed/index.ts turns these records into rows; nothing here
// touches the database. Ids are stable so links in tests and docs keep working across seeds.

import type { AgeRating, PersonKind } from '../../contract/rules/contract';

/** The 20 default genres of spec §3, keys lowercased. */
export const GENRE_KEYS = [
  'action',
  'adventure',
  'animation',
  'biography',
  'comedy',
  'crime',
  'documentary',
  'drama',
  'family',
  'superhero',
  'fantasy',
  'history',
  'horror',
  'music',
  'mystery',
  'romance',
  'sci_fi',
  'sport',
  'thriller',
  'war',
] as const;
export type GenreKey = (typeof GENRE_KEYS)[number];

export interface SeedPerson {
  id: number;
  name: string; // English
  nameFa: string;
  kind: PersonKind;
  birthYear: number;
  bio: string;
  bioFa: string;
}

export type CreditRole = 'cast' | 'director' | 'producer' | 'writer';

export interface SeedCredit {
  personId: number;
  role: CreditRole;
  /** Character played, for role 'cast'. */
  character?: string;
  characterFa?: string;
}

interface SeedTitleBase {
  id: number;
  name: string; // English
  nameFa: string;
  year: number;
  rate: number; // 0..10, one decimal
  age: AgeRating;
  overview: string;
  overviewFa: string;
  genres: GenreKey[];
  /** Iranian production. */
  ir: boolean;
  /** Persian audio: dubbed when !ir && persian, otherwise subtitled (content-api). */
  persian: boolean;
  free: boolean;
  /** Reachable on the operator's network. */
  traffic: boolean;
  credits: SeedCredit[];
}

export interface SeedMovie extends SeedTitleBase {
  runtime: number; // minutes
  /** Days until release for a presale title; absent when released. */
  presaleDays?: number;
  /** Shown in online screening (ekran). */
  ekran?: boolean;
  /** Price of a single purchase in toman, absent when only by subscription. */
  price?: number;
}

export interface SeedEpisode {
  id: number;
  seasonNumber: number;
  episodeNumber: number;
  name: string;
  nameFa: string;
  runtime: number;
  overview: string;
  overviewFa: string;
  /** Days after seeding it airs (content-api `presale` for an episode); absent once aired. */
  presaleDays?: number;
}

export interface SeedSeries extends SeedTitleBase {
  episodes: SeedEpisode[];
}

export interface SeedLive {
  id: number;
  name: string;
  nameFa: string;
  /** Program line shown on the channel list. */
  program: string;
  programFa: string;
}

export interface SeedPlan {
  id: number;
  name: string;
  nameFa: string;
  toman: number;
  days: number;
  description: string;
  descriptionFa: string;
  discount?: { discountPercent: number; discountPrice: number; discountDay: number };
}

export interface SeedBank {
  code: string; // e.g. '012'
  name: string;
  nameFa: string;
  active: boolean;
}

/** White-label site configuration (spec §3 "Current user / site configuration"). */
export interface SeedSite {
  domain: string;
  appName: string;
  appNameFa: string;
  main: boolean; // the main ('plus') brand
  logo: string;
  logoDark: string;
  ref: number;
  showApp: number;
  phone: string;
  email: string;
  instagram: string;
  telegram: string;
  samandehiId: string;
  samandehiP: string;
  enamadId: string;
  enamadCode: string;
  operatorFullrate: string;
}

export interface SeedFaq {
  q: string;
  a: string;
  qFa: string;
  aFa: string;
}

/** A home row (discover) or named content list. `titleIds` reference movies and series. */
export interface SeedList {
  key: string; // slug used by /lists/:list
  name: string;
  nameFa: string;
  style: 'normal' | 'occasion';
  onHome: boolean;
  titleIds: number[];
}

export interface SeedCatalog {
  genres: Record<GenreKey, { en: string; fa: string }>;
  people: SeedPerson[];
  movies: SeedMovie[];
  series: SeedSeries[];
  lives: SeedLive[];
  plans: SeedPlan[];
  banks: SeedBank[];
  sites: SeedSite[];
  faq: SeedFaq[];
  lists: SeedList[];
  /** Ids (movies and series) of the top list, best first. */
  top: number[];
  /** Ids of the titles (films, series, episodes) with a teaser (docs/media.md "Teasers"). */
  teasers?: number[];
  /** Search terms offered as popular searches. */
  topsearch: { fa: string; en: string }[];
  about: { fa: string; en: string };
  terms: { fa: string; en: string };
  privacy: { fa: string; en: string };
  operators: { operator: string; operatorFa: string; desc: string; descFa: string }[];
}
