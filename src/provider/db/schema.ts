import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PERSON_KINDS } from '../../contract/rules/contract';

// One pg-core schema for PGlite and PostgreSQL (ARCHITECTURE.md §8). Money is integer toman.

export const titleType = pgEnum('title_type', ['movie', 'series', 'episode']);
export const creditRole = pgEnum('credit_role', ['cast', 'director', 'producer', 'writer']);
export const personKind = pgEnum('person_kind', PERSON_KINDS);
export const listStyle = pgEnum('list_style', ['normal', 'occasion']);

export const genres = pgTable('genres', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  nameFa: text('name_fa').notNull(),
  sort: integer('sort').notNull(),
});

export const people = pgTable(
  'people',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    nameFa: text('name_fa').notNull(),
    kind: personKind('kind').notNull(),
    birthYear: integer('birth_year'),
    bio: text('bio').notNull().default(''),
    bioFa: text('bio_fa').notNull().default(''),
    /** Normalised names for search (src/contract/rules/search.ts). */
    searchText: text('search_text').notNull(),
    /** Each name compacted (compactForSearch), space between: null until the seed fills it. */
    searchCompact: text('search_compact'),
    /** Sound skeleton of the Persian name (searchSkeleton): null until the seed fills it. */
    searchSkeleton: text('search_skeleton'),
    /** An uploaded photo's file name (docs/admin.md "Artwork"); null: the drawn demo portrait. */
    photo: text('photo'),
  },
  (t) => [
    // docs/catalog.md "Search": trigram indexes serve `LIKE '%…%'`, word-start regular
    // expressions and word similarity (pg_trgm) on each search column.
    index('people_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('people_search_compact_trgm_idx').using('gin', t.searchCompact.op('gin_trgm_ops')),
    index('people_search_skeleton_trgm_idx').using('gin', t.searchSkeleton.op('gin_trgm_ops')),
    // Cast lists page through one kind in id order (domain/catalog/people.ts).
    index('people_kind_idx').on(t.kind, t.id),
  ],
);

