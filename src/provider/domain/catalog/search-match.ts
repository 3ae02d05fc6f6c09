import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { compactForSearch, normalizeForSearch } from '../../../contract/rules/search';
import { searchSkeleton, skeletonPatterns } from '../../../contract/rules/search-skeleton';
import type { Db } from '../../db/client';

// How a query finds names and how they rank (docs/catalog.md "Search: Finglish and typos"): the SQL over a
// table's three search columns (domain/catalog/search-columns.ts), the same on PGlite and
// PostgreSQL, every condition served by the column's trigram index (pg_trgm, db/schema.ts).

/** The search columns of a table (titles or people). */
export interface SearchColumns {
  text: AnyPgColumn;
  compact: AnyPgColumn;
  skeleton: AnyPgColumn;
}

/** A query as the columns are compared with it. */
export interface SearchTerms {
  /** normalizeForSearch: words, for a word's start and for word similarity. */
  text: string;
  /** compactForSearch: for names, and any part of one, in any spacing. */
  compact: string;
  /** searchSkeleton, and the patterns a name's skeleton must all match (skeletonPatterns). */
  skeleton: string;
  patterns: string[];
}

export const searchTerms = (query: string): SearchTerms => {
  const skeleton = searchSkeleton(query);
  return {
    text: normalizeForSearch(query),
    compact: compactForSearch(query),
    skeleton,
    patterns: skeletonPatterns(skeleton),
  };
};

/**
 * Word similarity (pg_trgm's `<%`: the share of the query's trigrams found in a run of the name's)
 * a typo must keep: one letter wrong in a 5-letter word keeps 0.67, one missing 0.4-0.5. Below
 * it, near names the user did not mean come in (measured on the demo catalog, docs/catalog.md).
 */
export const TYPO_SIMILARITY = 0.45;
/**
 * Shorter queries are not compared by similarity: one typo in 3 letters leaves a third of them,
 * and 3 letters are inside too many names (a skeleton's "ترن", train, is in مخترن and بلندترن).
 */
const TYPO_MIN_TEXT = 4;
const TYPO_MIN_SKELETON = 4;

const length = (text: string) => [...text].length;
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const regexLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);

/**
 * A search runs in up to two passes: the titles and people that hold the query as typed or as it
 * sounds, and only when there are none, those near it (a typo). A typo's candidates cost a
 * similarity each (at the spec's size "setareh talaei" has ~200 near skeletons) and would only
 * trail a list the query already answers; a misspelt query matches nothing as typed, so it gets
 * them.
 */
export type SearchPass = 'typed' | 'typos';

/** Whether a query is long enough to be compared by similarity (the typos pass). */
export const hasTypoPass = (terms: SearchTerms) =>
  length(terms.compact) >= TYPO_MIN_TEXT || length(terms.skeleton.replaceAll(' ', '')) >= TYPO_MIN_SKELETON;

/**
 * The query's conditions, each served by a trigram index, any one enough. As typed: the compact
 * query in a compact name (3 characters or more) or, for 2 characters, which make no trigram, a
 * word starting with them (docs/catalog.md "Search"), or every skeleton pattern. Typos: word
 * similarity of its text or its skeleton, for a query long enough (none otherwise: hasTypoPass).
 */
export function searchMatch(columns: SearchColumns, terms: SearchTerms, pass: SearchPass): SQL {
  const conditions: (SQL | undefined)[] = [];
  if (pass === 'typed') {
    conditions.push(
      length(terms.compact) >= 3
        ? sql`${columns.compact} LIKE ${`%${likeLiteral(terms.compact)}%`}`
        : sql`${columns.text} ~ ${`(^| )${regexLiteral(terms.text)}`}`,
    );
    if (terms.patterns.length) conditions.push(and(...terms.patterns.map((p) => sql`${columns.skeleton} ~ ${p}`)));
  } else {
    if (length(terms.compact) >= TYPO_MIN_TEXT) conditions.push(sql`${terms.text} <% ${columns.text}`);
    if (length(terms.skeleton.replaceAll(' ', '')) >= TYPO_MIN_SKELETON)
      conditions.push(sql`${terms.skeleton} <% ${columns.skeleton}`);
  }
  return or(...conditions) ?? sql`false`;
}

/**
 * How well a matched name answers the query, best first. As typed: 6 a whole name, 5 a name's
 * start, 4 a word's start, 3 anywhere in a name, 2 by sound (skeleton). Typos: the word similarity
 * of the text or the skeleton, below 1.
 */
export function searchRank(columns: SearchColumns, terms: SearchTerms, pass: SearchPass): SQL<number> {
  if (pass === 'typos') {
    return sql<number>`greatest(word_similarity(${terms.text}, ${columns.text}),
      word_similarity(${terms.skeleton}, coalesce(${columns.skeleton}, '')))::float8`;
  }
  const tiers: SQL[] = [];
  if (terms.compact) {
    const compact = likeLiteral(terms.compact);
    tiers.push(sql`WHEN ' ' || ${columns.compact} || ' ' LIKE ${`% ${compact} %`} THEN 6`);
    tiers.push(sql`WHEN ' ' || ${columns.compact} LIKE ${`% ${compact}%`} THEN 5`);
  }
  tiers.push(sql`WHEN ${columns.text} ~ ${`(^| )${regexLiteral(terms.text)}`} THEN 4`);
  if (terms.compact) tiers.push(sql`WHEN ${columns.compact} LIKE ${`%${likeLiteral(terms.compact)}%`} THEN 3`);
  return sql<number>`(CASE ${sql.join(tiers, sql` `)} ELSE 2 END)::float8`;
}

/**
 * Runs `work` in a transaction where `<%` means TYPO_SIMILARITY or more and pg_trgm's functions
 * are found: they live in public (db/migrate.ts), which a connection confined to a schema of its
 * own (the tests) does not search. Both settings end with the transaction.
 */
export function withTrigrams<T>(db: Db, work: (tx: Db) => PromiseLike<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true),
                 set_config('search_path', current_setting('search_path') || ', public', true)`,
    );
    return work(tx as unknown as Db);
  });
}
