import fc from 'fast-check';
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { logInByCode } from '../../scripts/login-by-code.mjs';
import { startProductionServer } from '../../scripts/production-server.mjs';
import { PUBLIC_ROUTES } from './routes';

// ARCHITECTURE.md quality bar on the pages' side: generated malformed ids, query strings, cookies
// and headers on every public page route (and the forms that POST) never answer 5xx, and change
// nothing: the payments and login codes the site counts (/metrics) stay as they were. The counts
// are the process's, so the requests go to a server of their own (the shared one's count the
// other browser tests' logins too). The provider suite does the same on every API route and
// compares every table (tests/provider).

type Server = Awaited<ReturnType<typeof startProductionServer>>;
let server: Server;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  // A fresh embedded database is made, migrated and seeded: past a minute on a loaded machine.
  test.setTimeout(180_000);
  server = await startProductionServer();
});

test.afterAll(async () => {
  await server?.stop();
});

const RUNS = 150;
const SEED = 16_0002;

/** The page routes, with each number in the path as a place for a malformed id. */
const PATTERNS = [
  ...new Set([
    ...PUBLIC_ROUTES.map((route) => route.path.split('?')[0]!),
    '/plan/1',
    '/callback',
    '/login',
    '/profile',
    '/payments',
    '/ref/1',
    '/profile/list/watched',
    '/profile/settings',
    '/media/t/1.w.x/vod/1/master.m3u8',
    '/img/poster/1.jpg',
  ]),
].flatMap((path) => [path, path === '/' ? '/en/' : `/en${path}`]);

const notAnId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.integer({ min: -(2 ** 31), max: 0 }).map(String),
  fc.constantFrom('99999999999999999999', '1.5', '1e3', '%00', '..', '%2e%2e%2f', '۱۲۳', 'null', "1'--"),
);

const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom(
        'page',
        'f_type',
        'genre',
        'lang',
        'age',
        'sort',
        'ref',
        'q',
        'purchase',
        'payment_id',
        'Token',
        'RefNum',
        'redirect',
        'w',
      ),
      fc.string({ maxLength: 30 }),
      { maxKeys: 4 },
    )
    .map((params) => `?${new URLSearchParams(params)}`),
  fc.constantFrom('?%', '?%E0%A4%A', '?a=%ZZ', `?page=${'9'.repeat(40)}`, '?ref=4', '?ref=' + 'z'.repeat(200)),
);

const cookie = fc
  .dictionary(
    fc.constantFrom(
      'auth_token',
      'ref',
      'refb',
      'filtercontents',
      'i18n_redirected',
      'color-scheme',
      'recent_searches',
    ),
    fc.string({ maxLength: 40 }).map(encodeURIComponent),
    { maxKeys: 4 },
  )
  .map((cookies) =>
    Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
  );

