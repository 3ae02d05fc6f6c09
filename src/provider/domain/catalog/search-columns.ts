import { isNull, sql } from 'drizzle-orm';
import { compactForSearch, normalizeForSearch } from '../../../contract/rules/search';
import { searchSkeleton } from '../../../contract/rules/search-skeleton';
import type { Db } from '../../db/client';
import { SETUP_LOCK } from '../../db/setup-lock';
import { people, titles } from '../../db/schema';

/**
 * What search reads of a title's or person's names (db/schema.ts, docs/catalog.md "Search: Finglish and
 * typos"): both names normalised; each name compacted, so a half-space typed as a space or as
 * nothing still matches; and the sound skeleton of the Persian name, which Finglish and
 * misspelt Persian queries are compared with.
 */
export const searchColumns = (name: string, nameFa: string) => ({
  searchText: normalizeForSearch(`${name} ${nameFa}`),
  searchCompact: [name, nameFa].map(compactForSearch).filter(Boolean).join(' '),
  searchSkeleton: searchSkeleton(nameFa),
});

const BATCH = 5_000;

/**
 * Fills the search columns of rows that have none: rows written before the columns existed (a
 * database migrated to 0005), or by a writer that does not know them. All three are written, so
 * a rule change (normalizeForSearch now folds آ) reaches the old rows too. Under the setup lock,
 * in batches of one statement (unnest); answers how many rows it filled. Run at every start,
 * where it finds nothing to do after the first.
 */
export async function fillSearchColumns(db: Db): Promise<number> {
  let filled = 0;
  for (const table of [titles, people]) {
    filled += await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`);
      const rows = await tx
        .select({ id: table.id, name: table.name, nameFa: table.nameFa })
        .from(table)
        .where(isNull(table.searchSkeleton));
      for (let start = 0; start < rows.length; start += BATCH) {
        const slice = rows.slice(start, start + BATCH);
        const columns = slice.map((row) => searchColumns(row.name, row.nameFa));
        await tx.execute(sql`
          UPDATE ${table} SET search_text = v.text, search_compact = v.compact, search_skeleton = v.skeleton
          FROM unnest(
            ${sql.param(slice.map((row) => row.id))}::int[],
            ${sql.param(columns.map((c) => c.searchText))}::text[],
            ${sql.param(columns.map((c) => c.searchCompact))}::text[],
            ${sql.param(columns.map((c) => c.searchSkeleton))}::text[]
          ) AS v(id, text, compact, skeleton)
          WHERE ${table}.id = v.id`);
      }
      return rows.length;
    });
  }
  return filled;
}
