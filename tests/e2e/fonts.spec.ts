import { expect, test, type Page } from '@playwright/test';

// docs/decisions/0008-fonts.md: a Persian page's first screen draws Persian and Latin (spaces,
// digits, punctuation, an English name) at 400 and 700. It used to fetch four files for that, a
// Persian cut and a Latin file of each weight; it now fetches one file a weight holding both.
// English pages keep fontsource's Latin files; an English title page, whose stage shows the
// Persian name, takes its regular text from the Persian page's 400 file instead of adding a
// third file (the Persian cut) for the name.

/** The font files a page fetched while it loaded, by name. */
async function fontsOf(page: Page, path: string) {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/fonts/')) fetched.add(url.pathname.slice('/fonts/'.length));
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return [...fetched].sort();
}

for (const path of ['/', '/movie/1', '/series/201', '/genres/drama']) {
  test(`${path} fetches two font files, one a weight, and draws its text in Vazirmatn`, async ({ page }) => {
    expect(await fontsOf(page, path)).toEqual(['vazirmatn-fa-400-normal.woff2', 'vazirmatn-fa-700-normal.woff2']);
    // Persian letters and a Latin digit, at both weights, are each drawn by a loaded Vazirmatn face.
    const loaded = await page.evaluate(() =>
      ['400', '700'].map((weight) => document.fonts.check(`${weight} 16px Vazirmatn`, 'سلام 2026 :')),
    );
    expect(loaded).toEqual([true, true]);
  });
}

test('an English page fetches the Latin files alone', async ({ page }) => {
  expect(await fontsOf(page, '/en/genres/drama')).toEqual([
    'vazirmatn-latin-400-normal.woff2',
    'vazirmatn-latin-700-normal.woff2',
  ]);
});

for (const path of ['/en/movie/1', '/en/series/201', '/en/episode/1001']) {
  test(`${path}, with its Persian name, fetches two font files and draws both scripts in Vazirmatn`, async ({ page }) => {
    expect(await fontsOf(page, path)).toEqual(['vazirmatn-fa-400-normal.woff2', 'vazirmatn-latin-700-normal.woff2']);
    const drawn = await page.evaluate(() => ({
      family: getComputedStyle(document.querySelector('.stage__other')!).fontFamily,
      loaded: document.fonts.check('400 16px "Vazirmatn mixed"', 'قطار Train 2019'),
    }));
    expect(drawn.family).toMatch(/^"Vazirmatn mixed"/);
    expect(drawn.loaded).toBe(true);
  });
}
