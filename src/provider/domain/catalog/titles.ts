import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  Credit,
  SeasonEpisodeWire as SeasonEpisode,
  TitleItemWire as TitleItem,
  TitleType,
} from '../../../contract/schemas/title';
import type { Db } from '../../db/client';
import { credits, people, seasons, titleGenres, titles, watchProgress } from '../../db/schema';
import { notFound } from '../../errors';
import type { ProviderSettings } from '../../http/env';
import { readManifest } from '../../media/files';
import { cappedMasterFile } from '../../media/playlists';
import { registeredTeaser, teaserFolder } from '../../media/registry';
import { watchUrl } from '../../media/urls';
import type { Viewer } from '../auth/viewer';
import { pointsOf } from '../watching/progress';
import { ticketState } from '../watching/tickets';
import { decideActions, ownedTitles } from './access';
import { artworkUrl, ARTWORK_SIZES, titleArtworkUrl } from './artwork';
import { cardsByIds, toItems, type TitleRow } from './cards';
import { notEpisode } from './filter-sql';

const TYPE_FA: Record<TitleType, string> = { movie: 'فیلم', series: 'سریال', episode: 'قسمت' };

/** The row of a title of the given type, or 404. */
export async function findTitle(db: Db, type: TitleType, id: number): Promise<TitleRow> {
  const [row] = await db
    .select()
    .from(titles)
    .where(and(eq(titles.id, id), eq(titles.type, type)))
    .limit(1);
  // An unpublished title (docs/admin.md "Catalog") is not there for the storefront.
  if (!row || !row.published) throw notFound(`The ${type}`, TYPE_FA[type]);
  return row;
}

/**
 * The episodes of a series the storefront shows: a draft episode (docs/admin.md "Catalog") is
 * unpublished while its series is on the site.
 */
export const shownEpisodesOf = (seriesId: number) => and(eq(titles.seriesId, seriesId), eq(titles.published, true));

/** Ownership ids that grant a title: itself, and for an episode its series. */
const grantingIds = (row: TitleRow) => (row.seriesId ? [row.id, row.seriesId] : [row.id]);

/** `/getV2/{type}/:id`: the item, with actions inside it for guests. */
export async function getTitle(db: Db, type: TitleType, id: number, viewer: Viewer | null): Promise<TitleItem> {
  const row = await findTitle(db, type, id);
  const owned = await ownedTitles(db, viewer, grantingIds(row));
  const [item] = await toItems(db, [row], new Set(owned.size ? [row.id] : []));
  return { ...(item as TitleItem), ...(viewer ? {} : { actions: decideActions(row, null, false) }) };
}

/** `/get/accessibility/{type}/:id` for a logged-in viewer. */
export async function getAccessibility(db: Db, type: TitleType, id: number, viewer: Viewer) {
  const row = await findTitle(db, type, id);
  const owned = await ownedTitles(db, viewer, grantingIds(row));
  const ticket = row.ekran ? await ticketState(db, viewer, row.id, Date.now()) : 'none';
  const periodEnds = [...owned.values()];
  const periodEnd = periodEnds.includes(null) ? null : (periodEnds.sort((a, b) => Number(b) - Number(a))[0] ?? null);
  return {
    owned: owned.size > 0,
    owned_period_end: owned.size && periodEnd ? periodEnd.toISOString() : null,
    actions: decideActions(row, viewer, owned.size > 0, Date.now(), ticket),
  };
}

/** Credits of a title (an episode shows its series' credits). */
export async function getTitleCast(db: Db, type: TitleType, id: number) {
  const row = await findTitle(db, type, id);
  const rows = await db
    .select()
    .from(credits)
    .innerJoin(people, eq(people.id, credits.personId))
    .where(eq(credits.titleId, row.seriesId ?? row.id))
    .orderBy(asc(credits.sort));
  const byRole = (role: string): Credit[] =>
    rows
      .filter((r) => r.credits.role === role)
      .map((r) => ({
        id: r.people.id,
        name: r.people.name,
        name_fa: r.people.nameFa,
        image: titleArtworkUrl(
          { artwork: r.people.photo ? { cast: r.people.photo } : {} },
          'cast',
          artworkUrl('cast', r.people.id),
        ),
        character: r.credits.character,
        character_fa: r.credits.characterFa,
      }));
  const casts = byRole('cast');
  return {
    casts,
    directors: byRole('director'),
    producers: byRole('producer'),
    writers: byRole('writer'),
    investors: [],
    characters: casts.filter((c) => c.character),
  };
}

/** Whether the title has a teaser (docs/media.md "Teasers"): its row says so, or one is packaged. */
const hasTeaser = async (settings: ProviderSettings, row: TitleRow) =>
  row.teaser || (await registeredTeaser(settings, row.id));

/**
 * A title's teaser (`/get/files` content 1), free to everyone: its master under a token of its own
 * kind (`teaser`, which opens neither the title's media nor another teaser's), the same for every
 * viewer within the hour, and its progressive MP4s under the same token (the teaser page's
 * fallback for a browser that plays no HLS); null when the title has none. Under the data saver's
 * cap (`maxHeight`) neither the master nor the MP4s go taller.
 */
export async function getTitleTeaser(
  db: Db,
  settings: ProviderSettings,
  type: TitleType,
  id: number,
  maxHeight: number | null,
): Promise<TeaserMedia | null> {
  const row = await findTitle(db, type, id);
  if (!(await hasTeaser(settings, row))) return null;
  const { dir, version } = await teaserFolder(settings, row.id);
  const { duration, downloads } = await readManifest(dir, version);
  const url = (file: string) => watchUrl(settings, 'teaser', row.id, file, duration);
  return {
    master: url(maxHeight ? cappedMasterFile(maxHeight) : 'master.m3u8'),
    downloads: downloads
      .filter((download) => !maxHeight || parseInt(download.quality, 10) <= maxHeight)
      .map((download) => ({ file: url(download.file), quality: download.quality, size: download.size })),
  };
}

