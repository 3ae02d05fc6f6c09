import { and, eq, sql } from 'drizzle-orm';
import type { TitleType } from '../../../contract/schemas/title';
import type { Db } from '../../db/client';
import { claps, watchlist } from '../../db/schema';
import type { Viewer } from '../auth/viewer';
import { findTitle } from '../catalog/titles';
import { lastPoint } from './progress';

/** The viewer's own shelves of titles: the watchlist and claps (likes). */
const SHELVES = { watchlist, claps } as const;
export type Shelf = keyof typeof SHELVES;

/** `/create/watchlist` (and a clap): adds the title, or takes it off when it is there. */
export async function toggleShelf(db: Db, shelf: Shelf, viewer: Viewer, type: TitleType, id: number, now: number) {
  await findTitle(db, type, id);
  const table = SHELVES[shelf];
  const mine = and(eq(table.userId, viewer.userId), eq(table.titleId, id));
  const removed = await db.delete(table).where(mine).returning({ titleId: table.titleId });
  if (!removed.length) {
    await db
      .insert(table)
      .values({ userId: viewer.userId, titleId: id, createdAt: new Date(now) })
      .onConflictDoNothing();
  }
  return !removed.length;
}

/** The original's `/add/clap`: puts the title on the shelf, leaving it there when it already is. */
export async function addToShelf(db: Db, shelf: Shelf, viewer: Viewer, type: TitleType, id: number, now: number) {
  await findTitle(db, type, id);
  const table = SHELVES[shelf];
  await db
    .insert(table)
    .values({ userId: viewer.userId, titleId: id, createdAt: new Date(now) })
    .onConflictDoNothing();
}

async function onShelf(db: Db, shelf: Shelf, viewer: Viewer | null, id: number): Promise<boolean> {
  if (!viewer) return false;
  const table = SHELVES[shelf];
  const [row] = await db
    .select({ titleId: table.titleId })
    .from(table)
    .where(and(eq(table.userId, viewer.userId), eq(table.titleId, id)))
    .limit(1);
  return Boolean(row);
}

/** `/(ghost/)get/statistics/{type}/:id`: claps (the seeded count plus viewers'), resume point, watchlist. */
export async function getStatistics(db: Db, type: TitleType, id: number, viewer: Viewer | null) {
  const row = await findTitle(db, type, id);
  const [[counted], clapped, listed, point] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(claps)
      .where(eq(claps.titleId, id)),
    onShelf(db, 'claps', viewer, id),
    onShelf(db, 'watchlist', viewer, id),
    lastPoint(db, viewer, id),
  ]);
  return {
    claps: { total: row.claps + (counted?.n ?? 0), user: clapped ? 1 : 0 },
    current_time: point?.currentTime ?? 0,
    duration_time: point?.durationTime ?? row.runtime * 60,
    is_watchlist: listed,
    comm_num: 0,
  };
}
