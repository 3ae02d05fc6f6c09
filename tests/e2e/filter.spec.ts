import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { motionSettled } from './support/motion';
import { chooseScheme } from './support/scheme';

// spec §2 Filter bar, §4 Filter change: a visitor filters a genre page in place, shares the URL,
// goes back; a saved filter (the filtercontents cookie) applies at start-up and locks the age;
// the genre select navigates; on a phone the panel starts collapsed.

/**
 * The filter bar hydrates on first use (client:interaction), or at once with a saved filter: a
 * pointer down on it wakes it, then this waits until it has hydrated (Astro drops ssr then).
 */
async function hydrated(page: Page) {
  await page.locator('astro-island[component-url*="FilterBar"]').dispatchEvent('pointerdown');
  await expect(page.locator('astro-island[component-url*="FilterBar"]:not([ssr])')).toHaveCount(1);
}

const titleLinks = (page: Page) =>
  page.locator('[data-filter-results] .poster-card').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Marks the window object: a full page load loses the mark, an in-place re-filter keeps it. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { filterMark: 'same document' }));
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { filterMark?: string }).filterMark);

test('changing the content type filters the genre page in place; the URL carries it and back restores it', async ({
  page,
}) => {
  await page.goto('/genres/drama');
  await hydrated(page);
  const before = await titleLinks(page);
  expect(before.some((href) => href?.startsWith('/movie/'))).toBe(true);
  await markWindow(page);

  await page.locator('#filter-f_type').selectOption('series');
  await expect(page).toHaveURL(/\/genres\/drama\?f_type=series$/);
  await expect.poll(() => titleLinks(page)).not.toEqual(before);
  const after = await titleLinks(page);
  expect(after.length).toBeGreaterThan(0);
  for (const href of after) expect(href).toMatch(/^\/series\/\d+$/);
  await expect(page.locator('form.filter-bar [role="status"]')).toHaveText(/^فهرست به‌روز شد: .+ مورد\.$/);
  await expect(page.locator('#filter-f_type')).toBeFocused();
  expect(await windowMark(page)).toBe('same document');

  await page.goBack();
  await expect(page).toHaveURL(/\/genres\/drama$/);
  await expect(page.locator('#filter-f_type')).toHaveValue('0');
  await expect.poll(() => titleLinks(page)).toEqual(before);
  expect(await windowMark(page)).toBe('same document');
});

test('en: a country change keeps the /en prefix and swaps the grid', async ({ page }) => {
  await page.goto('/en/genres/drama?page=1');
  await hydrated(page);
  await markWindow(page);
  await page.locator('#filter-country').selectOption('noIR');
  await expect(page).toHaveURL(/\/en\/genres\/drama\?country=noIR$/);
  await expect(page.locator('form.filter-bar [role="status"]')).toHaveText(/^List updated: \d+ items\.$/);
  for (const href of await titleLinks(page)) expect(href).toMatch(/^\/en\/(movie|series)\/\d+$/);
  expect(await windowMark(page)).toBe('same document');
});

test('a saved filter cookie is applied at start-up and locks the age select', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'filtercontents', value: '?age=TO-PG', url: baseURL! }]);
  await page.goto('/genres/drama');
  await hydrated(page);
  await expect(page).toHaveURL(/\/genres\/drama\?age=TO-PG$/);
  await expect(page.locator('#filter-age')).toBeDisabled();
  await expect(page.locator('#filter-age')).toHaveValue('TO-PG');
  const server = await (await page.request.get('/genres/drama?age=TO-PG')).text();
  const expected = [...server.matchAll(/class="poster-card" href="([^"]+)"/g)].map((m) => m[1]);
  await expect.poll(() => titleLinks(page)).toEqual(expected);

  // A shared link's own values win, but not over the saved age.
  await page.goto('/genres/drama?f_type=movie&age=R');
  await hydrated(page);
  await expect(page).toHaveURL(/\/genres\/drama\?f_type=movie&age=TO-PG$/);
  await expect(page.locator('#filter-f_type')).toHaveValue('movie');
});

