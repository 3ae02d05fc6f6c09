import { expect, test, type Page } from '@playwright/test';

test.use({ javaScriptEnabled: false });

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text)['@type']);
}

test('a film page carries canonical, hreflang, Open Graph, Twitter and Movie JSON-LD', async ({ page }) => {
  await page.goto('/movie/1');
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/movie/1`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/en/movie/1`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${origin}/movie/1`,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/img\/poster\/1\.jpg$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Movie', 'BreadcrumbList']));
});

test('the show twin of a film page shares its canonical URL', async ({ page }) => {
  await page.goto('/movie/show/1');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/movie\/1$/);
});

for (const [path, type] of [
  ['/series/201', 'TVSeries'],
  ['/episode/1001', 'TVEpisode'],
  ['/cast/1', 'Person'],
  ['/live/1', 'TelevisionChannel'],
  ['/', 'WebSite'],
  ['/genres/drama', 'BreadcrumbList'],
] as const) {
  test(`${path} describes itself as ${type}`, async ({ page }) => {
    await page.goto(path);
    expect(await jsonLdTypes(page)).toContain(type);
  });
}

test('titles and descriptions differ from page to page', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const path of [
    '/',
    '/movie/1',
    '/movie/2',
    '/series/201',
    '/genres/drama',
    '/genres/comedy',
    '/cast/1',
    '/lives',
  ]) {
    await page.goto(path);
    const title = await page.title();
    expect(seen.has(title), `${path} repeats the title of ${seen.get(title)}`).toBe(false);
    seen.set(title, path);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  }
});

test('sitemap.xml is an index whose files list titles, people, genres and channels in both locales', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const index = await response.text();
  expect(index).toContain('<sitemapindex');
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(files[0]).toBe('/sitemap-1.xml');
  let xml = '';
  for (const file of files) {
    const part = await request.get(file);
    expect(part.status(), file).toBe(200);
    expect(part.headers()['content-type']).toContain('xml');
    const text = await part.text();
    expect(text.match(/<url>/g)?.length ?? 0, file).toBeLessThanOrEqual(50_000);
    xml += text;
  }
  for (const path of ['/movie/1', '/series/201', '/episode/1001', '/cast/1', '/genres/drama', '/live/1']) {
    expect(xml).toContain(`${path}</loc>`);
    expect(xml).toContain(`/en${path}</loc>`);
  }
  expect((await request.get(`/sitemap-${files.length + 1}.xml`)).status()).toBe(404);
});

test('robots.txt points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test('catalog HTML may be cached by shared caches', async ({ request }) => {
  const response = await request.get('/movie/1');
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
});
