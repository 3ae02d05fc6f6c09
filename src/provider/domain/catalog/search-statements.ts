import { and, asc, desc, sql } from 'drizzle-orm';
import { FILTER_KEYS, type Filter } from '../../../contract/rules/filter';
import type { Db } from '../../db/client';
import { people, titles } from '../../db/schema';
import { cardColumns, titleGenresColumn } from './cards';
import { filterConditions, notEpisode } from './filter-sql';
import { personColumns as personListColumns } from './people';
import {
  placeholders,
  searchMatch,
  searchRank,
  searchShape,
  searchValues,
  type SearchParam,
  type SearchPass,
  type SearchTerms,
} from './search-match';

// Search's SQL (docs/catalog.md "Search: Finglish and typos"): the title and person queries of a
// pass, and their statements built once per shape (search-match.ts searchShape, the filter, the
// limit) and run with each query's values, instead of drizzle building the same SQL again on
// every search. Each runs as an unnamed statement, as a query built in place does: PostgreSQL
// plans it with the query's own values every time.

const titleColumns = { text: titles.searchText, compact: titles.searchCompact, skeleton: titles.searchSkeleton };
const personSearchColumns = { text: people.searchText, compact: people.searchCompact, skeleton: people.searchSkeleton };

/**
 * The films and series a pass of the query finds (search-match.ts), best match first, then best
 * rated: the columns of its card and its genres (cards.ts cardColumns, titleGenresColumn; null
 * when it has none). The query's values come through `param` (search-match.ts SearchParam).
 */
export const titleQuery = (
  db: Db,
  terms: SearchTerms,
  filter: Filter,
  limit: number,
  pass: SearchPass,
  param?: SearchParam,
) =>
  db
    .select({
      title: cardColumns,
      rank: searchRank(titleColumns, terms, pass, param).as('rank'),
      genres: titleGenresColumn.as('genres'),
    })
    .from(titles)
    .where(and(searchMatch(titleColumns, terms, pass, param), notEpisode(), ...filterConditions(filter)))
    .orderBy(desc(sql`rank`), desc(titles.rate), asc(titles.id))
    .limit(limit);

/** The people whose name (in either script) a pass of the query finds, best match first. */
export const personQuery = (db: Db, terms: SearchTerms, limit: number, pass: SearchPass, param?: SearchParam) =>
  db
    .select({ person: personListColumns, rank: searchRank(personSearchColumns, terms, pass, param).as('rank') })
    .from(people)
    .where(searchMatch(personSearchColumns, terms, pass, param))
    .orderBy(desc(sql`rank`), asc(people.id))
    .limit(limit);

type TitleStatement = ReturnType<ReturnType<typeof titleQuery>['prepare']>;
type PersonStatement = ReturnType<ReturnType<typeof personQuery>['prepare']>;

/** Past this many shapes of one database, the statements are built again as they are asked. */
const MAX_SHAPES = 2_000;

interface Statements {
  titles: Map<string, TitleStatement>;
  people: Map<string, PersonStatement>;
}

const built = new WeakMap<Db, Statements>();

function statementsOf(db: Db): Statements {
  let statements = built.get(db);
  if (!statements) {
    statements = { titles: new Map(), people: new Map() };
    built.set(db, statements);
  }
  return statements;
}

function kept<S>(shapes: Map<string, S>, key: string, build: () => S): S {
  let statement = shapes.get(key);
  if (!statement) {
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    statement = build();
    shapes.set(key, statement);
  }
  return statement;
}

/** An empty name: the driver's unnamed statement, parsed and planned at each execution. */
const UNNAMED = '';

/** titleQuery's rows for `terms`, from the statement of its shape. */
export function titleStatement(db: Db, terms: SearchTerms, filter: Filter, limit: number, pass: SearchPass) {
  const key = [searchShape(terms, pass), ...FILTER_KEYS.map((name) => filter[name]), limit].join('|');
  return kept(statementsOf(db).titles, key, () =>
    titleQuery(db, terms, filter, limit, pass, placeholders).prepare(UNNAMED),
  ).execute(searchValues(terms));
}

/** personQuery's rows for `terms`, from the statement of its shape. */
export function personStatement(db: Db, terms: SearchTerms, limit: number, pass: SearchPass) {
  const key = [searchShape(terms, pass), limit].join('|');
  return kept(statementsOf(db).people, key, () =>
    personQuery(db, terms, limit, pass, placeholders).prepare(UNNAMED),
  ).execute(searchValues(terms));
}
