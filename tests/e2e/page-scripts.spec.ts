import { expect, test } from '@playwright/test';

// docs/decisions/0002-one-chunk-for-page-scripts.md: a page of the default layout runs one module script (its header's,
// footer's, extras' and catalog behaviours together), not one a component: each was a request
// before first paint. The behaviours themselves are tested where they show (home, header, rows…).

for (const path of ['/', '/movie/1', '/series/201', '/genres/drama', '/en/movie/1']) {
  test(`${path} names one page script`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const scripts = html.match(/<script type="module"[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/src="\/_astro\/SitePageScript[^"]*\.js"/);
  });
}

test('a page outside the default layout runs the base behaviours alone', async ({ request }) => {
  const html = await (await request.get('/offline')).text();
  const scripts = html.match(/<script type="module"[^>]*>/g) ?? [];
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/src="\/_astro\/BasePageScript[^"]*\.js"/);
});