/** Films, series and episodes share one table: one id space, one set of item fields. */
export const titles = pgTable(
  'titles',
  {
    id: integer('id').primaryKey(),
    type: titleType('type').notNull(),
    seriesId: integer('series_id'),
    seasonNumber: integer('season_number'),
    episodeNumber: integer('episode_number'),
    name: text('name').notNull(),
    nameFa: text('name_fa').notNull(),
    year: integer('year').notNull(),
    rate: real('rate').notNull(),
    age: text('age').notNull(),
    runtime: integer('runtime').notNull(),
    overview: text('overview').notNull(),
    overviewFa: text('overview_fa').notNull(),
    ir: boolean('ir').notNull(),
    persian: boolean('persian').notNull(),
    free: boolean('free').notNull().default(false),
    vod: boolean('vod').notNull().default(true),
    traffic: boolean('traffic').notNull().default(true),
    ekran: boolean('ekran').notNull().default(false),
    /** Single-purchase price in toman; null when only by subscription. */
    price: integer('price'),
    /** Release moment of a presale title; null once released. */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    claps: integer('claps').notNull().default(0),
    searchText: text('search_text').notNull(),
    /** As people's: compacted names and the Persian name's sound skeleton (src/lib/rules). */
    searchCompact: text('search_compact'),
    searchSkeleton: text('search_skeleton'),
    sort: integer('sort').notNull().default(0),
    /**
     * Shown on the storefront; the back office adds titles unpublished (docs/admin.md "Catalog").
     * An episode's is its series' published and not its own draft, kept so by
     * domain/admin/series.ts, so every storefront query reads this one column.
     */
    published: boolean('published').notNull().default(true),
    /** An episode its editor keeps off the site even while its series is published. */
    draft: boolean('draft').notNull().default(false),
    /**
     * Uploaded artwork by slot (poster, backdrop, slide, still-1…): each a file name under /img
     * (docs/admin.md "Artwork"); a slot not named keeps its drawn demo picture.
     */
    artwork: jsonb('artwork').$type<Record<string, string>>().notNull().default({}),
    /**
     * Has a teaser, free to everyone (docs/media.md "Teasers"): it plays the teaser folder
     * registered for the title, else the demo's. A title whose teaser was packaged with
     * `npm run ingest -- --teaser` has one whatever this says.
     */
    teaser: boolean('teaser').notNull().default(false),
  },
  (t) => [
    index('titles_type_idx').on(t.type),
    // An episode's number is unique in its season (films and series have no series id).
    uniqueIndex('titles_series_idx').on(t.seriesId, t.seasonNumber, t.episodeNumber),
    // docs/catalog.md "Search": search reads films and series only (the episodes are most of the
    // rows), so both indexes leave the episodes out, and the queries repeat the predicate word
    // for word (domain/catalog/filter-sql.ts `notEpisode`) for the planner to match it. Trigrams
    // (pg_trgm) serve the search columns as people's do; rating order serves genre rows and
    // pages, search results and similar titles.
    index('titles_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.type} <> 'episode'`),
    index('titles_search_compact_trgm_idx')
      .using('gin', t.searchCompact.op('gin_trgm_ops'))
      .where(sql`${t.type} <> 'episode'`),
    index('titles_search_skeleton_trgm_idx')
      .using('gin', t.searchSkeleton.op('gin_trgm_ops'))
      .where(sql`${t.type} <> 'episode'`),
    index('titles_rated_idx')
      .on(t.rate.desc().nullsFirst(), t.id)
      .where(sql`${t.type} <> 'episode'`),
  ],
);

/**
 * A series' seasons by number, with their names (docs/admin.md "Catalog"). A season is any number
 * its episodes carry or a row here names: the seed writes none, so a seeded season has no row and
 * is called by its number; the back office adds a row for a new season or a name.
 */
export const seasons = pgTable(
  'seasons',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => titles.id),
    number: integer('number').notNull(),
    name: text('name').notNull().default(''),
    nameFa: text('name_fa').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.number] })],
);

export const titleGenres = pgTable(
  'title_genres',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    genreKey: text('genre_key')
      .notNull()
      .references(() => genres.key),
  },
  (t) => [primaryKey({ columns: [t.titleId, t.genreKey] }), index('title_genres_genre_idx').on(t.genreKey)],
);

export const credits = pgTable(
  'credits',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id),
    role: creditRole('role').notNull(),
    character: text('character'),
    characterFa: text('character_fa'),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.titleId, t.personId, t.role] }), index('credits_person_idx').on(t.personId)],
);

/** Home rows, named content lists and the top list. */
export const lists = pgTable('lists', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  nameFa: text('name_fa').notNull(),
  style: listStyle('style').notNull(),
  onHome: boolean('on_home').notNull(),
  sort: integer('sort').notNull(),
});

export const listItems = pgTable(
  'list_items',
  {
    listKey: text('list_key')
      .notNull()
      .references(() => lists.key),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listKey, t.titleId] })],
);

/**
 * The home slider (spec §7 get/slider): a film or series each, in order, on or off. A slide shows
 * its title's own artwork (the wide backdrop and the tall slide); docs/admin.md "Catalog".
 */
export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    sort: integer('sort').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('slides_title_idx').on(t.titleId), index('slides_sort_idx').on(t.sort)],
);

export const lives = pgTable('lives', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameFa: text('name_fa').notNull(),
  program: text('program').notNull(),
  programFa: text('program_fa').notNull(),
  sort: integer('sort').notNull(),
});

export const plans = pgTable('plans', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameFa: text('name_fa').notNull(),
  toman: integer('toman').notNull(),
  days: integer('days').notNull(),
  description: text('description').notNull(),
  descriptionFa: text('description_fa').notNull(),
  discountPercent: integer('discount_percent'),
  discountPrice: integer('discount_price'),
  discountDay: integer('discount_day'),
  /** Sold until this moment; null: without end (docs/admin.md "Plans and prices"). */
  validUntil: timestamp('valid_until', { withTimezone: true }),
});

