import { expect, test } from '@playwright/test';

// server/serve.mjs: pages, stylesheets, scripts and API answers travel compressed when the browser
// asks (the Node adapter alone sends them raw, three times the bytes on a slow network).
test('pages, their stylesheet and scripts and API answers come compressed', async ({ page, request }) => {
  const encodings = new Map<string, string>();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    // Scripts: the big one (React's client); files under 1 KB are sent as they are.
    const key = type === 'script' ? (/\/client\.[^/]+\.js$/.test(response.url()) ? 'react' : '') : type;
    if (['document', 'stylesheet', 'react'].includes(key) && !encodings.has(key)) {
      encodings.set(key, (await response.allHeaders())['content-encoding'] ?? 'none');
    }
  });
  await page.goto('/movie/1');
  await page.waitForLoadState('load');
  // React loads with the first island a visitor touches (client:interaction): focus the search box.
  await page.locator('#site-search-q').focus();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => encodings.get('react')).toBeDefined();
  expect(encodings.get('document')).toMatch(/^(br|gzip)$/);
  expect(encodings.get('stylesheet')).toMatch(/^(br|gzip)$/);
  expect(encodings.get('react')).toMatch(/^(br|gzip)$/);

  const api = await request.get('/api/v1/get/discover', { headers: { 'accept-encoding': 'gzip' } });
  expect(api.status()).toBe(200);
  expect(api.headers()['content-encoding']).toBe('gzip');
  expect(api.headers()['vary']).toMatch(/accept-encoding/i);
  // Decompressed by the client, the body is the same JSON.
  expect(((await api.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
});

test('a client that takes no compression gets the plain bytes', async ({ request }) => {
  const response = await request.get('/movie/1', { headers: { 'accept-encoding': 'identity' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBeUndefined();
  expect(await response.text()).toContain('<html');
});

test('hashed stylesheets and scripts go out compressed once at build time, as the client accepts', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
  expect(stylesheet).toBeDefined();
  const asked = async (encoding: string) =>
    (await request.get(stylesheet!, { headers: { 'accept-encoding': encoding } })).headers();
  const brotli = await asked('gzip, deflate, br');
  expect(brotli['content-encoding']).toBe('br');
  expect(brotli['cache-control']).toContain('immutable');
  // A length known up front: the copy made at build time, not compressed while sending.
  expect(Number(brotli['content-length'])).toBeGreaterThan(0);
  expect((await asked('br;q=0, gzip'))['content-encoding']).toBe('gzip');
  expect((await asked('identity'))['content-encoding']).toBeUndefined();
});

test('a page answered from the page cache comes compressed too, the same page once decoded', async ({ request }) => {
  const get = () => request.get('/genres/drama?country=IR', { headers: { 'accept-encoding': 'br, gzip' } });
  const [first, again] = [await get(), await get()];
  expect(again.headers()['content-encoding']).toBe('br');
  expect(again.headers()['vary']).toMatch(/accept-encoding/i);
  expect(await again.text()).toBe(await first.text());
});
