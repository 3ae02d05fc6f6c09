import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/provider/db/client';
import { createProvider, type Provider } from '../../src/provider';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import type { ProviderSettings } from '../../src/provider/http/env';

// The provider suite runs on PGlite always and on PostgreSQL when one answers. CI sets
// REQUIRE_POSTGRES=1 so that an unreachable server fails the run instead of skipping it.
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    if (process.env.REQUIRE_POSTGRES === '1')
      throw new Error(`PostgreSQL required but not reachable at ${POSTGRES_URL}`, { cause: error });
    return false;
  }
}

export type Engine = 'pglite' | 'postgres';
export const ENGINES: Engine[] = (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];

/** A schema of its own per test file and run, dropped at close: runs never see each other's rows. */
const schemaName = () => `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

export interface TestProvider extends Provider {
  /** GET (or another method) on an /api/v1 path, answering status and parsed body. */
  call(path: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
}

export async function startProvider(
  engine: Engine,
  settings: ProviderSettings = { defaultDomain: 'localhost', checkSuffix: '/checkuser', sms: outboxDriver },
): Promise<TestProvider> {
  let database: Database;
  let drop = async () => {};
  if (engine === 'pglite') {
    database = await openPglite();
  } else {
    const schema = schemaName();
    database = await openPostgres(POSTGRES_URL, schema);
    drop = async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    };
  }
  const provider = await createProvider(database, settings);
  return {
    ...provider,
    async close() {
      await provider.close();
      await drop();
    },
    async call(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('host')) headers.set('host', 'localhost');
      const response = await provider.handle(new Request(`http://localhost/api/v1${path}`, { ...init, headers }));
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
  };
}

/** The headers of a tus 1.0 creation: the upload's length and its metadata, each value base64. */
export const tusCreate = (size: number, meta: Record<string, string>) => ({
  'tus-resumable': '1.0.0',
  'upload-length': String(size),
  'upload-metadata': Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(','),
});

export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/**
 * A logged-in viewer made directly in the database (the login flow has its own tests): a user,
 * a session for a random token and, optionally, a subscription of `subscribedDays`.
 */
export async function sessionFor(provider: Provider, mobile: string, subscribedDays = 0): Promise<string> {
  const { db } = provider.database;
  const { users, sessions, subscriptions } = await import('../../src/provider/db/schema');
  const { hashToken } = await import('../../src/provider/domain/auth/viewer');
  const [user] = await db.insert(users).values({ mobile }).returning();
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');
  const now = Date.now();
  await db
    .insert(sessions)
    .values({ tokenHash: await hashToken(token), userId: user!.id, expiresAt: new Date(now + 86_400_000) });
  if (subscribedDays > 0) {
    await db.insert(subscriptions).values({
      userId: user!.id,
      planId: 1,
      startsAt: new Date(now),
      endsAt: new Date(now + subscribedDays * 86_400_000 - 60_000),
    });
  }
  return token;
}
