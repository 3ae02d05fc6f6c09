import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { genres, listItems, lists, slides, titles } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import { artworkUrl, plainArtworkUrl } from '../catalog/artwork';
import { TOP_LIST } from '../catalog/lists';
import type { Tx } from '../money/ledger';
import { audit } from './audit';
import {
  fieldError,
  moved,
  rewriteOrder,
  titleCandidates,
  titleChoice,
  titleToPick,
  type Step,
} from './catalog-shared';
import type { Staff } from './roles';

// docs/admin.md "Catalog": the curated rows and the home slider. A list has both titles, a style
// (normal, or an occasion row whose cards name their genres), whether home shows it, and its place
// among the rows (lists.sort; home shows its lists in that order, then the genres); its films and
// series are in their own order (list_items.sort). The slider is a film or series a slide, in
// order, each on or off; a slide shows its title's own artwork. Orders are rewritten whole (0…n-1)
// under a lock, so two editors moving at once leave one order, never two rows in one place.

/** A list key: lowercase letters, digits, hyphens and underscores (the /lists/:key address). */
export const LIST_KEY = /^[a-z0-9][a-z0-9_-]{1,63}$/;

export interface ListInput {
  name: string;
  nameFa: string;
  style: 'normal' | 'occasion';
  onHome: boolean;
}

type ListRow = typeof lists.$inferSelect;

const listWire = (row: ListRow, size: number) => ({
  key: row.key,
  name: row.name,
  name_fa: row.nameFa,
  style: row.style,
  on_home: row.onHome,
  sort: row.sort,
  size,
  /** The top list (get_top) is not a home row: it has its own place on home. */
  top: row.key === TOP_LIST,
});

const keysLock = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('admin:catalog-keys'))`);
const rowsLock = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('admin:list-order'))`);

/** Every list in its order with its size. */
export async function listLists(db: Db) {
  const [rows, sizes] = await Promise.all([
    db.select().from(lists).orderBy(asc(lists.sort), asc(lists.key)),
    db.select({ key: listItems.listKey, n: count() }).from(listItems).groupBy(listItems.listKey),
  ]);
  const sizeOf = new Map(sizes.map((s) => [s.key, s.n]));
  return rows.map((row) => listWire(row, sizeOf.get(row.key) ?? 0));
}

