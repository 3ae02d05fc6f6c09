import { and, asc, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { TitleItemWire as TitleItem } from '../../../contract/schemas/title';
import type { Db } from '../../db/client';
import { titles } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import type { ProviderSettings } from '../../http/env';
import { readManifest } from '../../media/files';
import { titleFolder } from '../../media/registry';
import { clock } from '../../media/settings';
import { cappedMasterFile } from '../../media/playlists';
import { watchUrl } from '../../media/urls';
import type { Viewer } from '../auth/viewer';
import { artworkUrl, titleArtworkUrl } from '../catalog/artwork';
import type { TitleRow } from '../catalog/cards';
import { toItems } from '../catalog/cards';
import { findTitle, getSeason, shownEpisodesOf } from '../catalog/titles';
import { entitlementOf } from './entitlement';
import { lastPoint, resumeAt } from './progress';
import { watchRefusal, type WatchRefusal } from './refusal';
import { startTicket } from './tickets';

export type WatchAnswer<T> = { refused: WatchRefusal } | { data: T };

/**
 * The player's part of every watch answer: the master and subtitles under one watch token for the
 * title's folder (ARCHITECTURE.md §9; the same for every viewer let in within the hour, so a CDN
 * keeps one copy), and the credits marks of the title's media. Access was decided before. Under
 * the data saver's cap (`maxHeight`, docs/data-budget.md "The cap") the master is the one that
 * lists no taller rung, so a browser playing HLS itself keeps to the cap too.
 */
async function playerFields(settings: ProviderSettings, row: TitleRow, maxHeight: number | null) {
  const { dir, version } = await titleFolder(settings, row.id);
  const manifest = await readManifest(dir, version);
  const url = (file: string) => watchUrl(settings, 'vod', row.id, file, manifest.duration);
  return {
    video: url(maxHeight ? cappedMasterFile(maxHeight) : 'master.m3u8'),
    new_subtitle: manifest.subtitles.map((language) => ({ language, url: url(`subs/${language}.vtt`) })),
    // content-api credits marks: the intro to skip, and where the end credits start.
    first_credits: manifest.intro_start,
    after_credits: manifest.intro_end,
    final_credits: manifest.final_credits,
    duration_time: manifest.duration,
  };
}

/** Access decided, a screening ticket started on first play; a refusal otherwise. */
async function admit(db: Db, row: TitleRow, viewer: Viewer | null, now: number): Promise<WatchRefusal | null> {
  const access = await entitlementOf(db, row, viewer, now);
  const refused = watchRefusal(row, viewer, access, now);
  if (!refused && viewer && row.ekran && !access.owned) await startTicket(db, viewer, row.id, now);
  return refused;
}

const suggestionOf = (row: TitleRow | undefined) =>
  row
    ? {
        id: row.id,
        type: row.type,
        name: row.name,
        name_fa: row.nameFa,
        backdrop: titleArtworkUrl(row, 'backdrop', artworkUrl('backdrop', row.id)),
      }
    : null;

/** `/(ghost/)get/watch/movie-hls/:id/1`, its master capped at `maxHeight` when the data saver applies. */
export async function watchMovie(
  db: Db,
  settings: ProviderSettings,
  id: number,
  viewer: Viewer | null,
  maxHeight: number | null = null,
) {
  const now = clock(settings);
  const row = await findTitle(db, 'movie', id);
  const refused = await admit(db, row, viewer, now);
  if (refused) return { refused };
  // The player's fields, the suggestion played after the end (the next released film of the
  // catalog's order) and the resume point, asked together: each is a round trip of its own.
  const [player, [next], currentTime] = await Promise.all([
    playerFields(settings, row, maxHeight),
    db
      .select()
      .from(titles)
      .where(
        and(
          eq(titles.type, 'movie'),
          // docs/admin.md "Catalog": a draft is suggested nowhere.
          eq(titles.published, true),
          ne(titles.id, row.id),
          gt(titles.sort, row.sort),
          or(isNull(titles.releaseAt), lte(titles.releaseAt, new Date(now))),
        ),
      )
      .orderBy(asc(titles.sort), asc(titles.id))
      .limit(1),
    resumeAt(db, viewer, row.id),
  ]);
  const { video, ...rest } = player;
  return {
    data: {
      video: [
        {
          id: row.id,
          name: row.name,
          name_fa: row.nameFa,
          backdrop: titleArtworkUrl(row, 'backdrop', artworkUrl('backdrop', row.id)),
          video,
          current_time: currentTime,
        },
      ],
      ...rest,
      suggestion: suggestionOf(next),
    },
  };
}

/** The episode a series call means: the one named, else where the viewer stopped, else the first. */
async function episodeOf(db: Db, viewer: Viewer | null, episodeId?: number, seriesId?: number): Promise<TitleRow> {
  if (episodeId) {
    const row = await findTitle(db, 'episode', episodeId);
    if (seriesId && row.seriesId !== seriesId) throw notFound('The episode', 'قسمت');
    return row;
  }
  if (!seriesId) throw new ProviderError(422, 'Name an episode or a series.', 'قسمت یا سریال را مشخص کنید.');
  await findTitle(db, 'series', seriesId);
  // Where the viewer stopped, unless that episode has been taken off the site since.
  const point = await lastPoint(db, viewer, seriesId);
  const resumed = point
    ? await findTitle(db, 'episode', point.titleId).catch((error: unknown) => {
        if (error instanceof ProviderError && error.status === 404) return null;
        throw error;
      })
    : null;
  if (resumed) return resumed;
  const [first] = await db
    .select()
    .from(titles)
    .where(shownEpisodesOf(seriesId))
    .orderBy(asc(titles.seasonNumber), asc(titles.episodeNumber))
    .limit(1);
  if (!first) throw notFound('The episode', 'قسمت');
  return first;
}

/**
 * `/(ghost/)get/watch/series`: the episode, its season list, subtitles, the next episode; its
 * master capped at `maxHeight` when the data saver applies.
 */
export async function watchSeries(
  db: Db,
  settings: ProviderSettings,
  request: { episodeId?: number; seriesId?: number },
  viewer: Viewer | null,
  maxHeight: number | null = null,
) {
  const now = clock(settings);
  const row = await episodeOf(db, viewer, request.episodeId, request.seriesId);
  const refused = await admit(db, row, viewer, now);
  if (refused) return { refused };
  const [player, seasons, [item], currentTime] = await Promise.all([
    playerFields(settings, row, maxHeight),
    getSeason(db, 'episode', row.id, viewer),
    toItems(db, [row]),
    resumeAt(db, viewer, row.id),
  ]);
  const episodes = Object.values(seasons.season).flat();
  // The episode after it, unless it is yet to air: the player would offer what cannot play.
  const following = episodes[episodes.findIndex((e) => e.id === row.id) + 1];
  const next = following && following.presale === 0 ? following : undefined;
  const { video, ...rest } = player;
  return {
    data: {
      episode: [{ ...(item as TitleItem), video, current_time: currentTime }],
      season: seasons.season,
      ...rest,
      suggestion: next
        ? { id: next.id, type: next.type, name: next.name, name_fa: next.name_fa, backdrop: next.backdrop }
        : null,
    },
  };
}
