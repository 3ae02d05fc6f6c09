import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lives } from '../../db/schema';
import { notFound } from '../../errors';
import { artworkUrl } from './artwork';

type LiveRow = typeof lives.$inferSelect;

const toLive = (row: LiveRow) => ({
  id: row.id,
  name: row.name,
  name_fa: row.nameFa,
  image: artworkUrl('live', row.id),
  program: row.program,
  program_fa: row.programFa,
});

export async function getLives(db: Db) {
  const rows = await db.select().from(lives).orderBy(asc(lives.sort));
  return {
    lives: rows.map(toLive),
    program: rows.map((row) => ({ live_id: row.id, title: row.program, title_fa: row.programFa })),
  };
}

/** `/ghost/get/watch/live/:id`: the channel and its HLS playlist (a sliding window, ARCHITECTURE.md §9). */
export async function watchLive(db: Db, id: number) {
  const [row] = await db.select().from(lives).where(eq(lives.id, id)).limit(1);
  if (!row) throw notFound('The live channel', 'شبکه زنده');
  return {
    id: row.id,
    title: row.name,
    title_fa: row.nameFa,
    poster: artworkUrl('live', row.id),
    video: { video: `/media/live/${row.id}/index.m3u8` },
  };
}
