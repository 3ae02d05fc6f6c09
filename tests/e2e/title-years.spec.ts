import { expect, test } from '@playwright/test';

// docs/decisions/0024-title-years.md: a Persian page shows an Iranian production's year in the
// Solar Hijri calendar, as its viewers know it; a foreign title keeps its Gregorian year, and
// English pages show the catalog's years.

test("an Iranian film's year reads ۱۳۹۸ on its Persian page and 2019 on its English one", async ({ page }) => {
  await page.goto('/movie/1');
  await expect(page.locator('.title-facts').first()).toContainText('۱۳۹۸');
  await expect(page.locator('.title-facts').first()).not.toContainText('۲۰۱۹');
  await expect(page).toHaveTitle(/۱۳۹۸/);
  await page.goto('/en/movie/1');
  await expect(page.locator('.title-facts').first()).toContainText('2019');
  await expect(page).toHaveTitle(/2019/);
});

test('a foreign film keeps its Gregorian year on a Persian page', async ({ page }) => {
  await page.goto('/movie/2');
  await expect(page.locator('.title-facts').first()).toContainText('۲۰۲۱');
});