/** A teaser's media: its signed master, and its MP4s from the shortest up, signed alike. */
export interface TeaserMedia {
  master: string;
  downloads: { file: string; quality: string; size: number }[];
}

/**
 * `/get/media`: which extra media the title has, as the original client reads them, 1 or 0 a kind
 * (its components/Item.vue and item/content/*.vue test `medias.teaser === 1`, `medias.image === 1`,
 * …) and then asks `/get/files` for that kind's files. A title has its stills and, when it has
 * one, a teaser; backstage, music videos and a "next" list are not kept here, so they are 0.
 */
export async function getTitleMedia(db: Db, settings: ProviderSettings, type: TitleType, id: number) {
  const row = await findTitle(db, type, id);
  const teaser = await hasTeaser(settings, row);
  return { medias: { teaser: teaser ? 1 : 0, backstage: 0, image: 1, musicvideo: 0, next: 0 } } as const;
}

/** The title's stills (`/get/files` content 5). */
export async function getTitleImages(db: Db, type: TitleType, id: number) {
  const row = await findTitle(db, type, id);
  const still = ARTWORK_SIZES.still;
  return [1, 2, 3].map((n) => ({
    src: titleArtworkUrl(row, `still-${n}`, artworkUrl('still', `${row.id}-${n}`)),
    width: still.width,
    height: still.height,
  }));
}

/** Titles sharing the most genres with this one (then best rated); offer is the top rated of the rest. */
export async function getSimilar(db: Db, type: TitleType, id: number) {
  const row = await findTitle(db, type, id);
  const baseId = row.seriesId ?? row.id;
  const genreKeys = (await db.select().from(titleGenres).where(eq(titleGenres.titleId, baseId))).map((g) => g.genreKey);
  const shared = sql<number>`count(${titleGenres.genreKey})`;
  const similarRows = genreKeys.length
    ? await db
        .select({ id: titles.id, shared })
        .from(titles)
        .innerJoin(titleGenres, eq(titleGenres.titleId, titles.id))
        .where(
          and(
            inArray(titleGenres.genreKey, genreKeys),
            ne(titles.id, baseId),
            notEpisode(),
            // docs/admin.md "Catalog": a draft is offered nowhere.
            eq(titles.published, true),
          ),
        )
        .groupBy(titles.id)
        .orderBy(desc(shared), desc(titles.rate), asc(titles.id))
        .limit(12)
    : [];
  const similarIds = similarRows.map((r) => r.id);
  const offerRows = await db
    .select({ id: titles.id })
    .from(titles)
    .where(and(notEpisode(), ne(titles.id, baseId), eq(titles.published, true)))
    .orderBy(desc(titles.rate), asc(titles.id))
    .limit(24);
  const offerIds = offerRows
    .map((r) => r.id)
    .filter((x) => !similarIds.includes(x))
    .slice(0, 8);
  const [similar, offer] = await Promise.all([cardsByIds(db, similarIds), cardsByIds(db, offerIds)]);
  return { similar, offer };
}

/** `/(ghost/)get/season/{series|episode}/:id`: every season's episodes of the series. */
export async function getSeason(db: Db, type: 'series' | 'episode', id: number, viewer: Viewer | null) {
  const row = await findTitle(db, type, id);
  const seriesId = row.seriesId ?? row.id;
  const episodes = await db
    .select()
    .from(titles)
    .where(shownEpisodesOf(seriesId))
    .orderBy(asc(titles.seasonNumber), asc(titles.episodeNumber));
  const owned = await ownedTitles(db, viewer, [seriesId, ...episodes.map((e) => e.id)]);
  const ownedIds = new Set(owned.has(seriesId) ? episodes.map((e) => e.id) : [...owned.keys()]);
  const [items, points] = await Promise.all([
    toItems(db, episodes, ownedIds),
    viewer
      ? pointsOf(
          db,
          viewer,
          episodes.map((e) => e.id),
        )
      : null,
  ]);
  // Each episode the viewer started carries their resume point (as the statistics call and the
  // profile rows name it): the series page's rows draw its progress. A guest's answer has none,
  // and an answer with a viewer is never kept by a shared cache (no-store, http/app.ts).
  const season: Record<string, SeasonEpisode[]> = {};
  for (const item of items) {
    const point = points?.get(item.id);
    const episode = point ? { ...item, current_time: point.currentTime, duration_time: point.durationTime } : item;
    (season[String(item.season_number ?? 1)] ??= []).push(episode);
  }
  // content-api: play resumes the last episode seen (watch_progress), else the first.
  const [seen] = viewer
    ? await db
        .select({ titleId: watchProgress.titleId })
        .from(watchProgress)
        .where(and(eq(watchProgress.userId, viewer.userId), eq(watchProgress.seriesId, seriesId)))
        .orderBy(desc(watchProgress.updatedAt))
        .limit(1)
    : [];
  // docs/admin.md "Catalog": the names an editor gave seasons (a season without is called by its number).
  const named = await db.select().from(seasons).where(eq(seasons.seriesId, seriesId));
  const seasonNames = Object.fromEntries(
    named
      .filter((s) => (s.name || s.nameFa) && season[String(s.number)])
      .map((s) => [String(s.number), { name: s.name, name_fa: s.nameFa }]),
  );
  return {
    season,
    season_names: seasonNames,
    last_episode_seen: items.find((item) => item.id === seen?.titleId) ?? null,
    first_episode: items[0] ?? null,
    last_episode: items.at(-1) ?? null,
  };
}
