import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type Columns = readonly (readonly [name: string, type: string])[];

/** Types both drivers send as arrays; others (enums) travel as text[] and are cast on arrival. */
const SENT_AS_IS = new Set(['int', 'text', 'real', 'boolean', 'timestamptz']);
const arrayType = (type: string) => (SENT_AS_IS.has(type) ? `${type}[]` : `text[]::${type}[]`);

/**
 * Inserts rows in batches of `batch`, one statement each with one array parameter per column
 * (`INSERT … SELECT * FROM unnest($1::int[], $2::text[], …)`): a few statements for hundreds of
 * thousands of rows, on PGlite and PostgreSQL alike, and no parameter limit to mind.
 */
export async function bulkInsert(db: Db, table: string, columns: Columns, rows: unknown[][], batch = 5_000) {
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(', '));
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    const arrays = columns.map(
      ([, type], c) => sql`${sql.param(slice.map((row) => row[c]))}::${sql.raw(arrayType(type))}`,
    );
    await db.execute(
      sql`INSERT INTO ${sql.identifier(table)} (${names}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}
