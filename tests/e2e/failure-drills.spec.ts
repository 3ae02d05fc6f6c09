import pg from 'pg';
import { expect, test } from '@playwright/test';
import { drillPassed, runPostgresDrill } from '../../scripts/drill/postgres-outage.mjs';
import { drillPassed as paymentsDrillPassed, runPaymentsDrill } from '../../scripts/drill/kill-during-payments.mjs';

// docs/operations.md: the shortened drills (npm run drill:postgres -- --short, npm run
// drill:payments -- --short). They need the PostgreSQL of TEST_DATABASE_URL, like the provider
// suite: without one they are not defined, unless REQUIRE_POSTGRES=1 (CI), which makes an
// unreachable server fail the run.
const POSTGRES_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return process.env['REQUIRE_POSTGRES'] === '1';
  }
}

if (await postgresReachable()) {
  test('PostgreSQL lost under load: the API answers 503, pages stay up from cache, the site recovers by itself', async () => {
    test.setTimeout(180_000);
    const result = await runPostgresDrill({ short: true });
    const statuses = (counts: Record<string, number>, kind: string) =>
      Object.keys(counts)
        .filter((key) => key.startsWith(`${kind} `))
        .map((key) => key.slice(kind.length + 1));
    expect(statuses(result.before, 'api')).toEqual(['200']);
    expect(statuses(result.outage, 'api')).toEqual(['503']);
    expect(statuses(result.outage, 'readyz')).toEqual(['503']);
    // Catalog pages are served from the provider's answers while it cannot refresh them.
    expect(statuses(result.outage, 'page')).toEqual(['200']);
    expect(result.recoveredMs).not.toBeNull();
    expect(statuses(result.after, 'api')).toEqual(['200']);
    expect(drillPassed(result)).toBe(true);
  });

  test('a server killed with SIGKILL during payments: it comes back, and no toman is lost or doubled', async () => {
    test.setTimeout(180_000);
    const result = await runPaymentsDrill({ short: true });
    // The kill must have cut something, or the drill proved nothing.
    expect(result.killed.unanswered).toBeGreaterThan(0);
    expect(Object.values(result.killed.operations).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(result.recovery).not.toBeNull();
    // Money moved on both sides of the kill.
    expect(result.before.operations['top-up paid']).toBeGreaterThan(0);
    expect(result.after.operations['top-up paid']).toBeGreaterThan(0);
    // Payments finished at the bank but pending with us (cut, or the payer never came back) were settled.
    expect(result.settle.pending).toBeGreaterThan(0);
    for (const check of result.checks) expect.soft(check.ok, `${check.name}: ${check.detail}`).toBe(true);
    expect(paymentsDrillPassed(result)).toBe(true);
  });
}
