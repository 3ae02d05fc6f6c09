import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { compactForSearch, normalizeForSearch } from '../../../contract/rules/search';
import { searchSkeleton, skeletonPatterns } from '../../../contract/rules/search-skeleton';

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
 * The values a query binds, by name: the compact query anywhere (`contains`), as a whole name
 * (`whole`) or a name's start (`nameStart`), a word's start (`wordStart`), the text and skeleton
 * for similarity, and each skeleton pattern (`pattern0`…).
 */
export function searchValues(terms: SearchTerms): Record<string, string> {
  const compact = likeLiteral(terms.compact);
  const values: Record<string, string> = {
    contains: `%${compact}%`,
    whole: `% ${compact} %`,
    nameStart: `% ${compact}%`,
    wordStart: `(^| )${regexLiteral(terms.text)}`,
    text: terms.text,
    skeleton: terms.skeleton,
  };
  terms.patterns.forEach((pattern, i) => (values[`pattern${i}`] = pattern));
  return values;
}

/**
 * What decides the SQL of a pass, beside the filter: queries of one shape differ only in their
 * values (searchValues), so their statement is built once (search-statements.ts).
 */
export const searchShape = (terms: SearchTerms, pass: SearchPass) =>
  [
    pass,
    Math.min(length(terms.compact), TYPO_MIN_TEXT),
    Math.min(length(terms.skeleton.replaceAll(' ', '')), TYPO_MIN_SKELETON),
    terms.patterns.length,
  ].join(':');

/**
 * A value of the query in the SQL: bound as itself, or a placeholder of a statement built once for
 * queries of its shape (search-statements.ts).
 */
export type SearchParam = (name: string) => string | ReturnType<typeof sql.placeholder>;

/** The query's own values, bound in place (a statement built for this query alone). */
export const valuesOf = (terms: SearchTerms): SearchParam => {
  const values = searchValues(terms);
  return (name) => values[name] ?? '';
};

/** Placeholders, filled at each execution with searchValues. */
export const placeholders: SearchParam = (name) => sql.placeholder(name);

/**
 * The query's conditions, each served by a trigram index, any one enough. As typed: the compact
 * query in a compact name (3 characters or more) or, for 2 characters, which make no trigram, a
 * word starting with them (docs/catalog.md "Search"), or every skeleton pattern. Typos: word
 * similarity of its text or its skeleton, for a query long enough (none otherwise: hasTypoPass).
 * Only the query's shape (searchShape) decides the SQL; its values come through `param`.
 */
export function searchMatch(
  columns: SearchColumns,
  terms: SearchTerms,
  pass: SearchPass,
  param: SearchParam = valuesOf(terms),
): SQL {
  const conditions: (SQL | undefined)[] = [];
  if (pass === 'typed') {
    conditions.push(
      length(terms.compact) >= 3
        ? sql`${columns.compact} LIKE ${param('contains')}`
        : sql`${columns.text} ~ ${param('wordStart')}`,
    );
    if (terms.patterns.length)
      conditions.push(and(...terms.patterns.map((_, i) => sql`${columns.skeleton} ~ ${param(`pattern${i}`)}`)));
  } else {
    if (length(terms.compact) >= TYPO_MIN_TEXT) conditions.push(sql`${param('text')} <% ${columns.text}`);
    if (length(terms.skeleton.replaceAll(' ', '')) >= TYPO_MIN_SKELETON)
      conditions.push(sql`${param('skeleton')} <% ${columns.skeleton}`);
  }
  return or(...conditions) ?? sql`false`;
}

/**
 * How well a matched name answers the query, best first. As typed: 6 a whole name, 5 a name's
 * start, 4 a word's start, 3 anywhere in a name, 2 by sound (skeleton). Typos: the word similarity
 * of the text or the skeleton, below 1.
 */
export function searchRank(
  columns: SearchColumns,
  terms: SearchTerms,
  pass: SearchPass,
  param: SearchParam = valuesOf(terms),
): SQL<number> {
  if (pass === 'typos') {
    return sql<number>`greatest(word_similarity(${param('text')}, ${columns.text}),
      word_similarity(${param('skeleton')}, coalesce(${columns.skeleton}, '')))::float8`;
  }
  const tiers: SQL[] = [];
  if (terms.compact) {
    tiers.push(sql`WHEN ' ' || ${columns.compact} || ' ' LIKE ${param('whole')} THEN 6`);
    tiers.push(sql`WHEN ' ' || ${columns.compact} LIKE ${param('nameStart')} THEN 5`);
  }
  tiers.push(sql`WHEN ${columns.text} ~ ${param('wordStart')} THEN 4`);
  if (terms.compact) tiers.push(sql`WHEN ${columns.compact} LIKE ${param('contains')} THEN 3`);
  return sql<number>`(CASE ${sql.join(tiers, sql` `)} ELSE 2 END)::float8`;
}
