import { expect, test } from '@playwright/test';
import { localized, NOT_FOUND_ROUTES } from './routes';

// spec §2: an unknown route shows 'This page could not be found' with status 404, and a route
// parameter that fails validation (or names nothing) is not found too.
test.use({ javaScriptEnabled: false });

const TEXT = { fa: 'این صفحه پیدا نشد', en: 'This page could not be found' };

for (const locale of ['fa', 'en'] as const) {
  for (const path of NOT_FOUND_ROUTES) {
    test(`${locale}: ${path} is 404`, async ({ page }) => {
      const response = await page.goto(localized(locale, path));
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(TEXT[locale]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }
}

test('a bad filter value is a 400 with a message, not a silent change', async ({ page }) => {
  const response = await page.goto('/genres/drama?age=NC-17');
  expect(response?.status()).toBe(400);
  await expect(page.locator('main')).toContainText('۴۰۰');
});

test('a page past the last one is a 404', async ({ page }) => {
  const response = await page.goto('/genres/drama?page=999');
  expect(response?.status()).toBe(404);
});
