import { config, isDemo } from '../../config';
import { openPglite, openPostgres } from '../db/client';
import { migrate } from '../db/migrate';
import { fillSearchColumns } from '../domain/catalog/search-columns';
import { catalog } from './catalog';
import { seedIfEmpty } from './index';
import { seedScale } from './scale';
import { SPEC_SIZES } from './scale/sizes';

/**
 * `npm run seed` (scripts/seed.mjs): migrates the configured database (DATABASE_URL, else PGlite
 * in DATA_DIR) and seeds the demo catalog if it is empty, as a server start does; with `--scale`
 * it then adds the scale catalog and audience (docs/catalog.md "Scale seed"). Prints what it did and how
 * long it took.
 */
export async function runSeed(args: string[], print: (line: string) => void) {
  // docs/operations.md "What production requires": production never takes the demo catalog unless it is a declared demo.
  if (!isDemo(config)) {
    throw new Error('The demo catalog is not seeded in production: set DEMO_MODE=on for a public demo.');
  }
  const started = performance.now();
  const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(config.DATA_DIR);
  try {
    print(`database: ${database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`}`);
    const applied = await migrate(database.db);
    print(`migrations applied: ${applied.length ? applied.join(', ') : 'none pending'}`);
    print(`demo catalog: ${(await seedIfEmpty(database.db, catalog)) ? 'seeded' : 'already there'} (${since()})`);
    // A catalog seeded before the search columns existed gets them here rather than at the start.
    const filled = await fillSearchColumns(database.db);
    if (filled) print(`search columns filled: ${filled.toLocaleString('en')} rows (${since()})`);
    if (!args.includes('--scale')) return;
    const seeded = await seedScale(database.db, SPEC_SIZES, catalog.plans, {
      log: (line) => print(`  ${line} (${since()})`),
    });
    print(seeded ? `scale seed: done in ${since()}` : 'scale seed: already there, nothing written');
  } finally {
    await database.close();
  }
}
