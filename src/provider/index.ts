import { randomBytes } from 'node:crypto';
import { config } from '../config';
import { openPglite, openPostgres, type Database } from './db/client';
import { migrate } from './db/migrate';
import { createApp } from './http/app';
import type { ProviderSettings } from './http/env';
import { catalog } from './seed/catalog';
import { seedIfEmpty } from './seed';
import { consoleDriver, kavenegarDriver, outboxDriver, type SmsDriver } from './domain/auth/sms';
import type { Config } from '../config';

/** SMS_DRIVER of the configuration (README: Configuration). */
export function smsDriverOf(settings: Pick<Config, 'SMS_DRIVER' | 'SMS_API_KEY' | 'SMS_SENDER'>): SmsDriver {
  if (settings.SMS_DRIVER === 'kavenegar') return kavenegarDriver(settings.SMS_API_KEY ?? '', settings.SMS_SENDER);
  return settings.SMS_DRIVER === 'console' ? consoleDriver : outboxDriver;
}

export interface Provider {
  handle(request: Request): Promise<Response>;
  database: Database;
  close(): Promise<void>;
}

/** A provider over an open database: migrates it, seeds the demo catalog if empty, serves. */
export async function createProvider(database: Database, settings: ProviderSettings): Promise<Provider> {
  await migrate(database.db);
  await seedIfEmpty(database.db, catalog);
  const app = createApp(database.db, settings);
  return {
    handle: async (request) => app.fetch(request),
    database,
    close: () => database.close(),
  };
}

let embedded: Promise<Provider> | undefined;

/**
 * The embedded provider of this process (ARCHITECTURE.md §7): PGlite in DATA_DIR, or PostgreSQL
 * when DATABASE_URL is set. Opened, migrated and seeded on first use.
 */
export function embeddedProvider(): Promise<Provider> {
  embedded ??= (async () => {
    const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(config.DATA_DIR);
    return createProvider(database, {
      defaultDomain: config.SITE_DOMAIN,
      checkSuffix: config.CHECK_SUFFIX,
      sms: smsDriverOf(config),
      media: { dir: config.MEDIA_DIR, secret: config.MEDIA_SECRET ?? randomBytes(32).toString('hex') },
    });
  })();
  embedded.catch(() => {
    embedded = undefined;
  });
  return embedded;
}

/** `handle(Request) => Promise<Response>` of ARCHITECTURE.md: the embedded provider's door. */
export async function handle(request: Request): Promise<Response> {
  return (await embeddedProvider()).handle(request);
}
