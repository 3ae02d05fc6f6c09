import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TitleCardWire as TitleCard, TitleItemWire as TitleItem } from '../../../contract/schemas/title';
import type { Db } from '../../db/client';
import { genres as genreTable, titleGenres, titles } from '../../db/schema';
import { artworkUrl, titleArtworkUrl } from './artwork';

export type TitleRow = typeof titles.$inferSelect;

/**
 * The columns a card is drawn from (card()): a query that only makes cards (search) selects
 * these, not the overviews and search columns it would read and map only to drop.
 */
export const cardColumns = {
  id: titles.id,
  type: titles.type,
  seriesId: titles.seriesId,
  seasonNumber: titles.seasonNumber,
  episodeNumber: titles.episodeNumber,
  name: titles.name,
  nameFa: titles.nameFa,
  year: titles.year,
  rate: titles.rate,
  age: titles.age,
  ir: titles.ir,
  persian: titles.persian,
  free: titles.free,
  releaseAt: titles.releaseAt,
  ekran: titles.ekran,
  // Uploaded pictures by slot (docs/admin.md "Artwork"), drawn in their place.
  artwork: titles.artwork,
};

/** A row with the columns of a card. */
export type CardRow = Pick<TitleRow, keyof typeof cardColumns>;

/** Seconds until a presale title is released; 0 once released (content-api `presale`). */
export const presaleSeconds = (row: Pick<TitleRow, 'releaseAt'>, now = Date.now()) =>
  row.releaseAt ? Math.max(0, Math.ceil((row.releaseAt.getTime() - now) / 1000)) : 0;

/** Genres of each title, key to Persian label, in the order they were given. */
async function genresOf(db: Db, ids: number[]): Promise<Map<number, Record<string, string>>> {
  const map = new Map<number, Record<string, string>>();
  if (!ids.length) return map;
  const rows = await db
    .select({ titleId: titleGenres.titleId, key: titleGenres.genreKey, label: genreTable.nameFa })
    .from(titleGenres)
    .innerJoin(genreTable, eq(genreTable.key, titleGenres.genreKey))
    .where(inArray(titleGenres.titleId, ids))
    .orderBy(asc(titleGenres.titleId));
  for (const row of rows) map.set(row.titleId, { ...map.get(row.titleId), [row.key]: row.label });
  return map;
}

/** Names of the series the given episodes belong to. */
async function seriesNames(db: Db, rows: CardRow[]): Promise<Map<number, TitleRow>> {
  const ids = [...new Set(rows.flatMap((row) => (row.seriesId ? [row.seriesId] : [])))];
  if (!ids.length) return new Map();
  const series = await db.select().from(titles).where(inArray(titles.id, ids));
  return new Map(series.map((row) => [row.id, row]));
}

function card(row: CardRow, genres: Record<string, string>, series?: TitleRow): TitleCard {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    name_fa: row.nameFa,
    // An uploaded picture where there is one (docs/admin.md "Artwork"), else the drawn one.
    poster:
      row.type === 'episode' && series
        ? titleArtworkUrl(series, 'poster', artworkUrl('poster', series.id))
        : titleArtworkUrl(row, 'poster', artworkUrl('poster', row.id)),
    backdrop: titleArtworkUrl(row, 'backdrop', artworkUrl('backdrop', row.id, 'en')),
    year: row.year,
    rate: row.rate,
    age: row.age as TitleCard['age'],
    new_genres: genres,
    ir: row.ir,
    persian: row.persian,
    free: row.free,
    presale: presaleSeconds(row),
    ekran: row.ekran,
    ...(series
      ? {
          series_id: series.id,
          series_name: series.name,
          series_name_fa: series.nameFa,
          season_number: row.seasonNumber ?? 1,
          episode_number: row.episodeNumber ?? 1,
        }
      : {}),
  };
}

/**
 * The genres of the title a query selects, as `[key, Persian label]` pairs in key order, read
 * in the same query (a correlated subquery on title_genres' primary key): search's cards cost
 * no second round trip for them (docs/catalog.md "Figures").
 */
export const titleGenresColumn = sql<[string, string][] | null>`(
  select json_agg(json_build_array(${titleGenres.genreKey}, ${genreTable.nameFa}) order by ${titleGenres.genreKey})
  from ${titleGenres} inner join ${genreTable} on ${genreTable.key} = ${titleGenres.genreKey}
  where ${titleGenres.titleId} = ${titles.id})`;

/** The genres map of titleGenresColumn's pairs. */
export const genresOfPairs = (pairs: [string, string][] | null): Record<string, string> =>
  Object.fromEntries(pairs ?? []);

/**
 * Cards for rows, keeping their order. `genres`, when the rows' query read them
 * (titleGenresColumn), saves asking for them again.
 */
export async function toCards(
  db: Db,
  rows: CardRow[],
  genres?: Map<number, Record<string, string>>,
): Promise<TitleCard[]> {
  const [genreMap, series] = await Promise.all([
    genres ??
      genresOf(
        db,
        rows.map((row) => row.id),
      ),
    seriesNames(db, rows),
  ]);
  return rows.map((row) => card(row, genreMap.get(row.id) ?? {}, row.seriesId ? series.get(row.seriesId) : undefined));
}

/** Cards for ids, in the order of the ids; unknown ids are skipped. */
export async function cardsByIds(db: Db, ids: number[]): Promise<TitleCard[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(titles).where(inArray(titles.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toCards(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/** Full items (content-api item fields) for rows; `owned` is filled by the caller's viewer. */
export async function toItems(db: Db, rows: TitleRow[], ownedIds: Set<number> = new Set()): Promise<TitleItem[]> {
  const cards = await toCards(db, rows);
  return cards.map((c, index) => {
    const row = rows[index] as TitleRow;
    return {
      ...c,
      // No `backdrop_plain`: both backdrops are textless key art (docs/decisions/0014-demo-artwork.md),
      // each composed for its locale's direction (the subject on the end side, DESIGN.md R9), so a
      // page that writes the title over the art takes the reader's own.
      backdrop_fa: titleArtworkUrl(row, 'backdrop', artworkUrl('backdrop', row.id)),
      runtime: row.runtime,
      overview: row.overview,
      overview_fa: row.overviewFa,
      vod: row.vod,
      traffic: row.traffic,
      owned: ownedIds.has(row.id),
      price: row.price,
      // The original's buy page reads the single-purchase price by this name.
      tvod_price: row.price,
    };
  });
}
