import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { titles } from '../../db/schema';

/** The title rows of `ids` by id, in one query (none for no ids): a cart's or a purchase's titles. */
export async function titlesById(db: Db, ids: number[]) {
  const rows = ids.length
    ? await db
        .select()
        .from(titles)
        .where(inArray(titles.id, [...new Set(ids)]))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}