async function listRow(db: Db | Tx, key: string, lock = false) {
  const query = db.select().from(lists).where(eq(lists.key, key)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('The list', 'فهرست');
  return row;
}

const itemsOf = async (db: Db | Tx, key: string) =>
  (
    await db
      .select({ item: listItems, title: titles })
      .from(listItems)
      .innerJoin(titles, eq(titles.id, listItems.titleId))
      .where(eq(listItems.listKey, key))
      .orderBy(asc(listItems.sort), asc(listItems.titleId))
  ).map(({ title }) => titleChoice(title));

/** One list, its titles in order, and the films and series `titleQuery` finds to add. */
export async function getList(db: Db, key: string, titleQuery?: string) {
  const row = await listRow(db, key);
  const items = await itemsOf(db, key);
  return {
    list: listWire(row, items.length),
    items,
    candidates: titleQuery ? await titleCandidates(db, titleQuery) : [],
  };
}

export async function createList(db: Db, actor: Staff, key: string, input: ListInput) {
  return db.transaction(async (tx) => {
    await keysLock(tx);
    await rowsLock(tx);
    const [genre] = await tx.select({ key: genres.key }).from(genres).where(eq(genres.key, key)).limit(1);
    const [list] = await tx.select({ key: lists.key }).from(lists).where(eq(lists.key, key)).limit(1);
    if (genre || list)
      throw fieldError(
        409,
        'key',
        `The key "${key}" is taken by another ${genre ? 'genre' : 'list'}.`,
        `کلید «${key}» را ${genre ? 'ژانر' : 'فهرست'} دیگری دارد.`,
      );
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${lists.sort}), -1)::int + 1` })
      .from(lists);
    const [row] = await tx
      .insert(lists)
      .values({ key, name: input.name, nameFa: input.nameFa, style: input.style, onHome: input.onHome, sort: next })
      .returning();
    const after = listWire(row!, 0);
    await audit(tx, actor, 'list.create', `list:${key}`, null, after);
    return after;
  });
}

export async function updateList(db: Db, actor: Staff, key: string, input: ListInput) {
  return db.transaction(async (tx) => {
    const current = await listRow(tx, key, true);
    const size = (await itemsOf(tx, key)).length;
    const [row] = await tx
      .update(lists)
      .set({ name: input.name, nameFa: input.nameFa, style: input.style, onHome: input.onHome })
      .where(eq(lists.key, key))
      .returning();
    const after = listWire(row!, size);
    await audit(tx, actor, 'list.update', `list:${key}`, listWire(current, size), after);
    return after;
  });
}

/** Shows a list on home or hides it. */
export async function setOnHome(db: Db, actor: Staff, key: string, onHome: boolean) {
  return db.transaction(async (tx) => {
    const current = await listRow(tx, key, true);
    await tx.update(lists).set({ onHome }).where(eq(lists.key, key));
    await audit(
      tx,
      actor,
      onHome ? 'list.show' : 'list.hide',
      `list:${key}`,
      { on_home: current.onHome },
      { on_home: onHome },
    );
    return { key, on_home: onHome };
  });
}

/** Moves a list one row up or down, or first, among the rows. */
export async function moveList(db: Db, actor: Staff, key: string, step: Step) {
  return db.transaction(async (tx) => {
    await rowsLock(tx);
    const rows = await tx.select({ key: lists.key }).from(lists).orderBy(asc(lists.sort), asc(lists.key));
    const before = rows.map((r) => r.key);
    const after = moved(before, key, step, ['The list', 'فهرست']);
    await rewriteOrder(after, (k, sort) => tx.update(lists).set({ sort }).where(eq(lists.key, k)));
    await audit(tx, actor, 'list.move', `list:${key}`, { place: before.indexOf(key) }, { place: after.indexOf(key) });
    return { key, place: after.indexOf(key), order: after };
  });
}

/**
 * Deletes a list and its titles (the titles themselves stay); the other rows close up. The top
 * list is not deleted: home and get_top have a place for it whatever it holds.
 */
export async function deleteList(db: Db, actor: Staff, key: string) {
  return db.transaction(async (tx) => {
    await keysLock(tx);
    await rowsLock(tx);
    const current = await listRow(tx, key, true);
    if (current.key === TOP_LIST)
      throw new ProviderError(
        409,
        'The top list has its own place on home and cannot be deleted: take its titles out instead.',
        'فهرست برترین‌ها جای خودش را در صفحهٔ اصلی دارد و حذف نمی‌شود؛ به‌جای آن عنوان‌هایش را بردارید.',
      );
    const items = (await itemsOf(tx, key)).map((i) => i.id);
    const place = (await tx.select({ key: lists.key }).from(lists).orderBy(asc(lists.sort), asc(lists.key)))
      .map((r) => r.key)
      .indexOf(key);
    await tx.delete(listItems).where(eq(listItems.listKey, key));
    await tx.delete(lists).where(eq(lists.key, key));
    const rest = await tx.select({ key: lists.key }).from(lists).orderBy(asc(lists.sort), asc(lists.key));
    await rewriteOrder(
      rest.map((r) => r.key),
      (k, sort) => tx.update(lists).set({ sort }).where(eq(lists.key, k)),
    );
    await audit(
      tx,
      actor,
      'list.delete',
      `list:${key}`,
      { ...listWire(current, items.length), place, titles: items },
      null,
    );
    return { key, deleted: true };
  });
}

/** Adds a film or series at the end of a list. */
export async function addListItem(db: Db, actor: Staff, key: string, titleId: number) {
  return db.transaction(async (tx) => {
    await listRow(tx, key, true);
    const title = await titleToPick(tx as unknown as Db, titleId);
    const present = await tx
      .select({ id: listItems.titleId })
      .from(listItems)
      .where(and(eq(listItems.listKey, key), eq(listItems.titleId, title.id)));
    if (present.length)
      throw fieldError(409, 'title_id', 'This title is in the list already.', 'این عنوان از پیش در فهرست است.');
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${listItems.sort}), -1)::int + 1` })
      .from(listItems)
      .where(eq(listItems.listKey, key));
    await tx.insert(listItems).values({ listKey: key, titleId: title.id, sort: next });
    await audit(tx, actor, 'list.add', `list:${key}`, null, { title_id: title.id, place: next });
    return { key, title_id: title.id, place: next };
  });
}

export async function removeListItem(db: Db, actor: Staff, key: string, titleId: number) {
  return db.transaction(async (tx) => {
    await listRow(tx, key, true);
    const order = (await itemsOf(tx, key)).map((i) => i.id);
    if (!order.includes(titleId)) throw notFound('The title in this list', 'این عنوان در فهرست');
    await tx.delete(listItems).where(and(eq(listItems.listKey, key), eq(listItems.titleId, titleId)));
    const rest = order.filter((id) => id !== titleId);
    await rewriteOrder(rest, (id, sort) =>
      tx
        .update(listItems)
        .set({ sort })
        .where(and(eq(listItems.listKey, key), eq(listItems.titleId, id))),
    );
    await audit(tx, actor, 'list.remove', `list:${key}`, { title_id: titleId, place: order.indexOf(titleId) }, null);
    return { key, title_id: titleId, removed: true };
  });
}

