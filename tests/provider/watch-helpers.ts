import { eq } from 'drizzle-orm';
import { catalog } from '../../src/provider/seed/catalog';
import { users } from '../../src/provider/db/schema';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { ENGINES, sessionFor, startProvider, type Engine, type TestProvider } from './harness';

export { ENGINES };

/** Titles of the demo catalog by the access rule they exercise. */
export const TITLES = {
  subscription: catalog.movies.find((m) => !m.free && !m.price && !m.presaleDays && !m.ekran)!,
  free: catalog.movies.find((m) => m.free && !m.presaleDays && !m.ekran)!,
  priced: catalog.movies.find((m) => m.price && !m.presaleDays && !m.free && !m.ekran)!,
  ekran: catalog.movies.find((m) => m.ekran && !m.presaleDays && !m.free)!,
  presale: catalog.movies.find((m) => m.presaleDays)!,
  series: catalog.series.find((s) => !s.free && s.episodes.length > 2)!,
};

export const MEDIA_SECRET = 'test-secret-of-at-least-32-characters!!';
/** An origin allowed to read media across origins (MEDIA_CORS_ORIGINS) in the clocked provider. */
export const CAST_ORIGIN = 'https://cast.example.ir';

/** A provider whose clock the test moves (live windows, expiries, screening hours). */
export async function startClocked(engine: Engine) {
  const clock = { now: Date.now() };
  const provider = await startProvider(engine, {
    defaultDomain: 'localhost',
    checkSuffix: '/checkuser',
    sms: outboxDriver,
    media: { dir: './media/demo', secret: MEDIA_SECRET, corsOrigins: [CAST_ORIGIN] },
    now: () => clock.now,
  });
  return { provider, clock };
}

export const bearer = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/**
 * A request for a /media URL (with a session's bearer when `token` is given: the token in the
 * path alone should decide), with a range or other headers, and a method.
 */
export async function media(
  provider: TestProvider,
  url: string,
  token: string | null = null,
  extra?: string | Record<string, string>,
  method = 'GET',
) {
  const headers = new Headers(bearer(token));
  if (typeof extra === 'string') headers.set('range', extra);
  else for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
  const response = await provider.handle(new Request(`http://localhost${url}`, { headers, method }));
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * An answer with its media URLs (absolute on the request's site, docs/contract.md "Media URLs")
 * as the paths the tests request: each must be on http://localhost, the host these tests call (a
 * path already is kept).
 */
export function mediaPaths<T>(value: T): T {
  if (typeof value === 'string') {
    if (!value.includes('/media/t/') || value.startsWith('/media/t/')) return value;
    if (!value.startsWith('http://localhost/media/t/')) throw new Error(`A media URL not on the request's site: ${value}`);
    return value.slice('http://localhost'.length) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => mediaPaths(item)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]: [string, unknown]) => [key, mediaPaths(item)])) as T;
  return value;
}

export const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** A viewer's session and user id. */
export async function viewerWith(provider: TestProvider, mobile: string, subscribedDays = 0) {
  const token = await sessionFor(provider, mobile, subscribedDays);
  const [user] = await provider.database.db.select().from(users).where(eq(users.mobile, mobile));
  return { token, userId: user!.id };
}
