import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { config } from '../config';
import { openPglite, openPostgres, type Database } from './db/client';
import { migrate } from './db/migrate';
import { createApp, sandboxPayment } from './http/app';
import type { PaymentSettings, ProviderSettings } from './http/env';
import { reconcile, startReconciler } from './domain/money/reconcile';
import { renewSubscriptions, startRenewals } from './domain/directdebit/renewal';
import { vatRateOf } from './domain/money/price';
import { samanGateway } from './gateway/saman';
import { buyNewEpisodes } from './domain/directdebit/episodes';
import { startIngestWorker } from './domain/admin/ingest-worker';
import { QUEUE_TIMES } from './domain/admin/queue';
import { sweepUploads } from './http/routes/uploads';
import { log } from '../ops/logger';
import { catalog } from './seed/catalog';
import { seedIfEmpty } from './seed';
import { fillSearchColumns } from './domain/catalog/search-columns';
import { consoleDriver, kavenegarDriver, outboxDriver, webhookDriver, type SmsDriver } from './domain/auth/sms';
import { isDemo, type Config } from '../config';
import { onShutdown } from '../ops/lifecycle.mjs';

/** SMS_DRIVER of the configuration (docs/configuration.md). */
export function smsDriverOf(
  settings: Pick<Config, 'SMS_DRIVER' | 'SMS_API_KEY' | 'SMS_SENDER' | 'SMS_WEBHOOK_URL'>,
): SmsDriver {
  if (settings.SMS_DRIVER === 'kavenegar') return kavenegarDriver(settings.SMS_API_KEY ?? '', settings.SMS_SENDER);
  if (settings.SMS_DRIVER === 'webhook') return webhookDriver(settings.SMS_WEBHOOK_URL ?? '');
  return settings.SMS_DRIVER === 'console' ? consoleDriver : outboxDriver;
}

export interface Provider {
  handle(request: Request): Promise<Response>;
  database: Database;
  /** The gateways in use, and the money jobs, callable at will (tests, an operator's script). */
  payment: PaymentSettings;
  reconcile(now?: Date, olderThanMs?: number): ReturnType<typeof reconcile>;
  renew(now?: Date): ReturnType<typeof renewSubscriptions>;
  buyEpisodes(now?: Date): ReturnType<typeof buyNewEpisodes>;
  close(): Promise<void>;
}

/** PAYMENT_GATEWAY of the configuration (docs/payments.md): the sandbox, or a Saman terminal. */
export function paymentOf(
  settings: Pick<Config, 'PAYMENT_GATEWAY' | 'SAMAN_TERMINAL_ID'>,
  db: Database['db'],
): PaymentSettings {
  const sandbox = sandboxPayment(db);
  if (settings.PAYMENT_GATEWAY !== 'saman') return sandbox;
  // Direct debit stays on the sandbox until an aggregator's adapter exists (research/payments.md §3).
  return { gateway: samanGateway({ terminalId: settings.SAMAN_TERMINAL_ID ?? '' }), directdebit: sandbox.directdebit };
}

/**
 * A provider over an open database: migrates it, seeds the demo catalog if empty, fills the search
 * columns rows lack (a catalog from before them), serves.
 */
export async function createProvider(database: Database, settings: ProviderSettings): Promise<Provider> {
  await migrate(database.db);
  if (settings.seedDemo !== false) await seedIfEmpty(database.db, catalog);
  await fillSearchColumns(database.db);
  const payment = settings.payment ?? sandboxPayment(database.db);
  const app = createApp(database.db, { ...settings, payment });
  const { db } = database;
  const stops = settings.jobs
    ? [
        startReconciler(db, payment.gateway, payment.directdebit, settings.jobs.reconcileEveryMs),
        startRenewals(db, payment.directdebit, vatRateOf(settings), settings.jobs.renewEveryMs),
      ]
    : [];
  // docs/admin.md "The queue": the ingest worker, one job at a time.
  if (settings.ingest?.worker) {
    stops.push(startIngestWorker(db, settings, settings.ingest.worker));
    // Uploads abandoned half-way are deleted after a week, looked for every hour.
    const uploads = settings.ingest.uploadsDir;
    const sweep = setInterval(
      () => void sweepUploads(uploads).catch((error: unknown) => log.warn({ err: error }, 'upload sweep failed')),
      3_600_000,
    );
    sweep.unref();
    stops.push(() => clearInterval(sweep));
  }
  return {
    handle: async (request) => app.fetch(request),
    database,
    payment,
    reconcile: (now, olderThanMs) => reconcile(db, payment.gateway, payment.directdebit, now, olderThanMs),
    renew: (now) => renewSubscriptions(db, payment.directdebit, vatRateOf(settings), now),
    buyEpisodes: (now) => buyNewEpisodes(db, payment.directdebit, now),
    close: async () => {
      for (const stop of stops) stop();
      await database.close();
    },
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
    const provider = await createProvider(database, {
      defaultDomain: config.SITE_DOMAIN,
      checkSuffix: config.CHECK_SUFFIX,
      sms: smsDriverOf(config),
      media: {
        dir: config.MEDIA_DIR,
        secret: config.MEDIA_SECRET ?? randomBytes(32).toString('hex'),
        tokenTtlSeconds: config.MEDIA_TOKEN_TTL_S,
        corsOrigins: config.MEDIA_CORS_ORIGINS,
      },
      payment: paymentOf(config, database.db),
      ...(config.USSD_SECRET ? { ussdSecret: config.USSD_SECRET } : {}),
      jobs: { reconcileEveryMs: config.MONEY_JOBS_EVERY_S * 1000, renewEveryMs: config.MONEY_JOBS_EVERY_S * 1000 },
      // docs/operations.md "What production requires": production fails closed, a declared public demo excepted.
      seedDemo: isDemo(config),
      devInbox: config.NODE_ENV !== 'production',
      adminMobiles: config.ADMIN_MOBILES,
      loginSendsPerAddressHour: config.LOGIN_SENDS_PER_ADDRESS_HOUR,
      vatPercent: config.VAT_PERCENT,
      artwork: { dir: join(config.DATA_DIR, 'artwork') },
      ingest: {
        uploadsDir: join(config.DATA_DIR, 'uploads'),
        maxUploadBytes: config.MEDIA_UPLOAD_MAX_BYTES,
        worker: { ...QUEUE_TIMES, pollMs: 2000 },
      },
    });
    // Graceful shutdown (docs/operations.md "Graceful shutdown"): after the last request, stop the jobs, close the database.
    onShutdown('embedded provider', () => provider.close());
    return provider;
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
