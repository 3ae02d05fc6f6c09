import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startProductionServer } from '../../scripts/production-server.mjs';

// docs/operations.md "What production requires": production fails closed. A start with a demo driver or the demo catalog is
// refused with a message naming the variable; a declared public demo (DEMO_MODE=on) says so on
// every page and still serves no demo SMS inbox; a forged Host prints no URL.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const SECRET = 'a-media-secret-of-at-least-32-characters';
const REAL = {
  NODE_ENV: 'production',
  MEDIA_SECRET: SECRET,
  SMS_DRIVER: 'kavenegar',
  SMS_API_KEY: 'a-key',
  PAYMENT_GATEWAY: 'saman',
  SAMAN_TERMINAL_ID: '1234567',
  DEMO_MODE: '',
};

/** Runs a script of the built site with `env` until it exits (or 60 s); answers its code and output. */
function run(script: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vod-refused-'));
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
}

for (const [name, env, message] of [
  ['the demo SMS inbox', { SMS_DRIVER: 'outbox' }, 'SMS_DRIVER: outbox sends no SMS'],
  ['codes in the log', { SMS_DRIVER: 'console' }, 'SMS_DRIVER: console prints login codes'],
  ['the sandbox bank', { PAYMENT_GATEWAY: 'sandbox' }, 'PAYMENT_GATEWAY: sandbox is a demo bank'],
  ['an SMS driver left to its default', { SMS_DRIVER: '' }, 'SMS_DRIVER: set it explicitly'],
] as const) {
  test(`production refuses to start with ${name}, naming the variable`, async () => {
    const { code, output } = await run('server/serve.mjs', { ...REAL, ...env });
    expect(code).toBe(1);
    expect(output).toContain(message);
    expect(output).not.toContain('"msg":"listening"');
  });
}

test('production refuses to seed the demo catalog, naming DEMO_MODE', async () => {
  const { code, output } = await run('scripts/seed.mjs', REAL);
  expect(code).not.toBe(0);
  expect(output).toContain('DEMO_MODE=on');
  expect(output).not.toContain('demo catalog: seeded');
});

test.describe('a declared public demo', () => {
  let server: Awaited<ReturnType<typeof startProductionServer>>;
  test.beforeAll(async () => {
    // A fresh embedded database is made, migrated and seeded: past a minute on a loaded machine.
    test.setTimeout(180_000);
    server = await startProductionServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('shows the demo notice on every page, in the page language', async ({ page }) => {
    for (const [path, text] of [
      ['/', 'نسخهٔ نمایشی'],
      ['/movie/1', 'نسخهٔ نمایشی'],
      ['/en/genres/drama', 'Demo site'],
      ['/login', 'نسخهٔ نمایشی'],
    ] as const) {
      await page.goto(`${server.base}${path}`);
      await expect(page.getByRole('note').filter({ hasText: text }), path).toBeVisible();
    }
  });

  test('serves no demo SMS inbox: a login code reaches only the SMS relay', async ({ request }) => {
    const mobile = '09121112233';
    const origin = server.base;
    expect(
      (await request.post(`${server.base}/api/v1/login/send-code`, { headers: { origin }, data: { mobile } })).status(),
    ).toBe(200);
    const code = server.smsCode(mobile);
    expect(code).toMatch(/^\d{4}$/);
    const inbox = await request.get(`${server.base}/api/dev/sms?mobile=${mobile}`);
    expect(inbox.status()).toBe(404);
    expect(await inbox.text()).not.toContain(code!);
  });

  /** A GET with a Host header of our choosing (a browser cannot forge it). */
  const askAs = (host: string, path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(server.base);
      http
        .get({ hostname, port, path, headers: { host } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });

  test('a forged Host prints no URL: 421 on pages, sitemap, robots and the API', async () => {
    for (const path of ['/', '/movie/1', '/en/', '/sitemap.xml', '/sitemap-1.xml', '/robots.txt', '/api/v1/genres']) {
      const forged = await askAs('evil.example', path);
      expect.soft(forged.status, path).toBe(421);
      expect.soft(forged.body, path).not.toContain('evil.example');
    }
    // The operators' calls stay open to a balancer probing by address.
    expect((await askAs('10.0.0.7:4321', '/healthz')).status).toBe(200);
    // A host the site serves prints its own URLs.
    const { hostname, port } = new URL(server.base);
    const known = await askAs(`${hostname}:${port}`, '/movie/1');
    expect(known.status).toBe(200);
    expect(known.body).toContain(`<link rel="canonical" href="http://${hostname}:${port}/movie/1"`);
  });
});
