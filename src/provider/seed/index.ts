import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { SETUP_LOCK } from '../db/setup-lock';
import * as t from '../db/schema';
import { TOP_LIST } from '../domain/catalog/lists';
import { searchColumns } from '../domain/catalog/search-columns';
import { programmesOf } from './catalog/programmes';
import type { SeedCatalog, SeedCredit, SeedMovie, SeedSeries } from './types';

const DAY_MS = 86_400_000;

/** Claps a title starts with: fixed per id so every seed is the same. */
const clapsFor = (id: number) => ((id * 7919) % 2400) + 40;

type TitleInsert = typeof t.titles.$inferInsert;

function titleRow(title: SeedMovie | SeedSeries, type: 'movie' | 'series', sort: number, now: number): TitleInsert {
  const movie = type === 'movie' ? (title as SeedMovie) : undefined;
  return {
    id: title.id,
    type,
    name: title.name,
    nameFa: title.nameFa,
    year: title.year,
    rate: title.rate,
    age: title.age,
    runtime:
      movie?.runtime ??
      Math.round(
        (title as SeedSeries).episodes.reduce((s, e) => s + e.runtime, 0) /
          Math.max(1, (title as SeedSeries).episodes.length),
      ),
    overview: title.overview,
    overviewFa: title.overviewFa,
    ir: title.ir,
    persian: title.persian,
    free: title.free,
    vod: true,
    traffic: title.traffic,
    ekran: movie?.ekran ?? false,
    price: movie?.price ?? null,
    releaseAt: movie?.presaleDays ? new Date(now + movie.presaleDays * DAY_MS) : null,
    claps: clapsFor(title.id),
    ...searchColumns(title.name, title.nameFa),
    sort,
  };
}

const creditRows = (titleId: number, list: SeedCredit[]) =>
  list.map((credit, sort) => ({
    titleId,
    personId: credit.personId,
    role: credit.role,
    character: credit.character ?? null,
    characterFa: credit.characterFa ?? null,
    sort,
  }));

/** Inserts in slices, so no statement exceeds PostgreSQL's parameter limit. */
async function insertAll<T extends Parameters<Db['insert']>[0]>(db: Db, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(table).values(rows.slice(i, i + 500));
}

/**
 * Seeds the demo catalog once: under the setup lock, and only into an empty catalog, so several
 * processes starting together on one PostgreSQL seed it exactly once. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, catalog: SeedCatalog, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`);
    const existing = await tx.select({ key: t.genres.key }).from(t.genres).limit(1);
    if (existing.length) return false;
    const d = tx as unknown as Db;

    await insertAll(
      d,
      t.genres,
      Object.entries(catalog.genres).map(([key, label], sort) => ({ key, name: label.en, nameFa: label.fa, sort })),
    );
    await insertAll(
      d,
      t.people,
      catalog.people.map((p) => ({
        id: p.id,
        name: p.name,
        nameFa: p.nameFa,
        kind: p.kind,
        birthYear: p.birthYear,
        bio: p.bio,
        bioFa: p.bioFa,
        ...searchColumns(p.name, p.nameFa),
      })),
    );

    const titleRows: TitleInsert[] = [
      ...catalog.movies.map((m, i) => titleRow(m, 'movie', i, now)),
      ...catalog.series.map((s, i) => titleRow(s, 'series', i, now)),
    ];
    for (const series of catalog.series) {
      for (const e of series.episodes) {
        titleRows.push({
          id: e.id,
          type: 'episode',
          seriesId: series.id,
          seasonNumber: e.seasonNumber,
          episodeNumber: e.episodeNumber,
          name: e.name,
          nameFa: e.nameFa,
          year: series.year,
          rate: series.rate,
          age: series.age,
          runtime: e.runtime,
          overview: e.overview,
          overviewFa: e.overviewFa,
          ir: series.ir,
          persian: series.persian,
          free: series.free,
          vod: true,
          traffic: series.traffic,
          ekran: false,
          price: null,
          releaseAt: e.presaleDays ? new Date(now + e.presaleDays * DAY_MS) : null,
          claps: clapsFor(e.id),
          ...searchColumns(e.name, e.nameFa),
          sort: e.episodeNumber,
        });
      }
    }
    const teasers = new Set(catalog.teasers ?? []);
    await insertAll(
      d,
      t.titles,
      titleRows.map((row) => ({ ...row, teaser: teasers.has(row.id) })),
    );
    const all = [...catalog.movies, ...catalog.series];
    await insertAll(
      d,
      t.titleGenres,
      all.flatMap((title) => [...new Set(title.genres)].map((genreKey) => ({ titleId: title.id, genreKey }))),
    );
    await insertAll(
      d,
      t.credits,
      all.flatMap((title) => creditRows(title.id, dedupeCredits(title.credits))),
    );

    const lists = [
      ...catalog.lists,
      {
        key: TOP_LIST,
        name: 'Top 10',
        nameFa: '۱۰ عنوان برتر',
        style: 'normal' as const,
        onHome: false,
        titleIds: catalog.top,
      },
    ];
    await insertAll(
      d,
      t.lists,
      lists.map((l, sort) => ({ key: l.key, name: l.name, nameFa: l.nameFa, style: l.style, onHome: l.onHome, sort })),
    );
    await insertAll(
      d,
      t.listItems,
      lists.flatMap((l) => [...new Set(l.titleIds)].map((titleId, sort) => ({ listKey: l.key, titleId, sort }))),
    );
    // The home slider starts as the top list's first five (docs/admin.md "Catalog").
    await insertAll(
      d,
      t.slides,
      [...new Set(catalog.top)].slice(0, 5).map((titleId, sort) => ({ titleId, sort, active: true })),
    );

    await insertAll(
      d,
      t.lives,
      catalog.lives.map((l, sort) => ({
        id: l.id,
        name: l.name,
        nameFa: l.nameFa,
        program: l.program,
        programFa: l.programFa,
        sort,
      })),
    );
    await insertAll(
      d,
      t.liveProgrammes,
      catalog.lives.flatMap((l) => programmesOf(l).map((p, sort) => ({ liveId: l.id, sort, ...p }))),
    );
    await insertAll(
      d,
      t.plans,
      catalog.plans.map((p) => ({
        id: p.id,
        name: p.name,
        nameFa: p.nameFa,
        toman: p.toman,
        days: p.days,
        description: p.description,
        descriptionFa: p.descriptionFa,
        discountPercent: p.discount?.discountPercent ?? null,
        discountPrice: p.discount?.discountPrice ?? null,
        discountDay: p.discount?.discountDay ?? null,
      })),
    );
    await insertAll(d, t.banks, catalog.banks);
    await insertAll(d, t.sites, catalog.sites);
    await insertAll(d, t.faq, catalog.faq);
    await insertAll(
      d,
      t.appTexts,
      (['about', 'terms', 'privacy'] as const).map((key) => ({ key, ...catalog[key] })),
    );
    await insertAll(d, t.operators, catalog.operators);
    await insertAll(d, t.topsearch, catalog.topsearch);
    return true;
  });
}

/** One credit per person and role (a person may write and direct, but is listed once as each). */
function dedupeCredits(list: SeedCredit[]): SeedCredit[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = `${c.personId}:${c.role}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
