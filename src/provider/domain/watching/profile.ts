import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { EMPTY_FILTER, type Filter } from '../../../contract/rules/filter';
import type { TitleCardWire as TitleCard } from '../../../contract/schemas/title';
import type { Db } from '../../db/client';
import { claps, ownerships, titles, watchlist } from '../../db/schema';
import type { Viewer } from '../auth/viewer';
import { cardsByIds } from '../catalog/cards';
import { filterConditions, notEpisode } from '../catalog/filter-sql';
import { pointsOf, progressRows } from './progress';

/** content-api "Profile": the rows of /get/profile/get_list, with the names the menu shows. */
export const PROFILE_LISTS = {
  recently: { list: 'Continue watching', list_fa: 'ادامه تماشا' },
  downloads: { list: 'Purchased', list_fa: 'خریداری شده‌ها' },
  watchlist: { list: 'Watchlist', list_fa: 'لیست تماشا' },
  likes: { list: 'Favourites', list_fa: 'مورد علاقه‌ها' },
  offer: { list: 'Suggested titles', list_fa: 'عناوین پیشنهادی' },
  watched: { list: 'Watched', list_fa: 'دیده شده‌ها' },
} as const;
export type ProfileList = keyof typeof PROFILE_LISTS;

export const PER_PAGE = 24;

type Page = { ids: number[]; total: number };

/** Ids of a shelf table (watchlist, claps, ownerships), newest first. */
async function shelfIds(
  db: Db,
  table: typeof watchlist | typeof claps | typeof ownerships,
  viewer: Viewer,
  offset: number,
): Promise<Page> {
  const mine = eq(table.userId, viewer.userId);
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: table.titleId })
      .from(table)
      .where(mine)
      .orderBy(desc(table.createdAt))
      .limit(PER_PAGE)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(mine),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

/**
 * Suggested titles: one page of the best rated films and series the viewer has not watched (a
 * guest has watched nothing), under the filter when one is given.
 */
async function offerIds(db: Db, viewer: Viewer | null, offset: number, filter: Filter = EMPTY_FILTER): Promise<Page> {
  if (offset) return { ids: [], total: 0 };
  const watched = viewer
    ? (await progressRows(db, viewer, 'watched', 500)).rows.map((r) => r.seriesId ?? r.titleId)
    : [];
  const where = and(
    notEpisode(),
    ...filterConditions(filter),
    watched.length ? notInArray(titles.id, watched) : undefined,
  );
  const rows = await db
    .select({ id: titles.id })
    .from(titles)
    .where(where)
    .orderBy(desc(titles.rate), titles.id)
    .limit(PER_PAGE);
  return { ids: rows.map((r) => r.id), total: rows.length };
}

async function pageOf(db: Db, viewer: Viewer, name: ProfileList, offset: number): Promise<Page> {
  if (name === 'recently' || name === 'watched') {
    const { rows, total } = await progressRows(db, viewer, name, PER_PAGE, offset);
    return { ids: rows.map((r) => r.titleId), total };
  }
  if (name === 'offer') return offerIds(db, viewer, offset);
  const table = { downloads: ownerships, watchlist, likes: claps }[name];
  return shelfIds(db, table, viewer, offset);
}

/** One row: cards (with the resume point on continue-watching, for its progress bar). */
async function profileRow(db: Db, viewer: Viewer, name: ProfileList, page: number) {
  const { ids, total } = await pageOf(db, viewer, name, (page - 1) * PER_PAGE);
  let data: (TitleCard & { current_time?: number; duration_time?: number })[] = await cardsByIds(db, ids);
  if (name === 'recently') {
    const points = await pointsOf(db, viewer, ids);
    data = data.map((card) => ({
      ...card,
      current_time: points.get(card.id)?.currentTime ?? 0,
      duration_time: points.get(card.id)?.durationTime ?? 0,
    }));
  }
  return { ...PROFILE_LISTS[name], data, last_page: Math.max(1, Math.ceil(total / PER_PAGE)), per_page: PER_PAGE };
}

/** `/get/profile/get_list/{all|name}`: every row, or the one named, keyed by its name. */
export async function getProfileLists(db: Db, viewer: Viewer, name: ProfileList | 'all', page: number) {
  const names = name === 'all' ? (Object.keys(PROFILE_LISTS) as ProfileList[]) : [name];
  const rows = await Promise.all(names.map((n) => profileRow(db, viewer, n, page)));
  return Object.fromEntries(names.map((n, i) => [n, rows[i]]));
}

/**
 * `/get/offer` (the original's home row, for guests too): the suggested titles as one row, at
 * the top level as the original client reads it (list, list_en, list_fa, data).
 */
export async function getOffer(db: Db, viewer: Viewer | null, filter: Filter) {
  const { ids } = await offerIds(db, viewer, 0, filter);
  const names = PROFILE_LISTS.offer;
  return { list: 'offer', list_en: names.list, list_fa: names.list_fa, data: await cardsByIds(db, ids) };
}

/** `/get/recently`: continue-watching for the home row. */
export async function getRecently(db: Db, viewer: Viewer) {
  const row = await profileRow(db, viewer, 'recently', 1);
  return { recently: { list_en: row.list, list_fa: row.list_fa, recently: row.data } };
}