/**
 * Every price a plan has had, newest last (docs/admin.md "Plans and prices"): a payment is granted
 * the days of the version in force when it was made, so a change applies to new purchases only.
 */
export const planVersions = pgTable(
  'plan_versions',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    toman: integer('toman').notNull(),
    days: integer('days').notNull(),
    discountPercent: integer('discount_percent'),
    discountPrice: integer('discount_price'),
    discountDay: integer('discount_day'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [index('plan_versions_plan_idx').on(t.planId, t.validFrom)],
);

export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameFa: text('name_fa').notNull(),
  active: boolean('active').notNull(),
});

/** White-label configuration by domain (spec §3 "Current user / site configuration"). */
export const sites = pgTable('sites', {
  domain: text('domain').primaryKey(),
  appName: text('app_name').notNull(),
  appNameFa: text('app_name_fa').notNull(),
  main: boolean('main').notNull(),
  logo: text('logo').notNull(),
  logoDark: text('logo_dark').notNull(),
  ref: integer('ref').notNull(),
  showApp: integer('show_app').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  instagram: text('instagram').notNull(),
  telegram: text('telegram').notNull(),
  samandehiId: text('samandehi_id').notNull(),
  samandehiP: text('samandehi_p').notNull(),
  enamadId: text('enamad_id').notNull(),
  enamadCode: text('enamad_code').notNull(),
  operatorFullrate: text('operator_fullrate').notNull(),
  /** Postal address, shown with the contact details (docs/admin.md "Brands"). */
  address: text('address').notNull().default(''),
  addressFa: text('address_fa').notNull().default(''),
  /** The partner referral numbers this brand owns, both ends included; no two brands overlap. */
  refFrom: integer('ref_from'),
  refTo: integer('ref_to'),
});

/** Editorial texts: faq rows, about/terms/privacy, operators and popular searches. */
export const faq = pgTable('faq', {
  id: serial('id').primaryKey(),
  q: text('q').notNull(),
  a: text('a').notNull(),
  qFa: text('q_fa').notNull(),
  aFa: text('a_fa').notNull(),
});

export const appTexts = pgTable('app_texts', {
  key: text('key').primaryKey(),
  fa: text('fa').notNull(),
  en: text('en').notNull(),
});

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  operator: text('operator').notNull(),
  operatorFa: text('operator_fa').notNull(),
  desc: text('desc').notNull(),
  descFa: text('desc_fa').notNull(),
});

export const topsearch = pgTable('topsearch', {
  id: serial('id').primaryKey(),
  fa: text('fa').notNull(),
  en: text('en').notNull(),
});

// Accounts and entitlements (spec §4 Auth). Login fills them; catalog calls read them to
// draw the server-driven actions (content-api "Access is decided by the server").

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull().unique(),
  ref: integer('ref').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The back-office roles of spec §3's scope field (docs/admin.md "Roles"): admin, editor,
   * support, finance. ADMIN_MOBILES adds admin without a row here.
   */
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  /** The data saver (docs/data-budget.md): plays at most 360p on every device the account uses. */
  dataSaver: boolean('data_saver').notNull().default(false),
  /** The profile's details (the original app's /update/profile/details): a display name, an email, an avatar. */
  name: text('name'),
  email: text('email'),
  avatar: text('avatar'),
});

/** Bytes of media the player reported loading, per user per Persian-calendar month (docs/data-budget.md). */
export const dataUsage = pgTable(
  'data_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The month in Tehran's Persian calendar, e.g. 1405-09. */
    month: text('month').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the bearer token: a stolen database does not yield usable tokens. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.endsAt)],
);

/** Titles a user bought (single purchase or screening ticket). */
export const ownerships = pgTable(
  'ownerships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ownerships_user_title_idx').on(t.userId, t.titleId)],
);

