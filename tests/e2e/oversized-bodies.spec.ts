import { expect, test } from '@playwright/test';
import { BODY_LIMITS } from '../../src/ops/body-limits.mjs';
import { logInByCode } from '../../scripts/login-by-code.mjs';
import { startProductionServer } from '../../scripts/production-server.mjs';
import { peakResidentWhile, sendBody } from './support/send-body';

// docs/operations.md "Request bodies": a request body is bounded before it is read: an API call at
// BODY_LIMITS.api, a page's form and the bank's POST to /callback at BODY_LIMITS.form, an upload's
// chunk at BODY_LIMITS.upload. A declared
// length over the limit is refused by the HTTP server at once; a body without one is counted as it
// streams and refused at the limit. The built site in a process of its own, so its memory is the
// test's alone.

type Server = Awaited<ReturnType<typeof startProductionServer>>;
let server: Server;
let cookie: string;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  // A fresh embedded database is made, migrated and seeded: past a minute on a loaded machine.
  test.setTimeout(180_000);
  server = await startProductionServer();
  // A user, so /plan and /profile read their form instead of sending a guest to log in.
  cookie = (await logInByCode(server.base, '09121230413', '10.4.1.3', server.smsCode)).cookie!;
  expect(cookie).toBeTruthy();
});

test.afterAll(async () => {
  await server?.stop();
});

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const MB = 1024 * 1024;

/** Where bodies go, what they are, and the words of the refusal (the API answers its envelope). */
const TARGETS = [
  { path: '/api/v1/login/send-code', type: JSON_TYPE, limit: BODY_LIMITS.api, says: '"message_fa":"حجم درخواست' },
  { path: '/callback', type: FORM_TYPE, limit: BODY_LIMITS.form, says: 'حجم درخواست بیش از حد مجاز است' },
  { path: '/en/callback', type: FORM_TYPE, limit: BODY_LIMITS.form, says: 'The request is too large: at most 16 KB' },
  { path: '/plan/1', type: FORM_TYPE, limit: BODY_LIMITS.form, says: 'حداکثر ۱۶ کیلوبایت' },
  { path: '/en/ekran/9', type: FORM_TYPE, limit: BODY_LIMITS.form, says: 'The request is too large' },
  { path: '/profile', type: FORM_TYPE, limit: BODY_LIMITS.form, says: 'حجم درخواست بیش از حد مجاز است' },
];

const headers = () => ({ origin: server.base, cookie });

for (const chunked of [false, true]) {
  const how = chunked ? 'chunked, counted as it streams' : 'with its Content-Length';
  test(`one byte over the limit, ${how}, is refused with 413 in the caller's language`, async () => {
    for (const { path, type, limit, says } of TARGETS) {
      const answer = await sendBody(`${server.base}${path}`, { size: limit + 1, type, chunked, headers: headers() });
      expect.soft(answer.status, path).toBe(413);
      // The start of the answer: a page's HTML would fill the report.
      expect.soft(answer.body.slice(0, 300), path).toContain(says);
    }
  });
}

test('a body at the limit is taken', async () => {
  for (const { path, type, limit } of TARGETS) {
    for (const chunked of [false, true]) {
      const answer = await sendBody(`${server.base}${path}`, { size: limit, type, chunked, headers: headers() });
      // Read and judged by the route: a form of junk fields, JSON that does not parse.
      expect.soft(answer.status, `${path} chunked=${chunked}`).not.toBe(413);
      expect.soft(answer.status, `${path} chunked=${chunked}`).toBeLessThan(500);
    }
  }
});

test('a client that asks first (Expect: 100-continue) is refused before it sends a byte of the body', async () => {
  for (const { path, type } of TARGETS) {
    const answer = await sendBody(`${server.base}${path}`, {
      size: 200 * MB,
      type,
      chunked: false,
      askFirst: true,
      headers: headers(),
    });
    expect.soft(answer, path).toMatchObject({ status: 413, continued: false, sent: 0 });
  }
});

test('200 MB sent to the API, a page form and /callback leave the server as it was: refused, never read', async () => {
  const size = 200 * MB;
  const figures: string[] = [];
  for (const { path, type } of TARGETS.filter((target) =>
    ['/api/v1/login/send-code', '/callback', '/plan/1'].includes(target.path),
  )) {
    for (const chunked of [false, true]) {
      const what = `${path} ${chunked ? 'chunked' : 'with a length'}`;
      const {
        result: answer,
        before,
        peak,
      } = await peakResidentWhile(server.child.pid!, () =>
        sendBody(`${server.base}${path}`, { size, type, chunked, headers: headers() }),
      );
      figures.push(
        `${what}: ${answer.status ?? answer.reset}, ${(answer.sent / MB).toFixed(1)} MB sent, ` +
          `server ${(before / MB).toFixed(0)} -> peak ${(peak / MB).toFixed(0)} MB`,
      );
      // The server answered 413, or closed the connection on a sender still sending before its
      // answer could be read; either way it stopped taking the body early.
      if (answer.status !== null) expect.soft(answer.status, what).toBe(413);
      else expect.soft(answer.reset, what).toMatch(/^(ECONNRESET|EPIPE)$/);
      // What the sockets between them hold, not the body.
      expect.soft(answer.sent, what).toBeLessThan(size / 4);
      expect.soft(peak - before, what).toBeLessThan(size / 4);
    }
  }
  test.info().annotations.push({ type: 'memory', description: figures.join('\n') });
  console.log(figures.join('\n'));
});

test("an upload's chunk is taken up to its limit, and refused one byte over before it is read", async () => {
  const path = '/api/v1/admin/uploads/0123abcd';
  const type = 'application/offset+octet-stream';
  for (const chunked of [false, true]) {
    const what = `${path} ${chunked ? 'chunked' : 'with a length'}`;
    // At the limit the chunk reaches the provider, which refuses a user without the editor's role.
    const taken = await sendBody(`${server.base}${path}`, {
      size: BODY_LIMITS.upload,
      type,
      chunked,
      headers: headers(),
    });
    expect.soft(taken.status, what).toBe(403);
    // One byte over: 413, or the connection closed on a sender still sending its 4 MB.
    const over = await sendBody(`${server.base}${path}`, {
      size: BODY_LIMITS.upload + 1,
      type,
      chunked,
      headers: headers(),
    });
    if (over.status !== null) expect.soft(over.status, what).toBe(413);
    else expect.soft(over.reset, what).toMatch(/^(ECONNRESET|EPIPE)$/);
  }
});
