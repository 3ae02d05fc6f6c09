import { and, asc, eq, sql } from 'drizzle-orm';
import type { AgeRating } from '../../../contract/rules/contract';
import type { Db } from '../../db/client';
import { genres, titleGenres, titles } from '../../db/schema';
import { notFound } from '../../errors';
import { searchColumns } from '../catalog/search-columns';
import { audit } from './audit';
import { findTitles } from './catalog-shared';
import type { Staff } from './roles';

// docs/admin.md "Catalog": films in both languages. A film is added unpublished and shows on the
// storefront (lists, search, its page) once published (titles.published, read by
// domain/catalog/filter-sql.ts and findTitle).

/** How a film is had: free to all, with a subscription, or bought at a price (spec §3 item). */
export type Availability = 'free' | 'subscription' | 'price';

export interface FilmInput {
  name: string;
  nameFa: string;
  overview: string;
  overviewFa: string;
  year: number;
  runtime: number;
  age: AgeRating;
  ir: boolean;
  persian: boolean;
  availability: Availability;
  price: number | null;
  genres: string[];
}

export const availabilityOf = (row: typeof titles.$inferSelect): Availability =>
  row.free ? 'free' : row.price !== null ? 'price' : 'subscription';

const wire = (row: typeof titles.$inferSelect, keys: string[]) => ({
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

/** Films newest first (the back office's additions at the top), searched by either name. */
export async function listFilms(db: Db, q: string | undefined, page = 1) {
  const found = await findTitles(db, 'movie', q, page);
  return { page, more: found.more, films: found.rows.map((row) => wire(row, [])) };
}

export async function genreChoices(db: Db) {
  const rows = await db.select().from(genres).orderBy(asc(genres.sort));
  return rows.map((g) => ({ key: g.key, name: g.name, name_fa: g.nameFa }));
}

async function filmRow(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(titles)
    .where(and(eq(titles.id, id), eq(titles.type, 'movie')))
    .limit(1);
  if (!row) throw notFound('The film', 'فیلم');
  return row;
}

export const genreKeys = async (db: Db, id: number) =>
  (await db.select({ key: titleGenres.genreKey }).from(titleGenres).where(eq(titleGenres.titleId, id))).map(
    (g) => g.key,
  );

export async function getFilm(db: Db, id: number) {
  const row = await filmRow(db, id);
  return wire(row, await genreKeys(db, id));
}

const columns = (input: FilmInput) => ({
  name: input.name,
  nameFa: input.nameFa,
  overview: input.overview,
  overviewFa: input.overviewFa,
  year: input.year,
  runtime: input.runtime,
  age: input.age,
  ir: input.ir,
  persian: input.persian,
  free: input.availability === 'free',
  price: input.availability === 'price' ? input.price : null,
  ...searchColumns(input.name, input.nameFa),
});

export async function setGenres(tx: Db, id: number, keys: string[]) {
  await tx.delete(titleGenres).where(eq(titleGenres.titleId, id));
  if (keys.length) await tx.insert(titleGenres).values(keys.map((genreKey) => ({ titleId: id, genreKey })));
}

/** Adds a film, unpublished: an id after every title's, its genres, its audit row. */
export async function createFilm(db: Db, actor: Staff, input: FilmInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Serialises additions: two editors saving at once get two ids.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('admin:titles'))`);
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${titles.id}), 0)::int + 1` })
      .from(titles);
    const [row] = await tx
      .insert(titles)
      .values({ id: next, type: 'movie', rate: 0, published: false, ...columns(input) })
      .returning();
    await setGenres(t, next, input.genres);
    const after = wire(row!, input.genres);
    await audit(tx, actor, 'film.create', `title:${next}`, null, after);
    return after;
  });
}

export async function updateFilm(db: Db, actor: Staff, id: number, input: FilmInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = wire(await filmRow(t, id), await genreKeys(t, id));
    const [row] = await tx.update(titles).set(columns(input)).where(eq(titles.id, id)).returning();
    await setGenres(t, id, input.genres);
    const after = wire(row!, input.genres);
    await audit(tx, actor, 'film.update', `title:${id}`, before, after);
    return after;
  });
}

export async function setPublished(db: Db, actor: Staff, id: number, published: boolean) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await filmRow(t, id);
    await tx.update(titles).set({ published }).where(eq(titles.id, id));
    await audit(
      tx,
      actor,
      published ? 'film.publish' : 'film.unpublish',
      `title:${id}`,
      { published: before.published },
      { published },
    );
    return { id, published };
  });
}
