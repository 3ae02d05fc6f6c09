import { and, asc, desc, like, sql, type SQL } from 'drizzle-orm';
import type { Filter } from '../../../lib/rules/filter';
import { normalizeForSearch } from '../../../lib/rules/search';
import type { Db } from '../../db/client';
import { people, titles } from '../../db/schema';
import { toCards } from './cards';
import { filterConditions, notEpisode } from './filter-sql';
import { toPerson } from './people';

export const SEARCH_TITLE_LIMIT = 48;
export const SEARCH_CAST_LIMIT = 24;

/** A LIKE pattern matching the normalised term anywhere, with LIKE's wildcards taken literally. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A regular expression matching a word that starts with the term, its metacharacters taken literally. */
const wordStartPattern = (term: string) => `(^| )${term.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`)}`;

/**
 * The condition a normalised `search_text` meets for the query, served by its trigram index
 * (db/schema.ts): a term of 3 characters or more anywhere in the name; a 2-character term (spec §5:
 * search starts at 2) at the start of a word, because 2 characters make no trigram to look up,
 * while pg_trgm pads every word with a space, so " ab" is a trigram of a word starting "ab"
 * (docs/catalog.md "Search").
 */
function nameMatches(column: typeof titles.searchText | typeof people.searchText, query: string): SQL {
  const term = normalizeForSearch(query);
  return [...term].length >= 3 ? like(column, containsPattern(term)) : sql`${column} ~ ${wordStartPattern(term)}`;
}

/** The films and series whose name matches the query (nameMatches), best rated first. */
export const titleSearch = (db: Db, query: string, filter: Filter) =>
  db
    .select()
    .from(titles)
    .where(and(nameMatches(titles.searchText, query), notEpisode(), ...filterConditions(filter)))
    .orderBy(desc(titles.rate), asc(titles.id))
    .limit(SEARCH_TITLE_LIMIT);

/** People whose name matches the query (nameMatches). */
export const personSearch = (db: Db, query: string) =>
  db
    .select()
    .from(people)
    .where(nameMatches(people.searchText, query))
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
