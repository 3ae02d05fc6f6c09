// Values of the provider contract (spec §7) that the provider's database schema, its zod schemas,
// the demo seed, the storefront's API clients and the pages all use: each is stated here once.

/** The contract's base path, on this origin (the gateway) and on the provider. */
export const API_PREFIX = '/api/v1';

/** Age ratings carried by titles (content-api item field `age`, spec §3 Age). */
export const AGE_RATINGS = ['G', 'PG', 'PG-13', 'R', 'X'] as const;
export type AgeRating = (typeof AGE_RATINGS)[number];

/** The kinds of people the cast pages group (spec §2 /casts/*). */
export const PERSON_KINDS = ['director', 'iranian-actor', 'foreign-actor'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** spec §2: a route id is a positive integer of at most 9 digits; anything else is not found. */
export const ROUTE_ID = /^[1-9][0-9]{0,8}$/;

/** A route id as a number, or null when it is not one (ROUTE_ID). */
export const parseRouteId = (raw: string | undefined): number | null =>
  raw !== undefined && ROUTE_ID.test(raw) ? Number(raw) : null;

/** Hours a screening (ekran) ticket lasts from its first play (spec §3 screening `ekran_hour`). */
export const EKRAN_HOURS = 3;

/**
 * A resume point this close to the end counts as watched (the end credits): it leaves
 * continue-watching for the watched list, and the series page marks its episode watched.
 */
export const WATCHED_SHARE = 0.9;
