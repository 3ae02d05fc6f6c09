import { z } from 'zod';
import { CHAT_VENDORS, VENDOR_TABLE } from './lib/rules/chat-vendors';
import { normalizeMobile } from './contract/rules/mobile';

// STYLE.md §7: the environment is parsed once, here; nothing else reads process.env.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  /** Folder of the embedded PostgreSQL (PGlite) when DATABASE_URL is unset. */
  DATA_DIR: z.string().min(1).default('./.data'),
  /** A real PostgreSQL server; when set the embedded one is not used. */
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** A remote provider with the same contract (…/api/v1); when set the embedded one is not used. */
  PROVIDER_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** How long a call to the remote provider may take before the page gives up on it (ms). */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Site domain whose white-label configuration is served when the request's host is unknown. */
  SITE_DOMAIN: z.string().min(1).default('localhost'),
  /**
   * The other host names this site answers for (the partner brands' domains), separated by
   * spaces; SITE_DOMAIN is always one, and outside production so are localhost, *.localhost and
   * loopback addresses. A brand's domain saved in the back office is answered too, without being
   * listed here (docs/admin.md "Brands"). Any other Host header gets 421: the site prints its own
   * URLs (canonical, Open Graph, sitemap, bank return addresses) from the host it answers for, so
   * a forged Host must print none.
   */
  SITE_HOSTS: z
    .string()
    .regex(/^[\sa-z0-9.-]*$/i, 'SITE_HOSTS must be host names (letters, digits, dots, dashes) separated by spaces')
    .default('')
    .transform((value) => value.toLowerCase().split(/\s+/).filter(Boolean)),
  /** Suffix of the guest status call: GET /ghost/get{CHECK_SUFFIX} (spec §7). */
  CHECK_SUFFIX: z
    .string()
    .regex(/^\/[a-z0-9_/-]+$/i, 'CHECK_SUFFIX must start with / and hold only letters, digits, _ - /')
    .default('/checkuser'),
  /**
   * A public demo (docs/operations.md "What production requires"): in production, the demo drivers (SMS outbox, sandbox
   * bank) and the demo catalog are refused unless this is `on`, and then every page says so.
   */
  DEMO_MODE: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('off')),
  /**
   * SMS driver for login codes: console and outbox are demo drivers; kavenegar sends through
   * Kavenegar; webhook posts each message to SMS_WEBHOOK_URL (the operator's own relay).
   */
  SMS_DRIVER: z.preprocess(emptyToUndefined, z.enum(['console', 'outbox', 'kavenegar', 'webhook']).default('outbox')),
  SMS_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  SMS_SENDER: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Where SMS_DRIVER=webhook posts `{ receptor, message }` as JSON: https, or http on loopback. */
  SMS_WEBHOOK_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** Folder of the demo media the provider serves (scripts/media/generate.mjs writes it). */
  MEDIA_DIR: z.string().min(1).default('./media/demo'),
  /**
   * HMAC secret of signed media URLs (docs/media.md "Signed URLs"). Unset: a random one per process, so
   * several processes behind one balancer must share a set value (at least 32 characters).
   */
  MEDIA_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /**
   * How long a watch token (docs/media.md "Delivery: tokens, caching, nginx") lasts at least, in seconds: rounded up to
   * the hour, plus the film's length. Short values are for tests; downloads last 48 hours.
   */
  MEDIA_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(10)
    .max(7 * 24 * 60 * 60)
    .default(4 * 60 * 60),
  /**
   * The largest film source the back office takes (docs/admin.md "The queue"), in bytes: an upload
   * declaring more is refused before a byte is sent. Uploads wait in DATA_DIR/uploads until ingested.
   */
  MEDIA_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .max(2 ** 40)
    .default(10 * 2 ** 30),
  /**
   * Origins that may read /media across origins (cast receivers, the apps, another player's
   * site), separated by spaces; CORS answers echo one of them, and nobody else. https only in
   * production; outside it http too (a client on another local port).
   */
  MEDIA_CORS_ORIGINS: z
    .string()
    .regex(
      /^\s*(https?:\/\/[a-z0-9.-]+(:\d+)?(\s+https?:\/\/[a-z0-9.-]+(:\d+)?)*)?\s*$/i,
      'MEDIA_CORS_ORIGINS must be origins (https://host[:port]) separated by spaces',
    )
    .default('')
    .transform((value) =>
      value
        .split(/\s+/)
        .filter(Boolean)
        .map((origin) => origin.toLowerCase()),
    ),
  /**
   * Web origins of app clients (the original web client, a partner's site) that may call the API
   * (/api/v1) across origins with a Bearer token (docs/architecture.md "App clients"), separated by
   * spaces. https only in production; outside it http too (a client on another local port).
   */
  API_CORS_ORIGINS: z
    .string()
    .regex(
      /^\s*(https?:\/\/[a-z0-9.-]+(:\d+)?(\s+https?:\/\/[a-z0-9.-]+(:\d+)?)*)?\s*$/i,
      'API_CORS_ORIGINS must be origins (https://host[:port]) separated by spaces',
    )
    .default('')
    .transform((value) =>
      value
        .split(/\s+/)
        .filter(Boolean)
        .map((origin) => origin.toLowerCase()),
    ),
  /**
   * HMAC secret of the mobile operator's USSD purchase links (/USSDlink/:fileid/:userid/:package,
   * docs/payments.md "Buying"): the operator signs with it; unset, every such link is refused.
   */
  USSD_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /** Bank gateway (docs/payments.md): the built-in sandbox bank, or a real Saman (SEP) terminal. */
  PAYMENT_GATEWAY: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'saman']).default('sandbox')),
  /** SEP terminal number, required with PAYMENT_GATEWAY=saman. */
  SAMAN_TERMINAL_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,12}$/)
      .optional(),
  ),
  /**
   * The page cache (catalog HTML kept 30 s) and the provider answer cache (guest answers kept 30 s,
   * then served stale while refreshed): `off` renders every page and asks the provider every time,
   * for measuring what a page costs (npm run bench:scale) and for debugging.
   */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  API_CACHE: z.enum(['on', 'off']).default('on'),
  /** How often the payment reconciler and the direct-debit renewals run, in seconds. */
  MONEY_JOBS_EVERY_S: z.coerce.number().int().min(10).max(86_400).default(60),
  /** Live chat support widget (spec §2 Layouts): its vendor and the site's id there; off when unset. */
  CHAT_VENDOR: z.preprocess(emptyToUndefined, z.enum(CHAT_VENDORS).optional()),
  CHAT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * The main shop a partner brand's subscription covers (spec §2 Subscription modal's warning
   * link): an absolute URL, or a path of this site; the site's home when unset.
   */
  PLUS_SHOP_URL: z
    .string()
    .regex(/^(https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, 'PLUS_SHOP_URL must be an https URL or a path starting with /')
    .default('/'),
  /** Structured log level (pino): fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Bearer token that may read /metrics (docs/operations.md "Logs, health, metrics"). Unset: only clients on this
   * machine (loopback) may read it.
   */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /**
   * Origins that may frame the in-app /app routes (spec §2 /app, in the mobile apps' web views),
   * separated by spaces; every other page may be framed by nobody.
   */
  APP_FRAME_ORIGINS: z
    .string()
    .regex(
      /^\s*(https:\/\/[a-z0-9.-]+(:\d+)?(\s+https:\/\/[a-z0-9.-]+(:\d+)?)*)?\s*$/i,
      'APP_FRAME_ORIGINS must be https origins (https://host[:port]) separated by spaces',
    )
    .default('')
    .transform((value) => value.split(/\s+/).filter(Boolean)),
  /**
   * Login code sends an hour from one client address, whatever the numbers (docs/configuration.md):
   * an address can be a carrier's NAT with many subscribers behind it, so an
   * operator whose visitors come through few addresses raises it. The number's own caps protect
   * its owner whatever this is.
   */
  LOGIN_SENDS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  /**
   * Value-added tax on plans and purchases, in whole percent (spec §9's 10 by default; docs/configuration.md).
   * A change applies to payments made after it: each payment keeps the VAT it was charged.
   */
  VAT_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  /**
   * The first back-office admins (docs/admin.md "The first admin"): mobiles, comma-separated, in
   * any accepted form (spec §5); they hold the admin role while listed, and grant roles to others.
   */
  ADMIN_MOBILES: z
    .string()
    .default('')
    .transform((value, ctx) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => {
          const mobile = normalizeMobile(item);
          if (!mobile) ctx.addIssue({ code: 'custom', message: `ADMIN_MOBILES: "${item}" is not a mobile number` });
          return mobile ?? '';
        }),
    ),
});

