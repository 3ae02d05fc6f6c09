import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPglite, openPostgres } from '../../src/provider/db/client';
import { listMigrations, migrate } from '../../src/provider/db/migrate';
import { people, titles } from '../../src/provider/db/schema';
import { seedIfEmpty } from '../../src/provider/seed';
import { catalog } from '../../src/provider/seed/catalog';
import { ENGINES } from './harness';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const episodeCount = catalog.series.reduce((n, s) => n + s.episodes.length, 0);

describe('database setup on pglite', () => {
  it('migrates once and seeds the demo catalog once', async () => {
    const { db, close } = await openPglite();
    try {
      expect(await migrate(db)).toEqual(listMigrations().map((m) => m.tag));
      expect(await migrate(db)).toEqual([]);
      expect(await seedIfEmpty(db, catalog)).toBe(true);
      expect(await seedIfEmpty(db, catalog)).toBe(false);
      const [titleCount] = await db.select({ n: count() }).from(titles);
      expect(titleCount?.n).toBe(catalog.movies.length + catalog.series.length + episodeCount);
      const [personCount] = await db.select({ n: count() }).from(people);
      expect(personCount?.n).toBe(80);
    } finally {
      await close();
    }
  });

  it('keeps the data in its folder across restarts', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'pglite-'));
    try {
      const first = await openPglite(dir);
      await migrate(first.db);
      await seedIfEmpty(first.db, catalog);
      await first.close();
      const second = await openPglite(dir);
      expect(await migrate(second.db)).toEqual([]);
      expect(await seedIfEmpty(second.db, catalog)).toBe(false);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!ENGINES.includes('postgres'))('database setup on postgres', () => {
  const schema = `t_setup_${Date.now().toString(36)}`;
  afterAll(async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it('migrates and seeds exactly once when two server processes start together', async () => {
    // Two pools on one schema stand for two server processes sharing one PostgreSQL.
    const a = await openPostgres(POSTGRES_URL, schema);
    const b = await openPostgres(POSTGRES_URL, schema);
    try {
      const migrated = await Promise.all([migrate(a.db), migrate(b.db)]);
      expect(migrated.flat()).toEqual(listMigrations().map((m) => m.tag));
      const seeded = await Promise.all([seedIfEmpty(a.db, catalog), seedIfEmpty(b.db, catalog)]);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const [titleCount] = await a.db.select({ n: count() }).from(titles);
      expect(titleCount?.n).toBe(catalog.movies.length + catalog.series.length + episodeCount);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('keeps its connections through a quiet spell: the same backends answer after it', async () => {
    const { db, close } = await openPostgres(POSTGRES_URL, schema);
    const backends = async () => {
      // Four at once, so the pool holds four connections.
      const answers = (await Promise.all(
        [1, 2, 3, 4].map(() => db.execute(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`)),
      )) as unknown as { rows: { pid: number }[] }[];
      return new Set(answers.map((answer) => answer.rows[0]?.pid));
    };
    try {
      // The pool's timers on a clock the test moves: a minute without a query (pg-pool's default
      // closed a connection idle for 10 s).
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const before = await backends();
      expect(before.size).toBe(4);
      await vi.advanceTimersByTimeAsync(60_000);
      vi.useRealTimers();
      expect(await backends()).toEqual(before);
    } finally {
      vi.useRealTimers();
      await close();
    }
  });
});

describe('the embedded database folder', () => {
  it('is created with its parents when DATA_DIR names a folder that does not exist yet', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const parent = await mkdtemp(join(tmpdir(), 'pglite-nested-'));
    try {
      const database = await openPglite(join(parent, 'a', 'b', 'data'));
      expect(await migrate(database.db)).toEqual(listMigrations().map((m) => m.tag));
      await database.close();
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
