import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { log } from '../../ops/logger';
import { TRIGRAM_SESSION_SQL, trigramStartupOptions } from './trigram';

/** The one database type the domain code sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * PGlite in `dataDir` (a folder), or in memory when `dataDir` is undefined, in a thread of its
 * own (pglite-thread.mjs): drizzle's PGlite driver talks to it through the calls it makes.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  // Loaded here, not above: a PostgreSQL deployment (and a process run by tsx, which cannot read
  // the thread's `?raw` import) never loads the embedded database.
  const { openThreadedPglite } = await import('./pglite-thread-client');
  const client = await openThreadedPglite(dataDir);
  // One connection: search's settings are made once (trigram.ts).
  await client.query(TRIGRAM_SESSION_SQL);
  return {
    db: drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db,
    engine: 'pglite',
    close: () => client.close(),
  };
}

/**
 * PostgreSQL through a pool. `searchPath` places every table in one schema, so tests can run
 * side by side in a shared database.
 */
export async function openPostgres(url: string, searchPath?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Connections stay open once made (pg-pool closes one idle for 10 s by default). A new one is
    // a new PostgreSQL backend: its first queries plan without its catalog caches (search's
    // planning 7-10 ms cold against 0.3-0.6 ms warm), so a pool emptied by a quiet spell made the
    // next burst's slowest answers: search's p99 at 50 a second after 12 s idle was 470 ms, and
    // 100-107 ms with the connections kept (docs/catalog.md "Connections kept").
    idleTimeoutMillis: 0,
    // …without holding a process that has nothing else to do (a script, a test) open for them.
    allowExitOnIdle: true,
    // A database that does not answer fails the request (503 page, /readyz) instead of hanging it.
    connectionTimeoutMillis: 5_000,
    // Search's word similarity (trigram.ts), and the tests' schema.
    options: trigramStartupOptions(searchPath),
  });
  // An idle connection dropped by the server (PostgreSQL restarted, a failover) is an 'error'
  // event on the pool; unheard, it would end the process. The pool opens new connections when
  // the database is back, so the site recovers without a restart (docs/operations.md "Database connections lost").
  pool.on('error', (error) => log.warn({ err: error }, 'an idle database connection was lost'));
  if (searchPath) {
    const client = await pool.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${searchPath.replaceAll('"', '')}"`);
    } finally {
      client.release();
    }
  }
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    engine: 'postgres',
    close: () => pool.end(),
  };
}