// Login by SMS code (spec §4 Auth, docs/decisions/0011-login-codes-four-digits.md). Everything several server processes must agree on
// lives here: codes, their wrong tries, and the events the send and guess limits count (ARCHITECTURE.md §8).

/**
 * One-time login codes: stored hashed with a salt, single use, each bound to the client address
 * that asked for it (otp.ts: its own wrong tries void it, others' only close it to others).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The client address that asked for the code (address.ts addressKey). */
    address: text('address').notNull().default(''),
    /** Wrong tries from that address. */
    attempts: integer('attempts').notNull().default(0),
    /** Wrong tries from every other address together. */
    foreignAttempts: integer('foreign_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

/** Counted events for rate limits: code sends and wrong codes, per number, client address or both. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_events_kind_key_at_idx').on(t.kind, t.key, t.at)],
);

/** Messages the demo SMS drivers (console, outbox) "sent": what a phone would have received. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    code: text('code').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.sentAt)],
);

// ---------------------------------------------------------------------------------------------
// Watching (content-api "Watching and buying", "Profile"): resume points, the watchlist, claps,
// screening tickets and the live channels' programme. Subscriptions and purchases stay with the
// money tables above (subscriptions, ownerships); watching only reads them.
// ---------------------------------------------------------------------------------------------

/** Resume point per viewer and film or episode: continue-watching and the watched list. */
export const watchProgress = pgTable(
  'watch_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The film or episode watched. */
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    /** The series of an episode, so a series resumes at its last episode seen. */
    seriesId: integer('series_id'),
    currentTime: integer('current_time').notNull(),
    durationTime: integer('duration_time').notNull(),
    /** Removed from continue-watching by the viewer; saving a new point brings it back. */
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.titleId] }),
    index('watch_progress_recent_idx').on(t.userId, t.updatedAt),
    index('watch_progress_series_idx').on(t.userId, t.seriesId),
  ],
);

export const watchlist = pgTable(
  'watchlist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.titleId] }), index('watchlist_user_idx').on(t.userId, t.createdAt)],
);

/** A viewer's clap (like) of a title: statistics counts them, the profile lists them as likes. */
export const claps = pgTable(
  'claps',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.titleId] }), index('claps_title_idx').on(t.titleId)],
);

/** A viewer's comment on a title (the original app's /comments-v2), or a reply to one (parent). */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    parentId: integer('parent_id'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('comments_title_idx').on(t.titleId, t.createdAt), index('comments_parent_idx').on(t.parentId)],
);

/** A viewer's report of a playback problem (the original player's /create/report/{movie|episode}). */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    userId: integer('user_id').references(() => users.id),
    /** 1 title, 2 picture, 3 sound, 4 subtitles (the original player's four choices). */
    problem: integer('problem').notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reports_title_idx').on(t.titleId, t.createdAt)],
);

