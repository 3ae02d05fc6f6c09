import type { Db } from '../db/client';
import type { SmsDriver } from '../domain/auth/sms';
import type { Viewer } from '../domain/auth/viewer';
import type { DirectDebitGateway, PaymentGateway } from '../gateway/gateway';
import type { WorkerOptions } from '../domain/admin/ingest-worker';

/** Settings the provider takes from configuration (src/config.ts), passed in so tests set them. */
export interface ProviderSettings {
  /** Site served when the request's host has no configuration of its own. */
  defaultDomain: string;
  /** GET /ghost/get{checkSuffix}: the guest status call (spec §7). */
  checkSuffix: string;
  /** Where login codes go (console and outbox are demo drivers). */
  sms: SmsDriver;
  /** Media (docs/media.md "Delivery: tokens, caching, nginx"): the folder served, the token secret and lifetime, CORS; defaults if absent. */
  media?: MediaSettings;
  /** The clock in milliseconds (tests move it: live windows, expiries, screening hours). */
  now?: () => number;
  /** The bank gateway and direct-debit bank (PAYMENT_GATEWAY); the sandbox when absent. */
  payment?: PaymentSettings;
  /** HMAC secret of operator USSD links (USSD_SECRET); every such link is refused when absent. */
  ussdSecret?: string;
  /** Background money jobs (reconciler, renewals); off when absent, as in tests. */
  jobs?: { reconcileEveryMs: number; renewEveryMs: number };
  /** Seeds the demo catalog into an empty database (default true; production: DEMO_MODE=on only). */
  seedDemo?: boolean;
  /** The first back-office admins (ADMIN_MOBILES, docs/admin.md "The first admin"), as 09XXXXXXXXX. */
  adminMobiles?: readonly string[];
  /** Login code sends an hour from one client address (LOGIN_SENDS_PER_ADDRESS_HOUR); 60 when absent. */
  loginSendsPerAddressHour?: number;
  /** Value-added tax in whole percent (VAT_PERCENT); the spec's 10 when absent. */
  vatPercent?: number;
  /** Media upload and the ingest queue (docs/admin.md "The queue"); uploads are refused when absent. */
  ingest?: IngestSettings;
  /** Uploaded artwork (docs/admin.md "Artwork"): where its files go; uploads are refused when absent. */
  artwork?: { dir: string };
  /** Serves the demo SMS inbox GET /api/dev/sms with a demo driver (default true; never in production). */
  devInbox?: boolean;
}

export interface MediaSettings {
  dir: string;
  /** HMAC secret of media tokens (MEDIA_SECRET), shared with the edge that checks them. */
  secret: string;
  /** How long a watch token lasts at least, seconds (MEDIA_TOKEN_TTL_S; four hours when absent). */
  tokenTtlSeconds?: number;
  /** Origins that may read media across origins (MEDIA_CORS_ORIGINS); none when absent. */
  corsOrigins?: readonly string[];
}

export interface IngestSettings {
  /** Where uploads are kept until ingested (DATA_DIR/uploads): never a folder the site serves. */
  uploadsDir: string;
  /** The largest source file taken (MEDIA_UPLOAD_MAX_BYTES). */
  maxUploadBytes: number;
  /** The in-process worker and its queue's times; off when absent (tests run jobs themselves). */
  worker?: WorkerOptions;
}

export interface PaymentSettings {
  gateway: PaymentGateway;
  directdebit: DirectDebitGateway;
}

export interface ProviderEnv {
  Variables: {
    db: Db;
    settings: ProviderSettings;
    /** The logged-in user behind the bearer token, or null for a guest. */
    viewer: Viewer | null;
    payment: PaymentSettings;
  };
}
