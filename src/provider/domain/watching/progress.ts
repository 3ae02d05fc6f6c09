import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { watchProgress } from '../../db/schema';
import type { Viewer } from '../auth/viewer';
// A point WATCHED_SHARE of the way through counts as watched (the end credits), not as continue-watching.
import { WATCHED_SHARE } from '../../../contract/rules/contract';

export interface ResumePoint {
  titleId: number;
  seriesId: number | null;
  currentTime: number;
  durationTime: number;
}

/** Saves the viewer's place in a film or episode; a title removed from the row comes back. */
export async function saveProgress(db: Db, viewer: Viewer, point: ResumePoint, now: number): Promise<void> {
  const values = { ...point, userId: viewer.userId, hidden: false, updatedAt: new Date(now) };
  await db
    .insert(watchProgress)
    .values(values)
    .onConflictDoUpdate({
      target: [watchProgress.userId, watchProgress.titleId],
      set: {
        currentTime: point.currentTime,
        durationTime: point.durationTime,
        hidden: false,
        updatedAt: values.updatedAt,
      },
    });
}

/** Where the viewer stopped in a film or episode (0 when never started or already finished). */
export async function resumeAt(db: Db, viewer: Viewer | null, titleId: number): Promise<number> {
  if (!viewer) return 0;
  const [row] = await db
    .select()
    .from(watchProgress)
    .where(and(eq(watchProgress.userId, viewer.userId), eq(watchProgress.titleId, titleId)))
    .limit(1);
  if (!row || row.currentTime >= row.durationTime * WATCHED_SHARE) return 0;
  return row.currentTime;
}

/** The last point saved in a title, or for a series in any of its episodes. */
export async function lastPoint(db: Db, viewer: Viewer | null, titleId: number) {
  if (!viewer) return null;
  const [row] = await db
    .select()
    .from(watchProgress)
    .where(
      and(
        eq(watchProgress.userId, viewer.userId),
        or(eq(watchProgress.titleId, titleId), eq(watchProgress.seriesId, titleId)),
      ),
    )
    .orderBy(desc(watchProgress.updatedAt))
    .limit(1);
  return row ?? null;
}

/** Rows of continue-watching (unfinished, not removed) or of watched titles, newest first. */
export async function progressRows(db: Db, viewer: Viewer, which: 'recently' | 'watched', limit: number, offset = 0) {
  // WATCHED_SHARE (9/10) in whole numbers: a bound parameter would be typed integer like the columns.
  const finished = sql`${watchProgress.currentTime} * 10 >= ${watchProgress.durationTime} * 9`;
  const where =
    which === 'recently'
      ? and(eq(watchProgress.userId, viewer.userId), eq(watchProgress.hidden, false), sql`not (${finished})`)
      : and(eq(watchProgress.userId, viewer.userId), finished);
  const [rows, [count]] = await Promise.all([
    db.select().from(watchProgress).where(where).orderBy(desc(watchProgress.updatedAt)).limit(limit).offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(watchProgress)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Removes a film, an episode or a whole series from continue-watching; answers how many rows. */
export async function hideProgress(db: Db, viewer: Viewer, titleId: number): Promise<number> {
  const rows = await db
    .update(watchProgress)
    .set({ hidden: true })
    .where(
      and(
        eq(watchProgress.userId, viewer.userId),
        or(eq(watchProgress.titleId, titleId), eq(watchProgress.seriesId, titleId)),
      ),
    )
    .returning({ titleId: watchProgress.titleId });
  return rows.length;
}

/** Resume points of several titles at once (profile rows draw progress bars). */
export async function pointsOf(db: Db, viewer: Viewer, ids: number[]) {
  if (!ids.length) return new Map<number, { currentTime: number; durationTime: number }>();
  const rows = await db
    .select()
    .from(watchProgress)
    .where(and(eq(watchProgress.userId, viewer.userId), inArray(watchProgress.titleId, ids)));
  return new Map(rows.map((r) => [r.titleId, { currentTime: r.currentTime, durationTime: r.durationTime }]));
}
