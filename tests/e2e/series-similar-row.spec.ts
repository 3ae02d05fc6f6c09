import { expect, test } from '@playwright/test';

// DESIGN.md §7 c-series: under the tabs, a "more like this" row of the similar titles, headed
// by the series' own name, in each language; the similar tab keeps its grid of the same titles.

for (const { path, heading } of [
  { path: '/series/201', heading: (name: string) => `اگر «${name}» را دوست دارید` },
  { path: '/en/series/201', heading: (name: string) => `If you liked “${name}”` },
]) {
  test(`${path} ends with a row of the titles like it, after its tabs`, async ({ page }) => {
    await page.goto(path);
    const name = (await page.locator('h1').first().innerText()).trim();
    const row = page.locator('section.poster-row').filter({
      has: page.getByRole('heading', { level: 2, name: heading(name), exact: true }),
    });
    await expect(row).toBeVisible();
    const similar = await page
      .locator('#tab-similar a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(similar.length).toBeGreaterThan(0);
    await expect
      .poll(() =>
        row.locator('.row-scroller a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      )
      .toEqual(similar);
    // Below the tabs, not inside one of their panels.
    expect(await row.evaluate((element) => element.closest('.title-tabs') === null)).toBe(true);
    const tabsBottom = (await page.locator('.title-tabs').boundingBox())!;
    const rowTop = (await row.boundingBox())!;
    expect(rowTop.y).toBeGreaterThanOrEqual(tabsBottom.y + tabsBottom.height - 1);
  });
}
