import type { Filter } from '../../../contract/rules/filter';
import { castPath, titlePath } from '../../../contract/rules/paths';
import type { Db } from '../../db/client';
import { genresOfPairs, toCards } from './cards';
import { toPerson } from './people';
import { hasTypoPass, searchTerms } from './search-match';
import { personStatement, titleStatement } from './search-statements';

export const SEARCH_TITLE_LIMIT = 48;
export const SEARCH_CAST_LIMIT = 24;
/** Suggestions while typing (the header's search box): a few of each, best first. */
export const SUGGESTION_TITLE_LIMIT = 5;
export const SUGGESTION_CAST_LIMIT = 3;

/** Titles and people found, and whether people answer the query better (spec §5 Search). */
async function find(db: Db, query: string, filter: Filter, limits: { titles: number; people: number }) {
  const terms = searchTerms(query);
  const typed = await Promise.all([
    titleStatement(db, terms, filter, limits.titles, 'typed'),
    personStatement(db, terms, limits.people, 'typed'),
  ]);
  // Near names only for a query that matches nothing as typed (search-match.ts SearchPass), with
  // the similarity every connection is set to (db/trigram.ts): no transaction, two round trips.
  const found = typed[0].length || typed[1].length || !hasTypoPass(terms);
  const [titleRows, personRows] = found
    ? typed
    : await Promise.all([
        titleStatement(db, terms, filter, limits.titles, 'typos'),
        personStatement(db, terms, limits.people, 'typos'),
      ]);
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
