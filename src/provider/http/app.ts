import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Db } from '../db/client';
import { bearerToken, findViewer } from '../domain/auth/viewer';
import type { ProviderEnv, ProviderSettings } from './env';
import { ProviderError, unauthorized } from '../errors';
import { appRoutes } from './routes/app';
import { authRoutes } from './routes/auth';
import { devRoutes } from './routes/dev';
import { castRoutes } from './routes/cast';
import { listRoutes } from './routes/lists';
import { liveRoutes } from './routes/live';
import { mediaRoutes } from './routes/media';
import { searchRoutes } from './routes/search';
import { siteRoutes } from './routes/site';
import { titleRoutes } from './routes/titles';
import { artworkRoutes } from './routes/artwork';
import { API_PREFIX } from '../../contract/rules/contract';
import { watchRoutes } from './routes/watch';
import { dataRoutes } from './routes/data';
import { buyRoutes } from './routes/buy';
import { directdebitRoutes } from './routes/directdebit';
import { moneyRoutes } from './routes/money';
import { sandboxBankRoutes } from './routes/sandbox-bank';
import { adminRoutes } from './routes/admin';
import { communityRoutes } from './routes/community';
import { uploadRoutes } from './routes/uploads';
import { sandboxGateway } from '../gateway/sandbox/adapter';
import { log } from '../../ops/logger';
import { isDatabaseUnavailable } from '../db/unavailable';

/**
 * The provider's HTTP surface: every route under /api/v1, errors in the spec §8 envelope, and the
 * artwork its catalog names (/img/…).
 */
export function createApp(db: Db, settings: ProviderSettings) {
  const root = new Hono<ProviderEnv>();
  const app = new Hono<ProviderEnv>();
  const payment = settings.payment ?? sandboxPayment(db);

  app.use(async (c, next) => {
    c.set('db', db);
    c.set('settings', settings);
    c.set('payment', payment);
    const token = bearerToken(c.req.header('authorization'));
    const viewer = await findViewer(db, token);
    // spec §8: a token that names no live session (revoked, expired, unknown) is a 401, so the
    // storefront logs out and clears its state; logging in or out needs no live session.
    if (token && !viewer && !/\/(login|login\/send-code|logout)$/.test(c.req.path)) throw unauthorized();
    c.set('viewer', viewer);
    await next();
    // What a logged-in viewer gets may be personal: never stored by a shared cache.
    // Calls that change or return state (login answers a token) are never stored either.
    if (c.res.headers.has('cache-control')) return;
    if (token || c.res.status !== 200 || c.req.method !== 'GET') c.header('Cache-Control', 'no-store');
    else if (c.req.method === 'GET')
      c.header('Cache-Control', 'public, max-age=30, s-maxage=60, stale-while-revalidate=300');
  });

  app.route('/', appRoutes);
  app.route('/', listRoutes);
  app.route('/', titleRoutes);
  app.route('/', castRoutes);
  app.route('/', liveRoutes);
  app.route('/', searchRoutes);
  app.route('/', siteRoutes);
  app.route('/', authRoutes);
  app.route('/', watchRoutes);
  app.route('/', dataRoutes);
  app.route('/', buyRoutes);
  app.route('/', moneyRoutes);
  app.route('/', directdebitRoutes);
  app.route('/', communityRoutes);
  app.route('/', adminRoutes);
  app.route('/', uploadRoutes);
  // The sandbox bank's own pages exist only while the sandbox is the gateway.
  if (payment.gateway.id === 'sandbox') app.route('/', sandboxBankRoutes);

  const onError = (error: Error, c: Context<ProviderEnv>) => {
    if (error instanceof ProviderError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      // spec §5: the first field error is shown to the user, so it speaks the user's language.
      const english = /^en\b/i.test(c.req.header('accept-language') ?? '');
      return c.json(error.body(english), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx: malformed JSON, a wrong content type.
      return c.json(
        { message: `Bad request: ${error.message}`, message_fa: 'درخواست نامعتبر است؛ قالب داده‌ها را بررسی کنید.' },
        error.status,
      );
    }
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error, method: c.req.method, path: c.req.path }, 'database unavailable');
      c.header('Retry-After', '5');
      return c.json(
        {
          message: 'The service is briefly unavailable. Please try again in a moment.',
          message_fa: 'سرویس لحظاتی در دسترس نیست. لطفاً کمی بعد دوباره تلاش کنید.',
        },
        503,
      );
    }
    log.error({ err: error, method: c.req.method, path: c.req.path }, 'provider error');
    return c.json(
      { message: 'Something went wrong on the server.', message_fa: 'خطایی در سرور رخ داد. لطفاً دوباره تلاش کنید.' },
      500,
    );
  };
  app.onError(onError);
  root.onError(onError);

  root.route(API_PREFIX, app);
  root.route('/', artworkRoutes(db, settings.artwork?.dir));
  // Signed media (ARCHITECTURE.md §9): outside /api/v1, as players fetch it by plain URL.
  const media = new Hono<ProviderEnv>();
  media.use(async (c, next) => {
    c.set('db', db);
    c.set('settings', settings);
    c.set('viewer', null);
    await next();
  });
  media.route('/', mediaRoutes);
  root.route('/media', media);
  // The demo's SMS inbox (GET /api/dev/sms): only with a demo driver, never with a real gateway,
  // never in production (not even a public demo: it hands out every number's login code).
  if (settings.sms.demo && settings.devInbox !== false) root.route('/api/dev', devRoutes(db));
  root.notFound((c) =>
    c.json({ message: 'This API path does not exist.', message_fa: 'چنین مسیری در API وجود ندارد.' }, 404),
  );
  return root;
}

/** The sandbox bank as both gateways (PAYMENT_GATEWAY=sandbox, the default). */
export function sandboxPayment(db: Db) {
  const sandbox = sandboxGateway(db);
  return { gateway: sandbox, directdebit: sandbox };
}
