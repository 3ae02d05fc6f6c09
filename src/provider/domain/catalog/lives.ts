import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveProgrammes, lives } from '../../db/schema';
import { notFound } from '../../errors';
import type { ProviderSettings } from '../../http/env';
import { clock } from '../../media/settings';
import { cappedMasterFile } from '../../media/playlists';
import { watchUrl } from '../../media/urls';
import { artworkUrl, plainArtworkUrl } from './artwork';
import { guide, onAir } from './schedule';

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
 * The original's `/get/lives` home row, at the top level as it reads it: the channels as cards
 * (type live, a backdrop the card draws).
 */
export async function getLivesRow(db: Db) {
  const rows = await db.select().from(lives).orderBy(asc(lives.sort));
  return {
    list: 'lives',
    list_en: 'Live TV',
    list_fa: 'پخش زنده',
    data: rows.map((row) => ({ ...toLive(row), type: 'live' as const, backdrop: artworkUrl('live', row.id) })),
  };
}

/**
 * `/ghost/get/watch/live/:id`: the channel, its HLS master under a watch token for the channel's
 * folder (its media playlists are sliding windows over the demo media, ARCHITECTURE.md §9) and
 * its programme now and next, and its guide around now. A channel is free to watch, so the token is the same for everyone.
 * Under the data saver's cap (`maxHeight`, docs/data-budget.md "The cap") the master is the
 * capped one beside it in the same folder, which the same token opens.
 */
export async function watchLive(db: Db, settings: ProviderSettings, id: number, maxHeight: number | null = null) {
  const [row] = await db.select().from(lives).where(eq(lives.id, id)).limit(1);
  if (!row) throw notFound('The live channel', 'شبکه زنده');
  const day = await db
    .select()
    .from(liveProgrammes)
    .where(eq(liveProgrammes.liveId, id))
    .orderBy(asc(liveProgrammes.sort));
  const now = clock(settings);
  return {
    id: row.id,
    title: row.name,
    title_fa: row.nameFa,
    poster: artworkUrl('live', row.id),
    // The same picture without the channel's name: the live player's poster, beside the page's heading.
    poster_plain: plainArtworkUrl('live', row.id),
    video: { video: watchUrl(settings, 'live', row.id, maxHeight ? cappedMasterFile(maxHeight) : 'master.m3u8') },
    program: onAir(day, row, now),
    schedule: guide(day, now),
  };
}
