import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banks } from '../../db/schema';

/** Banks offered for direct debit; inactive ones are shown as coming soon (spec §2). */
export async function listBanks(db: Db) {
  const rows = await db.select().from(banks).orderBy(asc(banks.code));
  // value and text: the original's bank grid (components/directdebit), whose logos are by code.
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    name_fa: row.nameFa,
    active: row.active,
    value: row.code,
    text: row.nameFa,
  }));
}
