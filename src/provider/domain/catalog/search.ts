import { and, asc, desc, like } from 'drizzle-orm';
import type { Filter } from '../../../lib/rules/filter';
import { normalizeForSearch } from '../../../lib/rules/search';
import type { Db } from '../../db/client';
import { people, titles } from '../../db/schema';
import { toCards } from './cards';
import { filterConditions, notEpisode } from './filter-sql';
import { toPerson } from './people';

export const SEARCH_TITLE_LIMIT = 48;
export const SEARCH_CAST_LIMIT = 24;

/** A LIKE pattern matching the normalised query anywhere, with LIKE's wildcards taken literally. */
const containsPattern = (query: string) => `%${normalizeForSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The films and series whose name contains the query, best rated first. The pattern is served by
 * the trigram index over films and series (db/schema.ts); a 2-character query has no trigram and
 * reads films and series in rating order through the rating index until the page is full (README
 * "Scale").
 */
export const titleSearch = (db: Db, query: string, filter: Filter) =>
  db
    .select()
    .from(titles)
    .where(and(like(titles.searchText, containsPattern(query)), notEpisode(), ...filterConditions(filter)))
    .orderBy(desc(titles.rate), asc(titles.id))
    .limit(SEARCH_TITLE_LIMIT);

/** People whose name contains the query (the trigram index on people). */
export const personSearch = (db: Db, query: string) =>
  db
    .select()
    .from(people)
    .where(like(people.searchText, containsPattern(query)))
    .orderBy(asc(people.id))
    .limit(SEARCH_CAST_LIMIT);

/**
 * `/ghost/get/search`: films and series whose Persian or English name matches, and people by
 * name. Both sides are compared in normalizeForSearch form (src/lib/rules/search.ts).
 */
export async function search(db: Db, query: string, filter: Filter) {
  const [titleRows, personRows] = await Promise.all([titleSearch(db, query, filter), personSearch(db, query)]);
  return { data: await toCards(db, titleRows), cast: personRows.map(toPerson) };
}
