import pg from 'pg';
import { expect, test } from '@playwright/test';
import { drillPassed, runPostgresDrill } from '../../scripts/drill/postgres-outage.mjs';

// README "Operations": the shortened PostgreSQL drill (npm run drill:postgres -- --short). It needs
// the PostgreSQL of TEST_DATABASE_URL, like the provider suite: without one it is not defined,
// unless REQUIRE_POSTGRES=1 (CI), which makes an unreachable server fail the run.
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
}
