import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AgeRating } from '../../../contract/rules/contract';
import type { Db } from '../../db/client';
import { seasons, titles } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import { searchColumns } from '../catalog/search-columns';
import { audit } from './audit';
import { availabilityOf, genreKeys, setGenres, type Availability } from './catalog';
import { findTitles } from './catalog-shared';
import type { Staff } from './roles';

// docs/admin.md "Catalog": series, their seasons and episodes. A series is added unpublished, as a
// film is. An episode's `published` (what the storefront reads: lists, title pages, seasons) is
// kept here as its series' published and not its own draft flag, in the transaction of every
// change to either, so the storefront needs no join to hide a draft series' episodes.

type Row = typeof titles.$inferSelect;

export interface SeriesInput {
  name: string;
  nameFa: string;
  overview: string;
  overviewFa: string;
  year: number;
  age: AgeRating;
  ir: boolean;
  persian: boolean;
  availability: Availability;
  price: number | null;
  genres: string[];
  /** Give every episode the series' availability too (each episode keeps its own otherwise). */
  episodesFollow: boolean;
}

export interface SeasonInput {
  number: number;
  name: string;
  nameFa: string;
}

export interface EpisodeInput {
  season: number;
  number: number;
  name: string;
  nameFa: string;
  overview: string;
  overviewFa: string;
  runtime: number;
  availability: Availability;
  price: number | null;
  /** Shown once its series is; absent: yes for a series still a draft, no for one on the site. */
  published?: boolean | undefined;
  /** When it comes out (the storefront shows it as to come until then); null: out; absent: kept. */
  airsAt?: Date | null | undefined;
}

const refusal = (field: string, en: string, fa: string) =>
  new ProviderError(422, en, fa, { [field]: [en] }, undefined, { [field]: [fa] });

const faDigits = (n: number) => new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(n);

const episodeTaken = (season: number, number: number) =>
  refusal(
    'number',
    `Season ${season} already has an episode ${number}: choose another number, or renumber the season.`,
    `فصل ${faDigits(season)} قسمت ${faDigits(number)} را دارد: شمارهٔ دیگری بدهید یا فصل را از نو شماره‌گذاری کنید.`,
  );

/** PostgreSQL's unique violation: two editors gave one number at once; the unique index held. */
async function unlessTaken<T>(work: Promise<T>, season: number, number: number): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw episodeTaken(season, number);
    throw error;
  }
}

const seriesWire = (row: Row, keys: string[]) => ({
  id: row.id,
  type: row.type,
  name: row.name,
  name_fa: row.nameFa,
  overview: row.overview,
  overview_fa: row.overviewFa,
  year: row.year,
  runtime: row.runtime,
  age: row.age,
  ir: row.ir,
  persian: row.persian,
  availability: availabilityOf(row),
  price: row.price,
  published: row.published,
  genres: keys,
});

const episodeWire = (row: Row) => ({
  id: row.id,
  series_id: row.seriesId ?? 0,
  season: row.seasonNumber ?? 1,
  number: row.episodeNumber ?? 1,
  name: row.name,
  name_fa: row.nameFa,
  overview: row.overview,
  overview_fa: row.overviewFa,
  runtime: row.runtime,
  availability: availabilityOf(row),
  price: row.price,
  /** On the site: its series published and it not a draft. */
  published: row.published,
  draft: row.draft,
  /** When it comes out, or null: out already (the storefront's presale). */
  airs_at: row.releaseAt ? row.releaseAt.toISOString() : null,
});

async function seriesRow(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(titles)
    .where(and(eq(titles.id, id), eq(titles.type, 'series')))
    .limit(1);
  if (!row) throw notFound('The series', 'سریال');
  return row;
}

async function episodeRow(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(titles)
    .where(and(eq(titles.id, id), eq(titles.type, 'episode')))
    .limit(1);
  if (!row) throw notFound('The episode', 'قسمت');
  return row;
}

const episodesOf = (db: Db, seriesId: number) =>
  db
    .select()
    .from(titles)
    .where(and(eq(titles.seriesId, seriesId), eq(titles.type, 'episode')))
    .orderBy(asc(titles.seasonNumber), asc(titles.episodeNumber));

/** The series' seasons: a row's, or a number its episodes carry (the seed writes no rows). */
async function seasonsOf(db: Db, seriesId: number, episodes: Row[]) {
  const named = await db.select().from(seasons).where(eq(seasons.seriesId, seriesId));
  const numbers = new Set([...named.map((s) => s.number), ...episodes.map((e) => e.seasonNumber ?? 1)]);
  return [...numbers]
    .sort((a, b) => a - b)
    .map((number) => {
      const row = named.find((s) => s.number === number);
      return {
        number,
        name: row?.name ?? '',
        name_fa: row?.nameFa ?? '',
        episodes: episodes.filter((e) => (e.seasonNumber ?? 1) === number).map(episodeWire),
      };
    });
}

