import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { smsCode } from './support/auth';

// docs/architecture.md "App clients": a web client on a configured origin logs in with a Bearer
// token through CORS. The e2e server lists http://localhost:<its port + 1000> (playwright.config.ts);
// the client's page is served there by a server of this file's own, on the loopback like the site
// (a page the test only fulfilled would have no address, and Chromium's local-network rule would
// refuse its calls to the loopback for that reason, not for CORS). The storefront's own pages
// still never see the token (tests/e2e/account.spec.ts).

const MOBILE = '09120000031';
test.describe.configure({ mode: 'serial' });

let clientServer: Server;
let clientPort = 0;
test.beforeAll(async ({ baseURL }) => {
  clientPort = Number(new URL(baseURL!).port) + 1000;
  clientServer = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!doctype html><title>client</title><p>client</p>');
  });
  await new Promise<void>((resolve) => clientServer.listen(clientPort, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => clientServer.close(() => resolve())));

/** Opens the client's bare page (no site, no CSP) on `host`. */
async function openClient(page: Page, host: string) {
  await page.goto(`http://${host}:${clientPort}/client`);
}

type Answer = { status: number; body: unknown; cookie: string | null };

/** A fetch from the client's page: the browser applies CORS as it would for the real client. */
const call = (page: Page, url: string, init: { method?: string; token?: string; json?: unknown } = {}) =>
  page.evaluate(
    async ({ url, init }): Promise<Answer | 'blocked'> => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (init.token) headers['authorization'] = `Bearer ${init.token}`;
      if (init.json !== undefined) headers['content-type'] = 'application/json';
      try {
        const response = await fetch(url, {
          method: init.method ?? 'GET',
          headers,
          ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        });
        const text = await response.text();
        return {
          status: response.status,
          body: text.startsWith('{') ? JSON.parse(text) : text,
          cookie: response.headers.get('set-cookie'),
        };
      } catch {
        return 'blocked';
      }
    },
    { url, init },
  );

test('a web client on another origin logs in with a Bearer token, reads the user, lists plans and plays a title', async ({
  page,
  baseURL,
}) => {
  const api = new URL(baseURL!);
  await openClient(page, 'localhost');
  const base = `${api.origin}/api/v1`;

  const sent = await call(page, `${base}/login/send-code`, { method: 'POST', json: { mobile: MOBILE } });
  expect(sent).not.toBe('blocked');
  expect((sent as Answer).status).toBe(200);
  const code = await smsCode(page.request, MOBILE);
  const login = (await call(page, `${base}/login`, { method: 'POST', json: { mobile: MOBILE, password: code } })) as Answer;
  expect(login.status).toBe(200);
  const token = (login.body as { token?: string }).token;
  expect(token).toMatch(/^\S{20,}$/);
  // The client's session is its token: this site's cookie is not set for it.
  expect((await page.context().cookies(api.origin)).map((c) => c.name)).not.toContain('auth_token');

  const user = (await call(page, `${base}/get/user`, { token })) as Answer;
  expect(user.status).toBe(200);
  expect((user.body as { user: { mobile?: string } }).user.mobile).toBe(MOBILE);
  // Without the token the same call is a guest's: 401, which the client answers by logging out.
  expect(((await call(page, `${base}/get/user`)) as Answer).status).toBe(401);

  const plans = (await call(page, `${base}/get/app/plans`, { token })) as Answer;
  expect(plans.status).toBe(200);
  expect(JSON.stringify(plans.body)).toContain('price');

  // A free film (the demo's /movie/4): the watch answer names its playlist, which the client reads.
  const watch = (await call(page, `${base}/get/watch/movie-hls/4/1`, { token })) as Answer;
  expect(watch.status).toBe(200);
  const playlist = /"(https?:[^"]+?\.m3u8[^"]*)"|"(\/media\/[^"]+?\.m3u8[^"]*)"/.exec(JSON.stringify(watch.body));
  expect(playlist).not.toBeNull();
  const playlistUrl = new URL((playlist![1] ?? playlist![2])!.replace(/\\\//g, '/'), api.origin).href;
  const master = (await call(page, playlistUrl)) as Answer;
  expect(master.status).toBe(200);
  expect(String(master.body)).toContain('#EXTM3U');
});

test('a client on an origin nobody configured can neither log in nor read an answer', async ({ page, baseURL }) => {
  const api = new URL(baseURL!);
  // Another host on the same loopback: an origin nobody listed.
  await openClient(page, 'unlisted.localhost');
  const base = `${api.origin}/api/v1`;
  expect(await call(page, `${base}/login/send-code`, { method: 'POST', json: { mobile: MOBILE } })).toBe('blocked');
  expect(await call(page, `${base}/genres`)).toBe('blocked');
});
