import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { genres, lists, titleGenres } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import { audit } from './audit';
import { fieldError, moved, rewriteOrder, type Step } from './catalog-shared';
import type { Staff } from './roles';

// docs/admin.md "Catalog": genres by key, with both labels. The key is the genre's address
// (/genres/:key, its cover art /img/genre/:key.jpg, the filter's value) and shares one space with
// the lists' keys (get_listV3 finds either by it): lowercase letters, digits and underscores,
// unique. A genre some title carries cannot be deleted.

/** A genre key: a lowercase letter, then letters, digits or underscores (the artwork's names). */
export const GENRE_KEY = /^[a-z][a-z0-9_]{1,39}$/;

export interface GenreInput {
  key: string;
  name: string;
  nameFa: string;
}

const wire = (row: typeof genres.$inferSelect, titles: number) => ({
  key: row.key,
  name: row.name,
  name_fa: row.nameFa,
  sort: row.sort,
  titles,
});

/** Every genre in its order, with how many titles carry it. */
export async function listGenres(db: Db) {
  const [rows, used] = await Promise.all([
    db.select().from(genres).orderBy(asc(genres.sort)),
    db.select({ key: titleGenres.genreKey, n: count() }).from(titleGenres).groupBy(titleGenres.genreKey),
  ]);
  const counts = new Map(used.map((u) => [u.key, u.n]));
  return rows.map((row) => wire(row, counts.get(row.key) ?? 0));
}

async function genreRow(db: Db, key: string) {
  const [row] = await db.select().from(genres).where(eq(genres.key, key)).limit(1);
  if (!row) throw notFound('The genre', 'ژانر');
  return row;
}

const titlesOf = async (db: Db, key: string) =>
  (await db.select({ n: count() }).from(titleGenres).where(eq(titleGenres.genreKey, key)))[0]?.n ?? 0;

/** Refuses a key another genre or a list already has. */
async function keyFree(db: Db, key: string) {
  const [genre] = await db.select({ key: genres.key }).from(genres).where(eq(genres.key, key)).limit(1);
  const [list] = await db.select({ key: lists.key }).from(lists).where(eq(lists.key, key)).limit(1);
  if (genre || list)
    throw fieldError(
      409,
      'key',
      `The key "${key}" is taken by another ${genre ? 'genre' : 'list'}.`,
      `کلید «${key}» را ${genre ? 'ژانر' : 'فهرست'} دیگری دارد.`,
    );
}

const lock = (tx: { execute: Db['execute'] }) =>
  // Genres and lists share their keys: one lock for both editors' additions and renames.
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('admin:catalog-keys'))`);

export async function createGenre(db: Db, actor: Staff, input: GenreInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lock(tx);
    await keyFree(t, input.key);
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${genres.sort}), -1)::int + 1` })
      .from(genres);
    const [row] = await tx
      .insert(genres)
      .values({ key: input.key, name: input.name, nameFa: input.nameFa, sort: next })
      .returning();
    const after = wire(row!, 0);
    await audit(tx, actor, 'genre.create', `genre:${input.key}`, null, after);
    return after;
  });
}

/**
 * Changes a genre's labels and, when `input.key` differs, its key: the titles that carry it carry
 * the new key (the old genre page's address is gone).
 */
export async function updateGenre(db: Db, actor: Staff, key: string, input: GenreInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lock(tx);
    const current = await genreRow(t, key);
    const used = await titlesOf(t, key);
    const before = wire(current, used);
    let row: typeof genres.$inferSelect | undefined;
    if (input.key === key) {
      [row] = await tx
        .update(genres)
        .set({ name: input.name, nameFa: input.nameFa })
        .where(eq(genres.key, key))
        .returning();
    } else {
      await keyFree(t, input.key);
      [row] = await tx
        .insert(genres)
        .values({ key: input.key, name: input.name, nameFa: input.nameFa, sort: current.sort })
        .returning();
      await tx.update(titleGenres).set({ genreKey: input.key }).where(eq(titleGenres.genreKey, key));
      await tx.delete(genres).where(eq(genres.key, key));
    }
    const after = wire(row!, used);
    await audit(tx, actor, 'genre.update', `genre:${key}`, before, after);
    return after;
  });
}

/**
 * Moves a genre one place up or down, or first, in the genres' order: home's genre rows, the
 * filter's and the film form's genres follow it. Under the keys' lock, so an addition, a rename or
 * another move waits; the order is rewritten whole (0…n-1).
 */
export async function moveGenre(db: Db, actor: Staff, key: string, step: Step) {
  return db.transaction(async (tx) => {
    await lock(tx);
    const before = (await tx.select({ key: genres.key }).from(genres).orderBy(asc(genres.sort), asc(genres.key))).map(
      (r) => r.key,
    );
    const after = moved(before, key, step, ['The genre', 'ژانر']);
    await rewriteOrder(after, (k, sort) => tx.update(genres).set({ sort }).where(eq(genres.key, k)));
    await audit(tx, actor, 'genre.move', `genre:${key}`, { place: before.indexOf(key) }, { place: after.indexOf(key) });
    return { key, place: after.indexOf(key), order: after };
  });
}

/** Deletes a genre no title carries; one in use is refused with how many carry it. */
export async function deleteGenre(db: Db, actor: Staff, key: string) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lock(tx);
    const row = await genreRow(t, key);
    const used = await titlesOf(t, key);
    if (used > 0)
      throw new ProviderError(
        409,
        `The genre "${key}" is used by ${used} titles: take it off them first.`,
        `ژانر «${key}» روی ${used.toLocaleString('fa-IR')} عنوان است؛ نخست آن را از این عنوان‌ها بردارید.`,
      );
    await tx.delete(genres).where(eq(genres.key, key));
    await audit(tx, actor, 'genre.delete', `genre:${key}`, wire(row, 0), null);
    return { key, deleted: true };
  });
}
