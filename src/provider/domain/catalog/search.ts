import { and, asc, desc, sql } from 'drizzle-orm';
import type { Filter } from '../../../contract/rules/filter';
import { castPath, titlePath } from '../../../contract/rules/paths';
import type { Db } from '../../db/client';
import { people, titles } from '../../db/schema';
import { cardColumns, genresOfPairs, titleGenresColumn, toCards } from './cards';
import { filterConditions, notEpisode } from './filter-sql';
import { personColumns as personListColumns, toPerson } from './people';
import {
  hasTypoPass,
  searchMatch,
  searchRank,
  searchTerms,
  withTrigrams,
  type SearchPass,
  type SearchTerms,
} from './search-match';

export const SEARCH_TITLE_LIMIT = 48;
export const SEARCH_CAST_LIMIT = 24;
/** Suggestions while typing (the header's search box): a few of each, best first. */
export const SUGGESTION_TITLE_LIMIT = 5;
export const SUGGESTION_CAST_LIMIT = 3;

const titleColumns = { text: titles.searchText, compact: titles.searchCompact, skeleton: titles.searchSkeleton };
const personSearchColumns = { text: people.searchText, compact: people.searchCompact, skeleton: people.searchSkeleton };

/**
 * The films and series a pass of the query finds (search-match.ts), best match first, then best
 * rated: the columns of its card and its genres (cards.ts cardColumns, titleGenresColumn; null
 * when it has none).
 */
export const titleQuery = (db: Db, terms: SearchTerms, filter: Filter, limit: number, pass: SearchPass) =>
  db
    .select({
      title: cardColumns,
      rank: searchRank(titleColumns, terms, pass).as('rank'),
      genres: titleGenresColumn.as('genres'),
    })
    .from(titles)
    .where(and(searchMatch(titleColumns, terms, pass), notEpisode(), ...filterConditions(filter)))
    .orderBy(desc(sql`rank`), desc(titles.rate), asc(titles.id))
    .limit(limit);

/** The people whose name (in either script) a pass of the query finds, best match first. */
export const personQuery = (db: Db, terms: SearchTerms, limit: number, pass: SearchPass) =>
  db
    .select({ person: personListColumns, rank: searchRank(personSearchColumns, terms, pass).as('rank') })
    .from(people)
    .where(searchMatch(personSearchColumns, terms, pass))
    .orderBy(desc(sql`rank`), asc(people.id))
    .limit(limit);

/** Titles and people found, and whether people answer the query better (spec §5 Search). */
async function find(db: Db, query: string, filter: Filter, limits: { titles: number; people: number }) {
  const terms = searchTerms(query);
  const typed = await Promise.all([
    titleQuery(db, terms, filter, limits.titles, 'typed'),
    personQuery(db, terms, limits.people, 'typed'),
  ]);
  // Near names only for a query that matches nothing as typed (search-match.ts SearchPass): both
  // lists in one transaction (withTrigrams), one after the other. A transaction each ran them at
  // once but took eight round trips to the database instead of five, and under load the round
  // trips cost more than the two queries (docs/catalog.md "Figures").
  const found = typed[0].length || typed[1].length || !hasTypoPass(terms);
  const [titleRows, personRows] = found
    ? typed
    : await withTrigrams(db, async (tx) => {
        const near = await titleQuery(tx, terms, filter, limits.titles, 'typos');
        return [near, await personQuery(tx, terms, limits.people, 'typos')] as const;
      });
  // Titles come first unless the query is a person's name: a person matched better than any title.
  const castFirst = (personRows[0]?.rank ?? 0) > (titleRows[0]?.rank ?? 0);
  return {
    titleRows: titleRows.map((row) => row.title),
    titleGenres: new Map(titleRows.map((row) => [row.title.id, genresOfPairs(row.genres)])),
    personRows: personRows.map((row) => row.person),
    castFirst,
  };
}

/**
 * `/ghost/get/search`: films and series whose Persian or English name matches, and people by
 * name, best match first (exact, start, word, anywhere, by sound; near names when none of these:
 * search-match.ts).
 * `cast_first` says people answer the query better than titles.
 */
export async function search(db: Db, query: string, filter: Filter) {
  const found = await find(db, query, filter, { titles: SEARCH_TITLE_LIMIT, people: SEARCH_CAST_LIMIT });
  return {
    data: await toCards(db, found.titleRows, found.titleGenres),
    cast: found.personRows.map(toPerson),
    cast_first: found.castFirst,
  };
}

/**
 * `/ghost/get/search/autocomplete`: a few titles and people for the header's suggestions, each
 * with its page's path, titles first unless the query is a person's name.
 */
export async function autocomplete(db: Db, query: string, filter: Filter) {
  const found = await find(db, query, filter, { titles: SUGGESTION_TITLE_LIMIT, people: SUGGESTION_CAST_LIMIT });
  const titleSuggestions = found.titleRows.map((row) => ({
    type: row.type as 'movie' | 'series',
    id: row.id,
    name: row.name,
    name_fa: row.nameFa,
    link: titlePath(row),
  }));
  const castSuggestions = found.personRows.map((row) => ({
    type: 'cast' as const,
    id: row.id,
    name: row.name,
    name_fa: row.nameFa,
    link: castPath(row.id),
  }));
  return {
    suggestions: found.castFirst
      ? [...castSuggestions, ...titleSuggestions]
      : [...titleSuggestions, ...castSuggestions],
  };
}