export type Config = z.infer<typeof schema>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (result.data.SMS_DRIVER === 'kavenegar' && !result.data.SMS_API_KEY) {
    throw new Error('Invalid configuration:\n  SMS_API_KEY: required when SMS_DRIVER=kavenegar');
  }
  if (result.data.SMS_DRIVER === 'webhook' && !isWebhookUrl(result.data.SMS_WEBHOOK_URL)) {
    throw new Error(
      'Invalid configuration:\n  SMS_WEBHOOK_URL: required when SMS_DRIVER=webhook (https, or http on 127.0.0.1/localhost)',
    );
  }
  if (result.data.PAYMENT_GATEWAY === 'saman' && !result.data.SAMAN_TERMINAL_ID) {
    throw new Error('Invalid configuration:\n  SAMAN_TERMINAL_ID: required when PAYMENT_GATEWAY=saman');
  }
  const chat = chatProblem(result.data);
  if (chat) throw new Error(`Invalid configuration:\n  ${chat}`);
  const production = productionProblems(result.data, env);
  if (production.length > 0) throw new Error(`Invalid configuration for production:\n  ${production.join('\n  ')}`);
  return result.data;
}

/** The relay's URL: https, or plain http only to this machine (a relay beside the process). */
function isWebhookUrl(value: string | undefined): boolean {
  if (!value) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** The demo drivers and catalog run in production only in a declared public demo. */
export const isDemo = (data: Pick<Config, 'NODE_ENV' | 'DEMO_MODE'>) =>
  data.NODE_ENV !== 'production' || data.DEMO_MODE === 'on';

/**
 * docs/operations.md "What production requires": the defaults are for a laptop, and production fails closed. A per-process
 * media secret breaks signed URLs behind a balancer; the console SMS driver prints login codes
 * into the log; the outbox keeps codes where a demo reads them, the sandbox bank credits money
 * per click and the demo catalog carries a made-up brand: none of them runs in production unless
 * the operator declares a public demo (DEMO_MODE=on), which every page then shows.
 */
function productionProblems(data: Config, env: Record<string, string | undefined>): string[] {
  if (data.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const name of ['API_CORS_ORIGINS', 'MEDIA_CORS_ORIGINS'] as const)
    if (data[name].some((origin) => origin.startsWith('http:')))
      problems.push(`${name}: https origins only in production (tokens must not cross in clear text)`);
  const demo = data.DEMO_MODE === 'on';
  if (!data.MEDIA_SECRET)
    problems.push('MEDIA_SECRET: required in production (32+ characters, shared by every process)');
  if (!env['SMS_DRIVER'])
    problems.push('SMS_DRIVER: set it explicitly in production (kavenegar or webhook; outbox only with DEMO_MODE=on)');
  else if (data.SMS_DRIVER === 'console')
    problems.push('SMS_DRIVER: console prints login codes in the log; never in production');
  else if (data.SMS_DRIVER === 'outbox' && !demo)
    problems.push('SMS_DRIVER: outbox sends no SMS (a demo inbox); in production only with DEMO_MODE=on');
  if (!env['PAYMENT_GATEWAY'])
    problems.push('PAYMENT_GATEWAY: set it explicitly in production (saman; sandbox only with DEMO_MODE=on)');
  else if (data.PAYMENT_GATEWAY === 'sandbox' && !demo)
    problems.push(
      'PAYMENT_GATEWAY: sandbox is a demo bank that credits money per click; in production only with DEMO_MODE=on',
    );
  return problems;
}

/** The chat needs both its vendor and an id of the vendor's shape, or neither. */
function chatProblem({ CHAT_VENDOR, CHAT_ID }: Config): string | null {
  if (CHAT_VENDOR && !CHAT_ID) return 'CHAT_ID: required when CHAT_VENDOR is set';
  if (CHAT_ID && !CHAT_VENDOR) return `CHAT_VENDOR: required when CHAT_ID is set (one of ${CHAT_VENDORS.join(', ')})`;
  if (CHAT_VENDOR && CHAT_ID && !VENDOR_TABLE[CHAT_VENDOR].idPattern.test(CHAT_ID)) {
    return `CHAT_ID: ${VENDOR_TABLE[CHAT_VENDOR].idHint}`;
  }
  return null;
}

/** The live chat to show, or null when it is off. */
export const chatSettings = ({ CHAT_VENDOR, CHAT_ID }: Config) =>
  CHAT_VENDOR && CHAT_ID ? { vendor: CHAT_VENDOR, id: CHAT_ID } : null;

export const config: Config = parseConfig(process.env);
