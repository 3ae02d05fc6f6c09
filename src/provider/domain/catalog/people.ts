import { and, asc, count, desc, eq, exists, inArray } from 'drizzle-orm';
import type { Person } from '../../../contract/schemas/cast';
import type { Filter } from '../../../contract/rules/filter';
import type { Db } from '../../db/client';
import { credits, people, titles } from '../../db/schema';
import { notFound } from '../../errors';
import { artworkUrl, titleArtworkUrl } from './artwork';
import { toCards } from './cards';
import { filterConditions, notEpisode } from './filter-sql';

export const CAST_PAGE_SIZE = 24;

type PersonRow = typeof people.$inferSelect;

/** The columns a person in a list is drawn from (toPerson), all a search of people selects. */
export const personColumns = {
  id: people.id,
  name: people.name,
  nameFa: people.nameFa,
  kind: people.kind,
  photo: people.photo,
};

export const toPerson = (row: Pick<PersonRow, keyof typeof personColumns>): Person => ({
  id: row.id,
  name: row.name,
  name_fa: row.nameFa,
  image: titleArtworkUrl({ artwork: row.photo ? { cast: row.photo } : {} }, 'cast', artworkUrl('cast', row.id)),
  kind: row.kind,
});

/** `/ghost/get/cast/:id`: a person and their filmography (films and series), filtered and paginated. */
export async function getCastMember(db: Db, id: number, filter: Filter, page: number) {
  const [row] = await db.select().from(people).where(eq(people.id, id)).limit(1);
  if (!row) throw notFound('The cast member', 'هنرمند');
  const where = and(eq(credits.personId, id), notEpisode(), ...filterConditions(filter));
  const [rows, [total]] = await Promise.all([
    db
      .selectDistinct({ title: titles })
      .from(credits)
      .innerJoin(titles, eq(titles.id, credits.titleId))
      .where(where)
      .orderBy(desc(titles.year), asc(titles.id))
      .limit(CAST_PAGE_SIZE)
      .offset((page - 1) * CAST_PAGE_SIZE),
    db
      .select({ n: count(titles.id) })
      .from(credits)
      .innerJoin(titles, eq(titles.id, credits.titleId))
      .where(where),
  ]);
  return {
    cast: { ...toPerson(row), bio: row.bio, bio_fa: row.bioFa, birth_year: row.birthYear },
    filmography: await toCards(
      db,
      rows.map((r) => r.title),
    ),
    page,
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / CAST_PAGE_SIZE)),
  };
}

export type CastGroup = 'actors' | 'directors';
export type CastOrigin = 'ir' | 'nonir' | 'all';

/**
 * `/new_casts/{1|2}/{ir|nonir|all}/0`: actors (1) or directors (2). Actors are Iranian or foreign
 * by kind; a director counts as Iranian or foreign by the titles they directed.
 */
export async function getCastList(db: Db, group: CastGroup, origin: CastOrigin, page: number) {
  const kinds: PersonRow['kind'][] =
    group === 'directors'
      ? ['director']
      : origin === 'ir'
        ? ['iranian-actor']
        : origin === 'nonir'
          ? ['foreign-actor']
          : ['iranian-actor', 'foreign-actor'];
  const directedIn = (ir: boolean) =>
    exists(
      db
        .select({ one: credits.titleId })
        .from(credits)
        .innerJoin(titles, eq(titles.id, credits.titleId))
        .where(and(eq(credits.personId, people.id), eq(credits.role, 'director'), eq(titles.ir, ir))),
    );
  const where = and(
    inArray(people.kind, kinds),
    ...(group === 'directors' && origin !== 'all' ? [directedIn(origin === 'ir')] : []),
  );
  // The page's ids first, read from the (kind, id) index alone, then only their rows: skipping
  // thousands of people for a deep page reads index entries, not table rows (docs/decisions/0013-catalog-queries-at-scale.md).
  const pageIds = db
    .select({ id: people.id })
    .from(people)
    .where(where)
    .orderBy(asc(people.id))
    .limit(CAST_PAGE_SIZE)
    .offset((page - 1) * CAST_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    db.select().from(people).where(inArray(people.id, pageIds)).orderBy(asc(people.id)),
    db.select({ n: count() }).from(people).where(where),
  ]);
  return {
    casts: rows.map(toPerson),
    page,
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / CAST_PAGE_SIZE)),
  };
}
