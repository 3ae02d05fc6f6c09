import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveProgrammes, lives } from '../../db/schema';
import { notFound } from '../../errors';
import type { ProviderSettings } from '../../http/env';
import { clock } from '../../media/settings';
import { signedMediaUrl } from '../../media/urls';
import type { Viewer } from '../auth/viewer';
import { artworkUrl } from './artwork';
import { onAir } from './schedule';

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

/**
 * `/ghost/get/watch/live/:id`: the channel, its signed HLS URL (a sliding window over the demo
 * media, ARCHITECTURE.md §9) and its programme now and next.
 */
export async function watchLive(db: Db, settings: ProviderSettings, id: number, viewer: Viewer | null) {
  const [row] = await db.select().from(lives).where(eq(lives.id, id)).limit(1);
  if (!row) throw notFound('The live channel', 'شبکه زنده');
  const day = await db
    .select()
    .from(liveProgrammes)
    .where(eq(liveProgrammes.liveId, id))
    .orderBy(asc(liveProgrammes.sort));
  return {
    id: row.id,
    title: row.name,
    title_fa: row.nameFa,
    poster: artworkUrl('live', row.id),
    video: { video: signedMediaUrl(settings, 'live', row.id, 'master.m3u8', viewer?.userId ?? 0) },
    program: onAir(day, row, clock(settings)),
  };
}
