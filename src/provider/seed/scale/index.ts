import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SETUP_LOCK } from '../../db/setup-lock';
import {
  LEDGER_COLUMNS,
  PAYMENT_COLUMNS,
  PURCHASE_COLUMNS,
  scaleAccounts,
  SUBSCRIPTION_COLUMNS,
  USER_COLUMNS,
  WATCH_COLUMNS,
  type Plan,
} from './accounts';
import { bulkInsert, type Columns } from './bulk';
import { CREDIT_COLUMNS, PERSON_COLUMNS, scaleCatalog, TITLE_COLUMNS, TITLE_GENRE_COLUMNS } from './catalog';
import { FIRST_ID, type ScaleSizes } from './sizes';

/** Tables with a serial id the scale seed writes explicit ids into: their sequences move past them. */
const SERIAL_TABLES = ['users', 'subscriptions', 'payments', 'purchases', 'ledger_entries'];

/**
 * Adds the scale catalog and audience (docs/catalog.md "Scale seed") beside the demo catalog, which must
 * be seeded first (genres, plans). Once: under the setup lock, and only when its first person is
 * missing. `log` hears each table's row count as it is written. Returns whether it seeded.
 */
export async function seedScale(
  db: Db,
  sizes: ScaleSizes,
  plans: Plan[],
  { now = Date.now(), log = (_: string) => {} } = {},
): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`);
    const found = (await tx.execute(sql`SELECT 1 FROM people WHERE id = ${FIRST_ID.person}`)) as unknown as {
      rows: unknown[];
    };
    if (found.rows.length) return false;
    const d = tx as unknown as Db;
    const write = async (table: string, columns: Columns, rows: unknown[][]) => {
      await bulkInsert(d, table, columns, rows);
      log(`${table}: ${rows.length.toLocaleString('en')} rows`);
    };
    const catalog = scaleCatalog(sizes);
    await write('people', PERSON_COLUMNS, catalog.people);
    await write('titles', TITLE_COLUMNS, catalog.titles);
    await write('title_genres', TITLE_GENRE_COLUMNS, catalog.titleGenres);
    await write('credits', CREDIT_COLUMNS, catalog.credits);
    const accounts = scaleAccounts(sizes.users, catalog, plans, now);
    await write('users', USER_COLUMNS, accounts.users);
    await write('subscriptions', SUBSCRIPTION_COLUMNS, accounts.subscriptions);
    await write('payments', PAYMENT_COLUMNS, accounts.payments);
    await write('purchases', PURCHASE_COLUMNS, accounts.purchases);
    await write('ledger_entries', LEDGER_COLUMNS, accounts.ledger);
    await write('watch_progress', WATCH_COLUMNS, accounts.watch);
    for (const table of SERIAL_TABLES) {
      await tx.execute(
        sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`),
      );
    }
    return true;
  });
  // Fresh statistics, so the planner sees the catalog's real size at once, and the visibility map
  // set, so deep cast-list pages read the (kind, id) index alone: not left to autovacuum (which
  // PGlite does not run).
  if (seeded) await db.execute(sql`VACUUM ANALYZE`);
  return seeded;
}
