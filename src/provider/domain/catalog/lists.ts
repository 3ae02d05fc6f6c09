import { and, asc, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { ContentListWire as ContentList, DiscoverRowWire as DiscoverRow } from '../../../contract/schemas/lists';
import type { TitleCardWire } from '../../../contract/schemas/title';
import { EMPTY_FILTER, type Filter } from '../../../contract/rules/filter';
import type { Db } from '../../db/client';
import { genres, listItems, lists, slides, titleGenres, titles } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import { artworkUrl, plainArtworkUrl, titleArtworkUrl } from './artwork';
import { toCards, type TitleRow } from './cards';
import { filterConditions, notEpisode } from './filter-sql';

export const LIST_PAGE_SIZE = 24;
// A home row shows a dozen titles and links to its whole list: more cards cost a cheap phone
// layout and paint time (Lighthouse measured the blocking time of 20-card rows).
export const ROW_SIZE = 12;
export const DISCOVER_PAGE_SIZE = 5;
/** The most slides the hero shows. */
export const SLIDER_SIZE = 10;
/** The list key the top list (spec §7 get_top) is seeded under. */
export const TOP_LIST = 'top';

interface Source {
  key: string;
  name: string;
  nameFa: string;
  style: 'normal' | 'occasion';
  kind: 'list' | 'genre';
}

/**
 * The titles of a genre, as the genre's ids handed to the titles query in one array. Joined
 * instead, PostgreSQL underrates how many genre rows are films and series (it assumes the
 * episodes' share) and merges along the titles' primary key, reading every film and series for
 * any page; with the ids in hand it fetches exactly the genre's titles, so the first and the last
 * page cost the same (docs/decisions/0013-catalog-queries-at-scale.md: about 2 ms each for a genre of 700 titles).
 */
const inGenre = (key: string) =>
  sql`${titles.id} = ANY(ARRAY(SELECT ${titleGenres.titleId} FROM ${titleGenres} WHERE ${titleGenres.genreKey} = ${key}))`;

/** The conditions a title meets to be in `source` under `filter`. */
const sourceWhere = (source: Source, filter: Filter) =>
  source.kind === 'list'
    ? and(eq(listItems.listKey, source.key), ...filterConditions(filter))
    : and(inGenre(source.key), notEpisode(), ...filterConditions(filter));

/** A page of the titles of a named list (in its order) or of a genre (best rated first). */
async function sourceRows(db: Db, source: Source, filter: Filter, page: number, size: number): Promise<TitleRow[]> {
  const where = sourceWhere(source, filter);
  const query =
    source.kind === 'list'
      ? db
          .select({ title: titles })
          .from(listItems)
          .innerJoin(titles, eq(titles.id, listItems.titleId))
          .where(where)
          .orderBy(asc(listItems.sort))
      : db.select({ title: titles }).from(titles).where(where).orderBy(desc(titles.rate), asc(titles.id));
  return (await query.limit(size).offset((page - 1) * size)).map((r) => r.title);
}

/** How many titles `source` holds under `filter`. */
async function sourceTotal(db: Db, source: Source, filter: Filter): Promise<number> {
  const where = sourceWhere(source, filter);
  const [total] =
    source.kind === 'list'
      ? await db.select({ n: count() }).from(listItems).innerJoin(titles, eq(titles.id, listItems.titleId)).where(where)
      : await db.select({ n: count() }).from(titles).where(where);
  return total?.n ?? 0;
}

async function findSource(db: Db, key: string): Promise<Source> {
  const [list] = await db.select().from(lists).where(eq(lists.key, key)).limit(1);
  if (list) return { key, name: list.name, nameFa: list.nameFa, style: list.style, kind: 'list' };
  const [genre] = await db.select().from(genres).where(eq(genres.key, key)).limit(1);
  if (genre) return { key, name: genre.name, nameFa: genre.nameFa, style: 'normal', kind: 'genre' };
  throw notFound('The list', 'فهرست');
}

/** `/ghost/get/get_listV3/:list`: a named list or a genre, filtered and paginated. */
export async function getContentList(db: Db, key: string, filter: Filter, page: number): Promise<ContentList> {
  const source = await findSource(db, key);
  const [rows, total] = await Promise.all([
    sourceRows(db, source, filter, page, LIST_PAGE_SIZE),
    sourceTotal(db, source, filter),
  ]);
  const cards = await toCards(db, rows);
  return {
    list: source.key,
    list_fa: source.nameFa,
    list_en: source.name,
    data: cards,
    page,
    last_page: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
    per_page: LIST_PAGE_SIZE,
    total,
    filterable: true,
  };
}

/**
 * The original's `/genre/:genre?page`: a genre's films and series as `movies`, paginated. A key
 * that names a list and not a genre is no genre page.
 */
export async function getGenrePage(db: Db, key: string, page: number) {
  const source = await findSource(db, key);
  if (source.kind !== 'genre') throw notFound('The genre', 'ژانر');
  const list = await getContentList(db, key, EMPTY_FILTER, page);
  return { movies: list.data, page: list.page, last_page: list.last_page, per_page: list.per_page, total: list.total };
}

/**
 * Home rows: the home lists in their order, then one row per genre; rows with no title under the
 * filter are left out. Only the asked page's rows are read (whether the others have titles is a
 * probe each), and their cards are made together.
 */
export async function getDiscover(db: Db, filter: Filter, page: number) {
  const [homeLists, genreRows] = await Promise.all([
    db
      .select()
      .from(lists)
      .where(
        and(
          eq(lists.onHome, true),
          exists(
            db
              .select({ one: listItems.titleId })
              .from(listItems)
              .innerJoin(titles, eq(titles.id, listItems.titleId))
              .where(and(eq(listItems.listKey, lists.key), ...filterConditions(filter))),
          ),
        ),
      )
      .orderBy(asc(lists.sort)),
    genresWithTitles(db, filter),
  ]);
  const sources: Source[] = [
    ...homeLists.map((l) => ({ key: l.key, name: l.name, nameFa: l.nameFa, style: l.style, kind: 'list' as const })),
    ...genreRows.map((g) => ({
      key: g.key,
      name: g.name,
      nameFa: g.nameFa,
      style: 'normal' as const,
      kind: 'genre' as const,
    })),
  ];
  const shown = sources.slice((page - 1) * DISCOVER_PAGE_SIZE, page * DISCOVER_PAGE_SIZE);
  const rowsOf = await Promise.all(shown.map((source) => sourceRows(db, source, filter, 1, ROW_SIZE)));
  const cards = await toCards(db, rowsOf.flat());
  // An occasion row's cards name their genres (the original's MediaCard draws item.genre there).
  const withGenre = (card: TitleCardWire) => ({
    ...card,
    genre: Object.values(card.new_genres as Record<string, string>).join('، '),
  });
  let next = 0;
  const data: DiscoverRow[] = shown.map((source, index) => {
    const count = rowsOf[index]?.length ?? 0;
    next += count;
    return {
      style: source.style,
      list: source.key,
      list_fa: source.nameFa,
      list_en: source.name,
      data:
        source.style === 'occasion' ? cards.slice(next - count, next).map(withGenre) : cards.slice(next - count, next),
    };
  });
  return { data, last_page: Math.max(1, Math.ceil(sources.length / DISCOVER_PAGE_SIZE)) };
}

/**
 * spec §7 `/getV2/get_top`: the top list under the filter. A catalog without one yet (a new
 * production database: no demo catalog outside a demo) has an empty top list, not a missing page.
 */
export async function getTop(db: Db, filter: Filter) {
  const source = await findSource(db, TOP_LIST).catch((error: unknown) => {
    if (error instanceof ProviderError && error.status === 404) return null;
    throw error;
  });
  return { top: source ? await toCards(db, await sourceRows(db, source, filter, 1, ROW_SIZE)) : [] };
}

/**
 * The slider (docs/admin.md "Catalog"): the slides that are on, in their order, whose title is
 * published and passes the filter, with its wide and tall artwork as absolute URLs on `origin`
 * (the original client uses image_src as it comes).
 */
export async function getSlider(db: Db, filter: Filter, origin: string) {
  const rows = await db
    .select({ title: titles })
    .from(slides)
    .innerJoin(titles, eq(titles.id, slides.titleId))
    .where(and(eq(slides.active, true), notEpisode(), ...filterConditions(filter)))
    .orderBy(asc(slides.sort), asc(slides.id))
    .limit(SLIDER_SIZE);
  return {
    sliders: rows.map(({ title }) => ({
      type: title.type,
      id: title.id,
      name: title.name,
      name_fa: title.nameFa,
      // Key art without words: the storefront's hero writes the title over it.
      // Uploaded pictures (docs/admin.md "Artwork") stand in for the drawn ones.
      image_src: origin + titleArtworkUrl(title.artwork, 'backdrop', plainArtworkUrl('backdrop', title.id)),
      image_mobile_src: origin + titleArtworkUrl(title.artwork, 'slide', artworkUrl('slide', title.id)),
    })),
  };
}

/** spec §7 `/genres`: lowercase key to Persian label. */
export async function getGenreMap(db: Db) {
  const rows = await db.select().from(genres).orderBy(asc(genres.sort));
  return { genres: Object.fromEntries(rows.map((g) => [g.key.toLowerCase(), g.nameFa])) };
}

/**
 * The genres that have a film or series under the filter, in their order: one probe per genre
 * (stopping at its first matching title) instead of joining every genre row to its title.
 */
function genresWithTitles(db: Db, filter: Filter) {
  return db
    .select()
    .from(genres)
    .where(
      exists(
        db
          .select({ one: titleGenres.titleId })
          .from(titleGenres)
          .innerJoin(titles, eq(titles.id, titleGenres.titleId))
          .where(and(eq(titleGenres.genreKey, genres.key), notEpisode(), ...filterConditions(filter))),
      ),
    )
    .orderBy(asc(genres.sort));
}

/** content-api `/new_genres`: the genres that have titles under the filter, with a cover. */
export async function getNewGenres(db: Db, filter: Filter) {
  const rows = await genresWithTitles(db, filter);
  return { genres: rows.map((g) => ({ key: g.key, en: g.name, fa: g.nameFa, cover: artworkUrl('genre', g.key) })) };
}

/** Keys of every named list (for sitemaps and tests). */
export async function listKeys(db: Db): Promise<string[]> {
  const rows = await db
    .select({ key: lists.key })
    .from(lists)
    .where(inArray(lists.style, ['normal', 'occasion']));
  return rows.map((r) => r.key);
}
