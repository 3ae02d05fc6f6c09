import { sql } from 'drizzle-orm';
import { config } from '../../../config';
import { embeddedProvider } from '../../../provider';
import { listMigrations } from '../../../provider/db/migrate';
import { isStopping } from '../../../ops/lifecycle.mjs';

/** What /readyz answers: ready, and each check's finding. */
export interface Readiness {
  ready: boolean;
  checks: Record<string, string>;
}

const TIMEOUT_MS = 2_000;

/** `work`, or a rejection after `ms`: a probe must answer even when the database hangs. */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The embedded provider's database: reachable, and every migration of this build applied. */
async function databaseChecks(): Promise<Record<string, string>> {
  let provider;
  try {
    // The first call opens, migrates and seeds the database (a few seconds on a first start).
    provider = await withinTime(embeddedProvider(), TIMEOUT_MS);
  } catch {
    return { database: 'starting or unreachable' };
  }
  try {
    const rows = (await withinTime(
      provider.database.db.execute(sql`SELECT tag FROM app_migrations`),
      TIMEOUT_MS,
    )) as unknown as {
      rows: { tag: string }[];
    };
    const applied = new Set(rows.rows.map((row) => row.tag));
    const pending = listMigrations().filter((migration) => !applied.has(migration.tag)).length;
    return { database: 'ok', migrations: pending === 0 ? 'ok' : `${pending} pending` };
  } catch {
    return { database: 'unreachable' };
  }
}

/** A remote provider (PROVIDER_URL) answers a cheap catalog call. */
async function remoteChecks(url: string): Promise<Record<string, string>> {
  try {
    const response = await fetch(`${url.replace(/\/$/, '')}/genres`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { provider: response.ok ? 'ok' : `answered ${response.status}` };
  } catch {
    return { provider: 'unreachable' };
  }
}

/** docs/operations.md "Logs, health, metrics": ready to take traffic, or why not (503). */
export async function readiness(): Promise<Readiness> {
  if (isStopping()) return { ready: false, checks: { process: 'stopping' } };
  const checks = config.PROVIDER_URL ? await remoteChecks(config.PROVIDER_URL) : await databaseChecks();
  return { ready: Object.values(checks).every((value) => value === 'ok'), checks };
}
