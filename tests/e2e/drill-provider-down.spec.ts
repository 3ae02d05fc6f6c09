import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PAGE_TTL_MS } from '../../src/lib/server/page-cache';

// Failure drill (docs/operations.md "Failures"): a storefront whose remote provider (PROVIDER_URL) hangs, then
// dies. The provider is a second built server with the embedded provider; the storefront keeps no
// provider answers (API_CACHE=off), so what a visitor gets comes from the page cache alone. A
// hung provider: pages answer their last good copy with a notice; one never rendered shows the
// error page, never a blank one; the provider back, pages are fresh again without a restart.

const PROVIDER_PORT = 4383;
const STOREFRONT_PORT = 4384;
const provider = `http://127.0.0.1:${PROVIDER_PORT}`;
const storefront = `http://127.0.0.1:${STOREFRONT_PORT}`;
const NOTICE = 'ارتباط با سرور فعلاً برقرار نیست';

function serve(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['server/serve.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
  });
}

async function ready(origin: string) {
  await expect
    .poll(async () => (await fetch(`${origin}/api/v1/genres`).catch(() => null))?.status ?? 0, { timeout: 120_000 })
    .toBe(200);
}

const get = (path: string) => fetch(`${storefront}${path}`, { redirect: 'manual' });

test('the remote provider hung, then back: stale pages with a notice, an error page for new ones, then fresh', async () => {
  // Two servers, each making and seeding its own embedded database: minutes on a loaded machine.
  test.setTimeout(360_000);
  rmSync('.data-drill', { recursive: true, force: true });
  const upstream = serve(PROVIDER_PORT, { DATA_DIR: '.data-drill' });
  const site = serve(STOREFRONT_PORT, {
    DATA_DIR: '.data-drill-site',
    PROVIDER_URL: `${provider}/api/v1`,
    PROVIDER_TIMEOUT_MS: '1000',
    API_CACHE: 'off',
  });
  try {
    await ready(provider);
    await ready(storefront);
    const first = await get('/movie/1');
    expect(first.status).toBe(200);
    const rendered = Date.now();

    // The provider hangs (stopped, its port still open): every call to it times out.
    upstream.kill('SIGSTOP');
    const unseen = await get('/movie/2');
    expect(unseen.status).toBeGreaterThanOrEqual(500);
    expect(await unseen.text()).toContain('<h1');

    // Once the kept page is past its TTL it is rendered again, fails, and the last copy answers.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, rendered + PAGE_TTL_MS + 500 - Date.now())));
    const stale = await get('/movie/1');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-page-stale')).toBe('1');
    expect(stale.headers.get('cache-control')).toBe('no-store');
    const html = await stale.text();
    expect(html).toContain(NOTICE);
    expect(html).toContain('آخرین قطار تبریز');

    // The provider answers again: the same storefront process renders the page fresh.
    upstream.kill('SIGCONT');
    await ready(provider);
    const fresh = await get('/movie/1');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-page-stale')).toBeNull();
    expect(await fresh.text()).not.toContain(NOTICE);
  } finally {
    upstream.kill('SIGCONT');
    upstream.kill('SIGTERM');
    site.kill('SIGTERM');
  }
});
