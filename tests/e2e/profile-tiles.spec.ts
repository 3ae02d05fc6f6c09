import { expect, test, type Page } from '@playwright/test';
import { logInAt } from './support/auth';
import { subscribe } from './support/sandbox';

// DESIGN.md §7 h-profile: /profile's quick tiles name the account's state, not the tile's own
// label again: the theme the page is drawn in, the page's language (the tile leads to the other
// one), the wallet's balance, how many payments there are, and what automatic payment and logout do.

const tiles = (page: Page) => page.getByRole('list', { name: /دسترسی سریع|Quick links/ });

test('a new account reads its state on the tiles, in fa and en', async ({ page }) => {
  await logInAt(page, '09150340001', '/profile');
  const fa = tiles(page);
  await expect(fa.getByRole('listitem')).toHaveCount(7);
  await expect(fa.getByRole('link', { name: /ظاهر\s*تیره/ })).toHaveAttribute('href', '/profile/settings');
  await expect(fa.getByRole('link', { name: /^زبان: فارسی/ })).toHaveAttribute('href', '/en/profile');
  await expect(fa.getByRole('link', { name: /پرداخت‌ها\s*بدون تراکنش/ })).toHaveAttribute('href', '/payments');
  await expect(fa.getByRole('link', { name: /موجودی کیف پول\s*۰ تومان/ })).toBeVisible();
  await expect(fa.getByRole('link', { name: /پرداخت خودکار\s*راه‌اندازی/ })).toBeVisible();
  await expect(fa.getByRole('button', { name: /خروج\s*از این دستگاه/ })).toBeVisible();

  await page.goto('/en/profile');
  const en = tiles(page);
  await expect(en.getByRole('link', { name: /Appearance\s*Dark/i })).toHaveAttribute('href', '/en/profile/settings');
  await expect(en.getByRole('link', { name: /^Language: English/ })).toHaveAttribute('href', '/profile');
  await expect(en.getByRole('link', { name: /Payments\s*None yet/i })).toBeVisible();
  await expect(en.getByRole('link', { name: /0 toman/ })).toBeVisible();
});

test('the theme tile names the light theme when the visitor chose it', async ({ page }) => {
  await logInAt(page, '09150340002', '/profile');
  await page.evaluate(() => localStorage.setItem('color-scheme', 'light'));
  await page.reload();
  await expect(tiles(page).getByRole('link', { name: /ظاهر\s*روشن/ })).toBeVisible();
  await expect(tiles(page).getByText('تیره')).toBeHidden();
});

test('a subscriber’s plan card names the plan bought and its days, in fa and en', async ({ page }) => {
  // Plan 1 (30 days) through the sandbox bank: the history's row says `for: "Buy Subscription"`,
  // `status: completed` as the original's do, and names its plan beside them.
  await subscribe(page, '09150340003');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: /اشتراک یک ماهه/ });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(/^اشتراک یک ماهه\s*فعال$/);
  await expect(card.getByText(/^[۰-۹]+ روز مانده از ۳۰$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'تمدید اشتراک' })).toBeVisible();

  await page.goto('/en/profile');
  const en = page.getByRole('region', { name: /One-month subscription/ });
  await expect(en.getByRole('heading', { level: 2 })).toHaveText(/^One-month subscription\s*Active$/);
  await expect(en.getByText(/^\d+ days left of 30$/)).toBeVisible();
  // One payment, counted as one.
  await expect(tiles(page).getByRole('link', { name: /Payments\s*1 payment$/ })).toBeVisible();
});

test('an account without a subscription reads “Subscription” on its card, not “buy subscription” twice', async ({
  page,
}) => {
  await logInAt(page, '09150340004', '/profile');
  const card = page.locator('.plan-status');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('اشتراک');
  await expect(card.getByRole('link', { name: 'خرید اشتراک' })).toBeVisible();
});

test('the kids-mode tile names this device’s kids mode: off, then on once turned on at /kids', async ({ page }) => {
  await logInAt(page, '09150340005', '/profile');
  await expect(tiles(page).getByRole('link', { name: /حالت کودک\s*خاموش/ })).toHaveAttribute('href', '/kids');
  await page.goto('/kids');
  await page.getByRole('button', { name: 'روشن کردن حالت کودک' }).click();
  // From the site's own page: start-up's redirect to /kids is for arrivals from outside.
  await page.evaluate(() => (location.href = '/profile'));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(tiles(page).getByRole('link', { name: /حالت کودک\s*روشن/ })).toBeVisible();
  await expect(tiles(page).getByText('خاموش', { exact: true })).toBeHidden();
});

test('on a phone the tiles sit three a row, as h-profile draws them; two on the narrowest', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAt(page, '09150340006', '/profile');
  const tops = () =>
    tiles(page)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = (values: number[]) => [...new Set(values)].map((top) => values.filter((value) => value === top).length);
  expect(rows(await tops())).toEqual([3, 3, 1]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(rows(await tops())).toEqual([2, 2, 2, 1]);
});