/** Moves a title of a list one place up or down, or first. */
export async function moveListItem(db: Db, actor: Staff, key: string, titleId: number, step: Step) {
  return db.transaction(async (tx) => {
    await listRow(tx, key, true);
    const before = (await itemsOf(tx, key)).map((i) => i.id);
    const after = moved(before, titleId, step, ['The title in this list', 'این عنوان در فهرست']);
    await rewriteOrder(after, (id, sort) =>
      tx
        .update(listItems)
        .set({ sort })
        .where(and(eq(listItems.listKey, key), eq(listItems.titleId, id))),
    );
    await audit(
      tx,
      actor,
      'list.move-title',
      `list:${key}`,
      { title_id: titleId, place: before.indexOf(titleId) },
      { title_id: titleId, place: after.indexOf(titleId) },
    );
    return { key, title_id: titleId, order: after };
  });
}

// ─── The home slider ──────────────────────────────────────────────────────────────────────────

const slidesLock = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('admin:slides'))`);

const slideRows = (db: Db | Tx) =>
  db
    .select({ slide: slides, title: titles })
    .from(slides)
    .innerJoin(titles, eq(titles.id, slides.titleId))
    .orderBy(asc(slides.sort), asc(slides.id));

const slideWire = ({ slide, title }: { slide: typeof slides.$inferSelect; title: typeof titles.$inferSelect }) => ({
  id: slide.id,
  active: slide.active,
  sort: slide.sort,
  title: titleChoice(title),
  /** The artwork the slide shows (get/slider's image_src and image_mobile_src). */
  image: plainArtworkUrl('backdrop', title.id),
  image_mobile: artworkUrl('slide', title.id),
});

/** The slides in order, and the films and series `titleQuery` finds to add. */
export async function getSlides(db: Db, titleQuery?: string) {
  return {
    slides: (await slideRows(db)).map(slideWire),
    candidates: titleQuery ? await titleCandidates(db, titleQuery) : [],
  };
}

async function slideRow(db: Db | Tx, id: number) {
  const [row] = await db.select().from(slides).where(eq(slides.id, id)).limit(1);
  if (!row) throw notFound('The slide', 'اسلاید');
  return row;
}

/** Adds a film or series as the last slide. */
export async function addSlide(db: Db, actor: Staff, titleId: number, active: boolean) {
  return db.transaction(async (tx) => {
    await slidesLock(tx);
    const title = await titleToPick(tx as unknown as Db, titleId);
    const [present] = await tx.select().from(slides).where(eq(slides.titleId, title.id)).limit(1);
    if (present) throw fieldError(409, 'title_id', 'This title has a slide already.', 'این عنوان از پیش اسلاید دارد.');
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${slides.sort}), -1)::int + 1` })
      .from(slides);
    const [row] = await tx.insert(slides).values({ titleId: title.id, sort: next, active }).returning();
    const after = { id: row!.id, title_id: title.id, place: next, active };
    await audit(tx, actor, 'slide.create', `slide:${row!.id}`, null, after);
    return after;
  });
}

/** Turns a slide on or off. */
export async function setSlideActive(db: Db, actor: Staff, id: number, active: boolean) {
  return db.transaction(async (tx) => {
    const current = await slideRow(tx, id);
    await tx.update(slides).set({ active }).where(eq(slides.id, id));
    await audit(tx, actor, active ? 'slide.on' : 'slide.off', `slide:${id}`, { active: current.active }, { active });
    return { id, active };
  });
}

export async function moveSlide(db: Db, actor: Staff, id: number, step: Step) {
  return db.transaction(async (tx) => {
    await slidesLock(tx);
    const before = (await tx.select({ id: slides.id }).from(slides).orderBy(asc(slides.sort), asc(slides.id))).map(
      (r) => r.id,
    );
    const after = moved(before, id, step, ['The slide', 'اسلاید']);
    await rewriteOrder(after, (sid, sort) => tx.update(slides).set({ sort }).where(eq(slides.id, sid)));
    await audit(tx, actor, 'slide.move', `slide:${id}`, { place: before.indexOf(id) }, { place: after.indexOf(id) });
    return { id, order: after };
  });
}

export async function removeSlide(db: Db, actor: Staff, id: number) {
  return db.transaction(async (tx) => {
    await slidesLock(tx);
    const current = await slideRow(tx, id);
    await tx.delete(slides).where(eq(slides.id, id));
    const rest = await tx.select({ id: slides.id }).from(slides).orderBy(asc(slides.sort), asc(slides.id));
    await rewriteOrder(
      rest.map((r) => r.id),
      (sid, sort) => tx.update(slides).set({ sort }).where(eq(slides.id, sid)),
    );
    await audit(
      tx,
      actor,
      'slide.remove',
      `slide:${id}`,
      { title_id: current.titleId, active: current.active, place: current.sort },
      null,
    );
    return { id, removed: true };
  });
}
