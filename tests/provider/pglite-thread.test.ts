import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../src/provider/db/client';
import { openThreadedPglite, type ThreadedPglite } from '../../src/provider/db/pglite-thread-client';
import { isDatabaseUnavailable } from '../../src/provider/db/unavailable';

// The embedded database runs in a thread of its own (docs/decisions/0010-embedded-database-thread.md); these are the calls drizzle
// makes of it, seen from the thread that renders pages.
describe('the embedded database thread', () => {
  let client: ThreadedPglite;
  beforeAll(async () => {
    client = await openThreadedPglite();
    await client.query('CREATE TABLE item (id int PRIMARY KEY, name text NOT NULL, at timestamptz, data jsonb)');
  });
  afterAll(() => client.close());

  it('answers rows as objects or arrays, and keeps as text the types the caller names', async () => {
    const params = [7, 'فیلم', '2026-11-24T06:00:00Z', { a: [1, 'b'] }];
    await client.query('INSERT INTO item VALUES ($1, $2, $3, $4)', params);
    // As PGlite answers in its own thread: bigint as a number, timestamptz as a Date.
    const objects = await client.query('SELECT id, name, at, data, 12::bigint AS big FROM item WHERE id = $1', [7]);
    expect(objects.rows).toEqual([
      { id: 7, name: 'فیلم', at: new Date('2026-11-24T06:00:00Z'), data: { a: [1, 'b'] }, big: 12 },
    ]);
    // drizzle's parsers keep timestamptz (1184) as PostgreSQL's text.
    const arrays = await client.query('SELECT id, at FROM item WHERE id = $1', [7], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(arrays.rows).toEqual([[7, '2026-11-24 06:00:00+00']]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'at']);
  });

  it("passes on PostgreSQL's error fields, and answers the next query", async () => {
    await client.query('INSERT INTO item (id, name) VALUES (1, $1)', ['one']);
    const error = await client.query('INSERT INTO item (id, name) VALUES (1, $1)', ['again']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'item_pkey' });
    expect((await client.query('SELECT name FROM item WHERE id = 1')).rows).toEqual([{ name: 'one' }]);
  });

  it('commits a transaction, and rolls back one whose work threw', async () => {
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO item (id, name) VALUES (20, $1)', ['kept']);
    });
    const thrown = await client
      .transaction(async (tx) => {
        await tx.query('INSERT INTO item (id, name) VALUES (21, $1)', ['dropped']);
        throw new Error('the work failed');
      })
      .catch((e: Error) => e.message);
    expect(thrown).toBe('the work failed');
    const rows = await client.query('SELECT id FROM item WHERE id IN (20, 21) ORDER BY id');
    expect(rows.rows).toEqual([{ id: 20 }]);
  });

  it('holds other queries until a transaction ends, so none sees its work half done', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('INSERT INTO item (id, name) VALUES (30, $1)', ['first']);
      await held;
      await tx.query('INSERT INTO item (id, name) VALUES (31, $1)', ['second']);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = client.query('SELECT count(*)::int AS n FROM item WHERE id IN (30, 31)');
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 2 }]);
  });

  it('leaves the calling thread free while a query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await client.query('SELECT pg_sleep(0.5)');
    clearInterval(timer);
    // On the calling thread, the half-second query would have let no timer run.
    expect(ticks).toBeGreaterThanOrEqual(10);
  });
});

describe('an embedded database that cannot open', () => {
  it('fails the opening with the reason, instead of answering later calls', async () => {
    // A folder inside a file cannot be made.
    const error = await openThreadedPglite('/dev/null/data').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/ENOTDIR|not a directory/i);
  });
});

describe('the embedded database through drizzle', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite();
    await database.db.execute(sql`CREATE TABLE note (id int PRIMARY KEY, body text NOT NULL)`);
  });
  afterAll(() => database.close());

  it('rolls back a nested transaction to its savepoint and commits the rest', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO note VALUES (1, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO note VALUES (2, 'inner')`);
          throw new Error('inner failed');
        })
        .catch(() => {});
    });
    const result = (await database.db.execute(sql`SELECT id, body FROM note ORDER BY id`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows).toEqual([{ id: 1, body: 'outer' }]);
  });

  it('answers a closed database as unreachable (a 503), not as a fault', async () => {
    const other = await openPglite();
    await other.close();
    const error = await other.db.execute(sql`SELECT 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