const headers = fc.record({
  cookie,
  'accept-language': fc.oneof(
    fc.string({ maxLength: 20 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
    fc.constantFrom('en', 'fa', '*'),
  ),
  'accept-encoding': fc.constantFrom('br', 'gzip', 'identity', 'br;q=0, gzip;q=abc', '*', ''),
  'x-request-id': fc.string({ maxLength: 80 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
});

/** The counters of things a request could wrongly do: payments made, codes sent. */
async function writes(request: APIRequestContext) {
  const text = await (await request.get('/metrics')).text();
  return text.split('\n').filter((line) => /^vod_(payments_total|otp_sends_total)/.test(line));
}

test('malformed page requests never answer 5xx and change nothing', async () => {
  const request = await requests.newContext({ baseURL: server.base });
  try {
    await malformedRequestsChangeNothing(request);
  } finally {
    await request.dispose();
  }
});

test('a percent sign in a path is read once, on fa and en pages alike', async () => {
  const request = await requests.newContext({ baseURL: server.base });
  try {
    // A search for "a%b_c": its `%` decoded once is not an escape to decode again.
    for (const path of ['/search/a%25b_c', '/en/search/a%25b_c']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).toContain('a%b_c');
    }
    for (const path of ['/movie/%25zz', '/en/movie/%25zz', '/en/cast/%25']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  } finally {
    await request.dispose();
  }
});

/** The pages that take a form (spec §2), and /callback, where the bank POSTs its form back. */
const FORM_PAGES = ['/callback', '/plan/1', '/ekran/9', '/profile'];

/** Bodies no HTML form sends, and what each is answered: not a form (415), a form that does not parse (400). */
const NOT_FORMS = [
  { name: 'JSON', type: 'application/json', body: '{"method":"credit","step":"send"}', status: 415 },
  { name: 'plain text', type: 'text/plain', body: 'method=credit&step=send', status: 415 },
  { name: 'no content type', type: null, body: 'method=credit&step=send', status: 415 },
  { name: 'multipart without a boundary', type: 'multipart/form-data', body: 'method=credit', status: 400 },
  { name: 'multipart that does not parse', type: 'multipart/form-data; boundary=b', body: '--b\r\nno', status: 400 },
] as const;

const SAYS = {
  fa: { 415: 'این نشانی فقط داده‌های فرم را می‌پذیرد', 400: 'محتوای درخواست خوانده نشد' },
  en: { 415: 'This address takes a form only', 400: 'The request body could not be read' },
};

test("a body a form page does not take is answered 415 or 400 in the visitor's language, never 500", async () => {
  // A user, so /plan and /profile read their form instead of sending a guest to log in.
  const { cookie } = await logInByCode(server.base, '09121230415', '10.4.1.5', server.smsCode);
  expect(cookie).toBeTruthy();
  const errorsBefore = server.stderr.length;
  for (const page of FORM_PAGES) {
    for (const locale of ['fa', 'en'] as const) {
      for (const sent of NOT_FORMS) {
        const path = locale === 'en' ? `/en${page}` : page;
        const response = await fetch(`${server.base}${path}`, {
          method: 'POST',
          redirect: 'manual',
          // Bytes, so fetch adds no content type of its own.
          body: new TextEncoder().encode(sent.body),
          headers: { origin: server.base, cookie: cookie!, ...(sent.type ? { 'content-type': sent.type } : {}) },
        });
        const what = `${sent.name} to ${path}`;
        expect.soft(response.status, what).toBe(sent.status);
        expect.soft(response.headers.get('content-type'), what).toBe('text/plain; charset=utf-8');
        expect.soft((await response.text()).slice(0, 300), what).toContain(SAYS[locale][sent.status]);
      }
    }
  }
  // A refusal is an answer, not a failure: no stack, no error line.
  expect(server.stderr.slice(errorsBefore)).toEqual([]);
  expect(server.lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
});

async function malformedRequestsChangeNothing(request: APIRequestContext) {
  const before = await writes(request);
  expect(before.length).toBeGreaterThan(0);
  const arbitrary = fc.record({
    pattern: fc.constantFrom(...PATTERNS),
    ids: fc.array(notAnId, { minLength: 4, maxLength: 4 }),
    query,
    method: fc.oneof({ weight: 3, arbitrary: fc.constant('GET') }, fc.constantFrom('POST', 'HEAD')),
    body: fc.string({ maxLength: 100 }),
    headers,
  });
  await fc.assert(
    fc.asyncProperty(arbitrary, async ({ pattern, ids, query: search, method, body, headers: sent }) => {
      let index = 0;
      const path = pattern.replace(/\d+/g, () => encodeURIComponent(ids[index++] ?? 'x'));
      const response = await request.fetch(`${path}${search}`, {
        method,
        headers: { ...sent, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(method === 'POST' ? { data: body } : {}),
        maxRedirects: 0,
      });
      expect(response.status(), `${method} ${path}${search}`).toBeLessThan(500);
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  expect(await writes(request)).toEqual(before);
}
