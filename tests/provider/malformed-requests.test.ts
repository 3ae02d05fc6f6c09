import fc from 'fast-check';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/provider/db/schema';
import { createApp } from '../../src/provider/http/app';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { ENGINES, sessionFor, startProvider, type TestProvider } from './harness';

// ARCHITECTURE.md quality bar: every bad input to every API call gets a 4xx with a clear message
// and nothing is written. fast-check sends generated malformed ids, query strings, bodies, cookies
// and headers to every route the provider serves (listed from its own router), seeded so a failure
// replays; the content of every table is compared before and after.

const RUNS = 400;
const SEED = 16_0001;
const settings = { defaultDomain: 'localhost', checkSuffix: '/checkuser', sms: outboxDriver };

/** Text that no route reads as a valid id: not a positive integer in any spelling Number() accepts. */
const notAnId = fc.oneof(
  fc.string({ maxLength: 12 }).filter((text) => {
    const value = Number(text);
    return !(Number.isInteger(value) && value > 0) && text.trim() !== '';
  }),
  fc.integer({ min: -(2 ** 31), max: 0 }).map(String),
  fc.bigInt({ min: 2n ** 63n, max: 2n ** 80n }).map(String),
  fc
    .double({ noNaN: true })
    .filter((n) => !Number.isInteger(n))
    .map(String),
  fc.constantFrom('%00', '..', '%2e%2e', 'null', 'undefined', '1;DROP TABLE users', "1' OR '1'='1", '۱۲۳', '0x1F', '١'),
);

/** A value of the wrong kind for any field a route reads. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  notAnId,
  fc.integer({ min: -1_000_000, max: 0 }),
  fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
  fc.string({ minLength: 2000, maxLength: 3000 }),
);

const FIELDS = [
  'id',
  'type',
  'mobile',
  'password',
  'ref',
  'amount',
  'plan',
  'plan_id',
  'method',
  'bank',
  'content_id',
  'content_type',
  'time',
  'current_time',
  'payment_id',
  'callback_url',
  'host',
  'name',
  'q',
  'page',
];

/** A body no route should accept: junk text, bytes, JSON of the wrong shape, known fields with wrong values. */
const junkBody = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc
    .jsonValue({ maxDepth: 2 })
    .filter((value) => value === null || typeof value !== 'object' || Array.isArray(value))
    .map((value) => JSON.stringify(value)),
  fc.constantFrom('', '{', '{"id":', '[]', 'null', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{}}}'),
);
const wrongObject = fc
  .dictionary(fc.constantFrom(...FIELDS), wrongValue, { minKeys: 1, maxKeys: 4 })
  .map((o) => JSON.stringify(o));

const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom(...FIELDS, 'f_type', 'genre', 'lang', 'age', 'sort', 'mobile', 'v', 'e', 's', 'w'),
      notAnId,
      { maxKeys: 4 },
    )
    .map((params) => `?${new URLSearchParams(params as Record<string, string>)}`),
  fc.constantFrom('?%', '?%E0%A4%A', '?a=%ZZ', '?&&==', `?page=${'9'.repeat(40)}`, '?q[]=1&q[]=2'),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
  'application/xml',
);

const junkHeaders = fc.record(
  {
    cookie: fc.string({ maxLength: 60 }),
    'accept-language': fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('en', 'fa', '*', 'en;q=abc')),
    'x-client-ip': fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('::1', '999.1.1.1', '')),
    'x-forwarded-proto': fc.constantFrom('http', 'https', 'gopher', ''),
    host: fc.constantFrom('localhost', 'evil.example', 'localhost:99999', 'a'.repeat(300)),
  },
  { requiredKeys: [] },
);

interface Route {
  method: string;
  path: string;
}

/** A concrete path for a route pattern: every :param (and wildcard) replaced by a malformed id. */
const pathFor = (pattern: string) =>
  fc.array(notAnId, { minLength: 8, maxLength: 8 }).map((ids) => {
    let index = 0;
    return pattern
      .replace(/:[A-Za-z_]+(\{[^}]*\})?/g, () => encodeURIComponent(ids[index++] ?? 'x'))
      .replace(/\*/g, () => encodeURIComponent(ids[index++] ?? 'x'));
  });

/** Every table's row count and content digest: any insert, update or delete changes one. */
async function fingerprint(provider: TestProvider): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of Object.values(schema).filter((value) => is(value, PgTable))) {
    const name = getTableName(table);
    const answer = (await provider.database.db.execute(
      sql.raw(
        `SELECT count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
      ),
    )) as unknown as { rows: { digest: string }[] };
    result[name] = answer.rows[0]!.digest;
  }
  return result;
}

for (const engine of ENGINES) {
  describe(`malformed requests to every provider route (${engine})`, () => {
    let provider: TestProvider;
    let token: string;
    let routes: Route[];

    beforeAll(async () => {
      provider = await startProvider(engine);
      token = await sessionFor(provider, '09120000001', 30);
      routes = createApp(provider.database.db, settings)
        .routes.filter((route) => route.method !== 'ALL')
        .map(({ method, path }) => ({ method, path }));
    }, 120_000);

    afterAll(async () => {
      await provider?.close();
    });

    it('lists the routes it sends to (the API, media, artwork and the demo SMS inbox)', () => {
      const paths = routes.map((route) => route.path);
      expect(paths).toContain('/api/v1/login/send-code');
      expect(paths.some((path) => path.startsWith('/media/'))).toBe(true);
      expect(paths.some((path) => path.startsWith('/img/'))).toBe(true);
      expect(routes.length).toBeGreaterThan(50);
    });

    it('answers every one below 500 and writes nothing', async () => {
      const before = await fingerprint(provider);
      const request = fc.constantFrom(...routes).chain((route) =>
        fc.record({
          route: fc.constant(route),
          path: pathFor(route.path),
          query,
          method: fc.oneof(
            { weight: 4, arbitrary: fc.constant(route.method) },
            fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
          ),
          // The viewer's own token only with bodies no route accepts: with a token, a well-formed
          // body is a legitimate change. Logging out with it is one by definition.
          auth: route.path.endsWith('/logout')
            ? fc.constantFrom('none', 'junk')
            : fc.constantFrom('none', 'junk', 'valid'),
          body: junkBody,
          shapedBody: wrongObject,
          contentType,
          headers: junkHeaders,
        }),
      );
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(r.headers)) {
            try {
              headers.set(name, value);
            } catch {
              // a value no HTTP client could send
            }
          }
          if (r.contentType) headers.set('content-type', r.contentType);
          if (r.auth === 'valid') headers.set('authorization', `Bearer ${token}`);
          if (r.auth === 'junk')
            headers.set('authorization', `Bearer ${encodeURIComponent(r.body.slice(0, 40)) || 'x'}`);
          const withBody = !['GET', 'HEAD'].includes(r.method);
          const body = r.auth === 'valid' ? r.body : r.shapedBody;
          let url: string;
          try {
            url = new URL(`${r.path}${r.query}`, 'http://localhost').href;
          } catch {
            return; // not a URL any client could ask for
          }
          const response = await provider.handle(
            new Request(url, { method: r.method, headers, ...(withBody ? { body } : {}) }),
          );
          await response.arrayBuffer();
          expect(response.status, `${r.method} ${url}`).toBeLessThan(500);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(await fingerprint(provider)).toEqual(before);
    }, 240_000);
  });
}