/** An online screening (ekran) ticket: valid for `hours` from the first play (spec §3 screening). */
export const screeningTickets = pgTable(
  'screening_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    hours: integer('hours').notNull(),
    firstPlayAt: timestamp('first_play_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * original-app §4 Ekran verification: a bought ticket plays only after the code sent to the
     * buyer's mobile is entered on /ekran/:id (docs/payments.md "Buying"). Tickets made otherwise need none.
     */
    needsVerification: boolean('needs_verification').notNull().default(false),
    /** SHA-256 of the salted code last sent, its expiry and wrong tries; the moment it was entered. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeTries: integer('code_tries').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [index('screening_tickets_user_idx').on(t.userId, t.titleId)],
);

/** A live channel's day, repeated: programmes in order with their length (now and next). */
export const liveProgrammes = pgTable(
  'live_programmes',
  {
    liveId: integer('live_id')
      .notNull()
      .references(() => lives.id),
    sort: integer('sort').notNull(),
    title: text('title').notNull(),
    titleFa: text('title_fa').notNull(),
    minutes: integer('minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.sort] })],
);

// ─── Money (spec §3 Wallet, §6, §7; ARCHITECTURE.md §8) ────────────────────────────────────────
// Self-contained block: payments, the wallet ledger, purchases, direct-debit mandates and
// settings, and the sandbox bank's own records. Amounts are integer toman; rials exist only at
// the gateway boundary (src/provider/gateway/rial.ts).

/**
 * One attempt to pay: a wallet top-up, a plan, a download or a direct-debit mandate. Crediting
 * happens only on our own pending→paid transition (research/payments.md §1.6, §6 rule 3).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** What it pays for: wallet | subscription | download | directdebit (the callback's path). */
    purpose: text('purpose').notNull(),
    /** pending | paid | failed | cancelled | expired | reversed. */
    status: text('status').notNull().default('pending'),
    /** How the payer chose to pay: saman (bank gateway) | credit (wallet) | directdebit. */
    method: text('method').notNull(),
    /** Who holds the money: sandbox | saman | wallet | directdebit. */
    gateway: text('gateway').notNull(),
    /** Total charged in toman, VAT included. */
    amount: integer('amount').notNull(),
    vat: integer('vat').notNull().default(0),
    planId: integer('plan_id').references(() => plans.id),
    contentId: integer('content_id'),
    contentType: text('content_type'),
    /** The gateway's token for this order (our id travels as ResNum). */
    gatewayToken: text('gateway_token'),
    /** The bank receipt (SEP RefNum); unique per gateway so a receipt pays one order only. */
    refNum: text('ref_num'),
    /** The last gateway answer code, for support and the history page. */
    resultCode: text('result_code'),
    /** Where the bank returns the payer, without its return key (below). */
    callbackUrl: text('callback_url'),
    /**
     * SHA-256 (base64url) of the payment's return key: 128 random bits put in the return URL the
     * bank sends the payer back to, and nowhere else. A guest's callback must show the key to see
     * the payment (domain/money/return-key.ts); only its hash is kept, as for session tokens.
     */
    returnKeyHash: text('return_key_hash'),
    /** The pending subscription payment a direct-debit mandate was set up for. */
    forPaymentId: integer('for_payment_id'),
    /** Renewal charges: one per user and period (`renew:<user>:<period end>`). */
    renewalKey: text('renewal_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this moment a payment still pending is expired by the reconciler. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_gateway_ref_num_idx').on(t.gateway, t.refNum),
    uniqueIndex('payments_gateway_token_idx').on(t.gateway, t.gatewayToken),
    uniqueIndex('payments_renewal_key_idx').on(t.renewalKey),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * What a download payment buys (content-api get/buy `cart[]`): one line per title, the file (or
 * screening ticket) chosen and the price the server decided. Granted with the payment's
 * pending→paid transition, so a title is delivered once.
 */
export const paymentItems = pgTable(
  'payment_items',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    /** The cart's itemid (spec §3 downloads[].id): title id × 10 + rung, 0 for a ticket. */
    itemId: integer('item_id').notNull(),
    /** file | ticket. */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.titleId] })],
);