async function seasonExists(db: Db, seriesId: number, number: number) {
  const [row] = await db
    .select({ n: seasons.number })
    .from(seasons)
    .where(and(eq(seasons.seriesId, seriesId), eq(seasons.number, number)))
    .limit(1);
  if (row) return true;
  const [episode] = await db
    .select({ id: titles.id })
    .from(titles)
    .where(and(eq(titles.seriesId, seriesId), eq(titles.seasonNumber, number)))
    .limit(1);
  return Boolean(episode);
}

/** Whether another episode of the season holds `number`. */
async function numberTaken(db: Db, seriesId: number, season: number, number: number, except = 0) {
  const [row] = await db
    .select({ id: titles.id })
    .from(titles)
    .where(
      and(
        eq(titles.seriesId, seriesId),
        eq(titles.seasonNumber, season),
        eq(titles.episodeNumber, number),
        ne(titles.id, except),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A series' length on its page: its episodes' average, whole minutes (0 without episodes). */
async function refreshRuntime(db: Db, seriesId: number) {
  await db
    .update(titles)
    .set({
      runtime: sql`coalesce((SELECT round(avg(e.runtime))::int FROM ${titles} e WHERE e.series_id = ${seriesId}), 0)`,
    })
    .where(eq(titles.id, seriesId));
}

/**
 * The film editor's lock on additions to the catalog, taken by every change here too: seasons and
 * episode numbers are checked and written one editor at a time (the unique index is the backstop).
 */
const lockCatalog = (tx: Db) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('admin:titles'))`);

/** The next title id, under the catalog's lock: two editors saving at once get two ids. */
async function nextTitleId(tx: Db) {
  await lockCatalog(tx);
  const [{ next } = { next: 1 }] = await tx
    .select({ next: sql<number>`coalesce(max(${titles.id}), 0)::int + 1` })
    .from(titles);
  return next;
}

/** Series newest first, searched by either name, with how many seasons and episodes each has. */
export async function listSeries(db: Db, q: string | undefined, page = 1) {
  const found = await findTitles(db, 'series', q, page);
  const shown = found.rows;
  const counts = shown.length
    ? await db
        .select({
          seriesId: titles.seriesId,
          seasons: sql<number>`count(DISTINCT ${titles.seasonNumber})::int`,
          episodes: sql<number>`count(*)::int`,
        })
        .from(titles)
        .where(
          inArray(
            titles.seriesId,
            shown.map((r) => r.id),
          ),
        )
        .groupBy(titles.seriesId)
    : [];
  return {
    page,
    more: found.more,
    series: shown.map((row) => {
      const count = counts.find((c) => c.seriesId === row.id);
      return { ...seriesWire(row, []), seasons: count?.seasons ?? 0, episodes: count?.episodes ?? 0 };
    }),
  };
}

/** A series with its genres and its seasons, each with its episodes in number order. */
export async function getSeries(db: Db, id: number) {
  const row = await seriesRow(db, id);
  const episodes = await episodesOf(db, id);
  return { series: seriesWire(row, await genreKeys(db, id)), seasons: await seasonsOf(db, id, episodes) };
}

const seriesColumns = (input: SeriesInput) => ({
  name: input.name,
  nameFa: input.nameFa,
  overview: input.overview,
  overviewFa: input.overviewFa,
  year: input.year,
  age: input.age,
  ir: input.ir,
  persian: input.persian,
  free: input.availability === 'free',
  price: input.availability === 'price' ? input.price : null,
  ...searchColumns(input.name, input.nameFa),
});

/** Adds a series, unpublished, without seasons yet: an id after every title's, its audit row. */
export async function createSeries(db: Db, actor: Staff, input: SeriesInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const id = await nextTitleId(t);
    const [row] = await tx
      .insert(titles)
      .values({ id, type: 'series', rate: 0, runtime: 0, published: false, ...seriesColumns(input) })
      .returning();
    await setGenres(t, id, input.genres);
    const after = seriesWire(row!, input.genres);
    await audit(tx, actor, 'series.create', `title:${id}`, null, after);
    return after;
  });
}

/**
 * Changes a series. Its episodes follow its year, age rating and Iranian and Persian-audio flags
 * (the storefront's filters read them on episodes too), and its availability when asked.
 */
export async function updateSeries(db: Db, actor: Staff, id: number, input: SeriesInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = seriesWire(await seriesRow(t, id), await genreKeys(t, id));
    const columns = seriesColumns(input);
    const [row] = await tx.update(titles).set(columns).where(eq(titles.id, id)).returning();
    await setGenres(t, id, input.genres);
    await tx
      .update(titles)
      .set({
        year: input.year,
        age: input.age,
        ir: input.ir,
        persian: input.persian,
        ...(input.episodesFollow ? { free: columns.free, price: columns.price } : {}),
      })
      .where(eq(titles.seriesId, id));
    const after = { ...seriesWire(row!, input.genres), episodes_follow: input.episodesFollow };
    await audit(tx, actor, 'series.update', `title:${id}`, before, after);
    return after;
  });
}

/**
 * Publishes or unpublishes a series, its episodes with it (a draft episode stays off the site). A
 * series is published with at least one episode that is not a draft: its page would be empty.
 */
export async function setSeriesPublished(db: Db, actor: Staff, id: number, published: boolean) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await seriesRow(t, id);
    if (published) {
      const [ready] = await tx
        .select({ id: titles.id })
        .from(titles)
        .where(and(eq(titles.seriesId, id), eq(titles.draft, false)))
        .limit(1);
      if (!ready)
        throw refusal(
          'published',
          'Add an episode that is not a draft before publishing the series.',
          'پیش از انتشار سریال، دست‌کم یک قسمت غیرپیش‌نویس به آن اضافه کنید.',
        );
    }
    await tx.update(titles).set({ published }).where(eq(titles.id, id));
    const shown = await tx
      .update(titles)
      .set({ published: sql`${published} AND NOT ${titles.draft}` })
      .where(eq(titles.seriesId, id))
      .returning({ id: titles.id, published: titles.published });
    await audit(
      tx,
      actor,
      published ? 'series.publish' : 'series.unpublish',
      `title:${id}`,
      { published: before.published },
      { published, episodes_shown: shown.filter((e) => e.published).length },
    );
    return { id, published };
  });
}

const seasonTaken = (number: number) =>
  refusal('number', `The series already has a season ${number}.`, `این سریال فصل ${faDigits(number)} را دارد.`);

/** Adds a season by number, with its names (empty: it is called by its number). */
export async function addSeason(db: Db, actor: Staff, seriesId: number, input: SeasonInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seriesRow(t, seriesId);
    await lockCatalog(t);
    if (await seasonExists(t, seriesId, input.number)) throw seasonTaken(input.number);
    await tx.insert(seasons).values({ seriesId, number: input.number, name: input.name, nameFa: input.nameFa });
    const after = { season: input.number, name: input.name, name_fa: input.nameFa };
    await audit(tx, actor, 'season.create', `title:${seriesId}`, null, after);
    return after;
  });
}

/** Renames a season, or gives it another number (its episodes move with it). */
export async function updateSeason(db: Db, actor: Staff, seriesId: number, number: number, input: SeasonInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seriesRow(t, seriesId);
    await lockCatalog(t);
    if (!(await seasonExists(t, seriesId, number))) throw notFound('The season', 'فصل');
    const [old] = await tx
      .select()
      .from(seasons)
      .where(and(eq(seasons.seriesId, seriesId), eq(seasons.number, number)));
    if (input.number !== number) {
      if (await seasonExists(t, seriesId, input.number)) throw seasonTaken(input.number);
      await tx
        .update(titles)
        .set({ seasonNumber: input.number })
        .where(and(eq(titles.seriesId, seriesId), eq(titles.seasonNumber, number)));
      await tx.delete(seasons).where(and(eq(seasons.seriesId, seriesId), eq(seasons.number, number)));
    }
    await tx
      .insert(seasons)
      .values({ seriesId, number: input.number, name: input.name, nameFa: input.nameFa })
      .onConflictDoUpdate({
        target: [seasons.seriesId, seasons.number],
        set: { name: input.name, nameFa: input.nameFa },
      });
    const before = { season: number, name: old?.name ?? '', name_fa: old?.nameFa ?? '' };
    const after = { season: input.number, name: input.name, name_fa: input.nameFa };
    await audit(tx, actor, 'season.update', `title:${seriesId}`, before, after);
    return after;
  });
}

/** Numbers a season's episodes 1, 2, 3… in their present order, closing gaps. */
export async function renumberSeason(db: Db, actor: Staff, seriesId: number, number: number) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seriesRow(t, seriesId);
    await lockCatalog(t);
    if (!(await seasonExists(t, seriesId, number))) throw notFound('The season', 'فصل');
    const episodes = await tx
      .select({ id: titles.id, number: titles.episodeNumber })
      .from(titles)
      .where(and(eq(titles.seriesId, seriesId), eq(titles.seasonNumber, number)))
      .orderBy(asc(titles.episodeNumber));
    // In ascending order each episode's new number is at most its old one and already free.
    for (const [index, episode] of episodes.entries())
      if (episode.number !== index + 1)
        await tx
          .update(titles)
          .set({ episodeNumber: index + 1, sort: index + 1 })
          .where(eq(titles.id, episode.id));
    const before = { season: number, episodes: episodes.map((e) => [e.id, e.number]) };
    const after = { season: number, episodes: episodes.map((e, i) => [e.id, i + 1]) };
    await audit(tx, actor, 'season.renumber', `title:${seriesId}`, before, after);
    return after;
  });
}

const episodeColumns = (input: EpisodeInput) => ({
  seasonNumber: input.season,
  episodeNumber: input.number,
  sort: input.number,
  name: input.name,
  nameFa: input.nameFa,
  overview: input.overview,
  overviewFa: input.overviewFa,
  runtime: input.runtime,
  free: input.availability === 'free',
  price: input.availability === 'price' ? input.price : null,
  ...(input.airsAt !== undefined ? { releaseAt: input.airsAt } : {}),
  ...searchColumns(input.name, input.nameFa),
});

const noSeason = (season: number) =>
  refusal(
    'season',
    `The series has no season ${season}: add the season first.`,
    `این سریال فصل ${faDigits(season)} ندارد: نخست فصل را اضافه کنید.`,
  );

/** Adds an episode to a season of a series; its number must be free in the season. */
export async function createEpisode(db: Db, actor: Staff, seriesId: number, input: EpisodeInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const id = await nextTitleId(t);
    const series = await seriesRow(t, seriesId);
    if (!(await seasonExists(t, seriesId, input.season))) throw noSeason(input.season);
    if (await numberTaken(t, seriesId, input.season, input.number)) throw episodeTaken(input.season, input.number);
    const draft = !(input.published ?? !series.published);
    const [row] = await unlessTaken(
      tx
        .insert(titles)
        .values({
          id,
          type: 'episode',
          seriesId,
          ...episodeColumns(input),
          year: series.year,
          rate: series.rate,
          age: series.age,
          ir: series.ir,
          persian: series.persian,
          traffic: series.traffic,
          draft,
          published: series.published && !draft,
        })
        .returning(),
      input.season,
      input.number,
    );
    await refreshRuntime(t, seriesId);
    const after = episodeWire(row!);
    await audit(tx, actor, 'episode.create', `title:${id}`, null, after);
    return after;
  });
}

/** An episode with its series' names and the seasons it may move to. */
export async function getEpisode(db: Db, id: number) {
  const row = await episodeRow(db, id);
  const series = await seriesRow(db, row.seriesId ?? 0);
  const all = await seasonsOf(db, series.id, await episodesOf(db, series.id));
  return {
    episode: episodeWire(row),
    series: { id: series.id, name: series.name, name_fa: series.nameFa, published: series.published },
    seasons: all.map((s) => ({ number: s.number, name: s.name, name_fa: s.name_fa })),
  };
}

/** Changes an episode, its season or its number too (the number must be free there). */
export async function updateEpisode(db: Db, actor: Staff, id: number, input: EpisodeInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockCatalog(t);
    const old = await episodeRow(t, id);
    const seriesId = old.seriesId ?? 0;
    if (!(await seasonExists(t, seriesId, input.season))) throw noSeason(input.season);
    if (await numberTaken(t, seriesId, input.season, input.number, id)) throw episodeTaken(input.season, input.number);
    const [row] = await unlessTaken(
      tx.update(titles).set(episodeColumns(input)).where(eq(titles.id, id)).returning(),
      input.season,
      input.number,
    );
    await refreshRuntime(t, seriesId);
    const after = episodeWire(row!);
    await audit(tx, actor, 'episode.update', `title:${id}`, episodeWire(old), after);
    return after;
  });
}

/** Takes an episode off the site (a draft) or puts it back; it shows once its series does. */
export async function setEpisodePublished(db: Db, actor: Staff, id: number, published: boolean) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const old = await episodeRow(t, id);
    const series = await seriesRow(t, old.seriesId ?? 0);
    const [row] = await tx
      .update(titles)
      .set({ draft: !published, published: series.published && published })
      .where(eq(titles.id, id))
      .returning();
    await audit(
      tx,
      actor,
      published ? 'episode.publish' : 'episode.unpublish',
      `title:${id}`,
      { draft: old.draft, published: old.published },
      { draft: row!.draft, published: row!.published },
    );
    return { id, draft: row!.draft, published: row!.published };
  });
}

/** Whether `id` is an episode (the media calls of its page). */
export const findEpisode = episodeRow;