test('the genre select of a category page goes to the other genre, keeping the filter', async ({ page }) => {
  await page.goto('/genres/drama?f_type=movie');
  await hydrated(page);
  await page.locator('#filter-genre').selectOption('comedy');
  await expect(page).toHaveURL(/\/genres\/comedy\?f_type=movie$/);
  await expect(page.locator('#filter-genre')).toHaveValue('comedy');
  await expect(page.locator('#filter-f_type')).toHaveValue('movie');
});

test('home has rows only: no filter bar, and a filter in its address still applies', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('form.filter-bar')).toHaveCount(0);
  await page.goto('/?f_type=series');
  const cards = page.locator('main .poster-card');
  await expect(cards.first()).toBeVisible();
  for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/series\//);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Apply with another genre chosen goes to that genre page with the filter', async ({ page }) => {
    await page.goto('/genres/drama');
    await page.locator('#filter-lang').selectOption('persian');
    await page.locator('#filter-genre').selectOption('comedy');
    await page.locator('form.filter-bar button[type="submit"]').click();
    await expect(page).toHaveURL(/\/genres\/comedy\?lang=persian$/);
    await expect(page.locator('#filter-lang')).toHaveValue('persian');
  });

  test('at 576 px the panel is collapsed and the Filter toggle opens it', async ({ page }) => {
    await page.setViewportSize({ width: 576, height: 800 });
    await page.goto('/genres/drama');
    await expect(page.locator('#filter-f_type')).toBeHidden();
    await page.getByText('فیلتر', { exact: true }).click();
    await expect(page.locator('#filter-f_type')).toBeVisible();
  });
});

test.describe('at 576 px wide', () => {
  test.use({ viewport: { width: 576, height: 800 } });

  test('the panel starts collapsed and the Filter toggle opens it', async ({ page }) => {
    await page.goto('/genres/drama');
    await hydrated(page);
    const toggle = page.locator('summary.filter-toggle');
    await expect(toggle).toBeVisible();
    await expect(page.locator('#filter-f_type')).toBeHidden();
    await toggle.click();
    await expect(page.locator('details.filter-panel')).toHaveAttribute('open', '');
    await expect(page.locator('#filter-f_type')).toBeVisible();
    await toggle.press('Enter');
    await expect(page.locator('#filter-f_type')).toBeHidden();
  });

  for (const [locale, scheme] of [
    ['fa', 'light'],
    ['fa', 'dark'],
    ['en', 'light'],
    ['en', 'dark'],
  ] as const) {
    test(`axe finds nothing serious on a genre page with the panel open (${locale}, ${scheme})`, async ({ page }) => {
      await chooseScheme(page, scheme);
      await page.goto(locale === 'fa' ? '/genres/drama' : '/en/genres/drama');
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
      await hydrated(page);
      await page.locator('summary.filter-toggle').click();
      await expect(page.locator('#filter-f_type')).toBeVisible();
      await motionSettled(page);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
});

test('at 577 px wide the panel is open and there is no toggle', async ({ page }) => {
  await page.setViewportSize({ width: 577, height: 800 });
  await page.goto('/genres/drama');
  await expect(page.locator('#filter-f_type')).toBeVisible();
  await expect(page.locator('summary.filter-toggle')).toBeHidden();
  await hydrated(page);
  await expect(page.locator('details.filter-panel')).toHaveAttribute('open', '');
});

for (const width of [576, 1280]) {
  test(`hydrating the filter bar moves nothing at ${width} px (no layout shift)`, async ({ browser }) => {
    const top = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto('/genres/drama');
      if (javaScriptEnabled) await hydrated(page);
      // Measured from the bar's own top, so that other islands of the page do not count.
      const bar = await page.locator('form.filter-bar').boundingBox();
      const results = await page.locator('[data-filter-results]').boundingBox();
      await context.close();
      return results!.y - bar!.y;
    };
    expect(await top(true)).toBe(await top(false));
  });
}