/** The wallet balance per user: a cache of the ledger's sum, the row purchases lock on. */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balance} >= 0`)],
);

/**
 * Every change of a wallet balance: `payment` (money in, +), `purchase` (money out, -),
 * `refund` (+). Written in the transaction that changes what it pays for.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    /** Signed toman: what this row adds to the wallet. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    purchaseId: integer('purchase_id'),
    /** Why an operator moved the money (kind `adjustment`, docs/admin.md "Users"). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.id),
    uniqueIndex('ledger_entries_payment_kind_idx').on(t.paymentId, t.kind),
  ],
);

/** What a paid payment bought: a plan (a subscription period) or a title. */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    planId: integer('plan_id').references(() => plans.id),
    titleId: integer('title_id').references(() => titles.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    amount: integer('amount').notNull(),
    vat: integer('vat').notNull(),
    days: integer('days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchases_payment_idx').on(t.paymentId), index('purchases_user_idx').on(t.userId)],
);

/** A signed direct-debit mandate (Shaparak "Payman", research/payments.md §3). */
export const directdebitMandates = pgTable(
  'directdebit_mandates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankCode: text('bank_code')
      .notNull()
      .references(() => banks.code),
    mobile: text('mobile').notNull(),
    /** pending | active | failed | revoked. */
    status: text('status').notNull().default('pending'),
    /** The mandate request at the bank (its signing page and callback key). */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('directdebit_mandates_token_idx').on(t.token),
    index('directdebit_mandates_user_idx').on(t.userId),
  ],
);

/** spec §3 Direct-debit setup: the switches, saved at once on each toggle. */
export const directdebitSettings = pgTable('directdebit_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  subscription: boolean('subscription').notNull().default(false),
  payAnything: boolean('pay_anything').notNull().default(false),
  planId: integer('plan_id')
    .notNull()
    .default(1)
    .references(() => plans.id),
  /** Series whose new episodes are bought automatically. */
  series: jsonb('series').$type<number[]>().notNull().default([]),
});

/**
 * The sandbox bank's own book (src/provider/gateway/sandbox): what a real bank keeps on its
 * side. Token sessions, receipts, verify/reverse state, mandates and direct-debit charges.
 */
export const sandboxBank = pgTable(
  'sandbox_bank',
  {
    token: text('token').primaryKey(),
    /** payment | mandate | charge. */
    kind: text('kind').notNull(),
    terminalId: text('terminal_id').notNull(),
    /** Integer rials, as a bank keeps them. */
    amountRial: bigint('amount_rial', { mode: 'number' }).notNull(),
    /** The merchant's order id (ResNum). */
    resNum: text('res_num').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    mobile: text('mobile'),
    /** SEP State: 0 InProgress, 1 CanceledByUser, 2 OK, 3 Failed, 4 SessionIsNull. */
    state: integer('state').notNull().default(0),
    refNum: text('ref_num'),
    rrn: text('rrn'),
    traceNo: text('trace_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_bank_ref_num_idx').on(t.refNum),
    uniqueIndex('sandbox_bank_kind_res_idx').on(t.kind, t.resNum),
  ],
);

// ─── Back office (docs/admin.md) ────────────────────────────────────────────────────────────────

/**
 * Every back-office action: who, what, on what, the state before and after, when. Append-only: the
 * migration's trigger refuses UPDATE and DELETE (docs/admin.md "Audit log").
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    actorMobile: text('actor_mobile').notNull(),
    action: text('action').notNull(),
    /** What it acted on, e.g. `user:12`, `payment:40`, `title:9001`, `plan:2`. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.target, t.at)],
);

/**
 * The back office's queue (docs/admin.md "The queue"): work done outside a request, one row a
 * job, claimed with `SELECT … FOR UPDATE SKIP LOCKED` (domain/admin/queue.ts) on PGlite and
 * PostgreSQL alike. A running job holds a lease (`locked_until`) it renews while it works; a job
 * whose worker died is claimed again once the lease has run out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** What the job does: `ingest` packages an uploaded source for its title. */
    kind: text('kind').notNull(),
    titleId: integer('title_id').references(() => titles.id),
    /** The job's input (an ingest's uploaded file and its name). */
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** Per cent done (0-100) of the attempt running or last run. */
    progress: integer('progress').notNull().default(0),
    /** The step running (`video v240`, `audio fa`, `downloads`). */
    step: text('step').notNull().default(''),
    /** The last lines of the job's log, oldest first (at most 200). */
    log: text('log')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    lastError: text('last_error'),
    /** Not claimed before this time (a retry waits a little). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The claim's token and the end of its lease; a running job past it is claimed again. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_claim_idx').on(t.state, t.runAt),
    index('jobs_title_idx').on(t.titleId, t.id),
    check('jobs_progress_range', sql`${t.progress} BETWEEN 0 AND 100`),
    check('jobs_state_known', sql`${t.state} IN ('queued', 'running', 'done', 'failed')`),
  ],
);
