import { expect, test, type Page } from '@playwright/test';

// b-film's `اشتراک` round action (lib/behaviours/share.ts): the system's share sheet where the
// browser has one, else the address copied with a toast; not drawn without JavaScript.

const actions = (page: Page) => page.getByRole('group', { name: 'گزینه‌های تماشا و دانلود' });

test('sharing a film copies its address and says so where there is no share sheet', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await context.newPage();
  await page.goto('/movie/1');
  await page.evaluate(() => {
    // Chromium on Linux has no share sheet; make sure of it.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await actions(page).getByRole('button', { name: 'اشتراک‌گذاری' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'پیوند این صفحه کپی شد.' })).toBeVisible();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/movie\/1$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  await context.close();
});

test('a phone with a share sheet is handed the title and the address, in English too', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { __shared: ShareData[] }).__shared = shared;
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => void shared.push(data),
      configurable: true,
    });
  });
  await page.goto('/en/series/201');
  await page.getByRole('group', { name: 'Watch and download options' }).getByRole('button', { name: 'Share' }).click();
  const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
  expect(shared).toHaveLength(1);
  expect(shared[0]?.url).toMatch(/\/en\/series\/201$/);
  expect(shared[0]?.title).toBeTruthy();
  await expect(page.getByRole('status').filter({ hasText: 'copied' })).toHaveCount(0);
});

test('without JavaScript the share action is not drawn', async ({ browser }) => {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await page.goto('/movie/1');
  await expect(actions(page).getByRole('link').first()).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'اشتراک‌گذاری' })).toBeHidden();
  await page.context().close();
});
