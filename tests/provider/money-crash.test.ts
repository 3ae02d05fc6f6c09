import { spawn } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/provider/db/client';
import { payments, sandboxBank } from '../../src/provider/db/schema';
import { createProvider, type Provider } from '../../src/provider';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { ENGINES, sessionFor } from './harness';
import { ledgerProblems } from '../../src/provider/domain/money/invariant';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const settings = { defaultDomain: 'localhost', checkSuffix: '/checkuser', sms: outboxDriver };

// A process killed mid-payment is a PostgreSQL matter (PGlite lives inside the killed process).
describe.runIf(ENGINES.includes('postgres'))('a server killed with SIGKILL in the middle of payments', () => {
  const schema = `t_crash_${Date.now().toString(36)}`;
  let provider: Provider;
  let tokens: string[] = [];
  beforeAll(async () => {
    provider = await createProvider(await openPostgres(POSTGRES_URL, schema), settings);
    tokens = [await sessionFor(provider, '09351110001'), await sessionFor(provider, '09351110002')];
  });
  afterAll(async () => {
    await provider?.close();
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it('loses and doubles no toman: the restarted server settles what was pending', async () => {
    const worker = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/provider/fixtures/money-worker.ts', POSTGRES_URL, schema, ...tokens],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let progress = 0;
    worker.stdout!.on('data', (chunk: Buffer) => (progress += chunk.length));
    const deadline = Date.now() + 40_000;
    while (progress < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    worker.kill('SIGKILL');
    await new Promise((r) => worker.once('exit', r));
    expect(progress).toBeGreaterThanOrEqual(40);

    // "Restart": a fresh provider on the same database runs the reconciler.
    await provider.close();
    provider = await createProvider(await openPostgres(POSTGRES_URL, schema), settings);
    const { db } = provider.database;
    await provider.reconcile(new Date(), 0);
    expect(await ledgerProblems(db)).toEqual([]);
    // Every payment the bank took money for is paid with us, exactly once; nothing is left pending.
    const rows = (await db.execute(sql`
      SELECT p.status, b.state FROM ${sandboxBank} b JOIN ${payments} p ON p.id::text = b.res_num
      WHERE b.kind = 'payment'`)) as unknown as { rows: { status: string; state: number }[] };
    for (const row of rows.rows)
      expect(row.status).toBe(
        row.state === 2 ? 'paid' : row.state === 0 ? 'pending' : row.state === 1 ? 'cancelled' : 'failed',
      );
    const stuck = await db.select().from(payments).where(eq(payments.status, 'pending'));
    // A payment created just before the kill, whose payer never reached the bank, may stay pending.
    expect(stuck.length).toBeLessThanOrEqual(4);
  }, 60_000);
});
