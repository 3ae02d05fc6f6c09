import { expect, test, type Page } from '@playwright/test';
import { subscribe } from './support/sandbox';

// spec §2 /payments: the user's payments as a table on a desktop (cells apart, so a date's year
// and an amount never read as one number) and as a list of rows on a phone that fits the screen
// (no sideways scroll, the bottom bar whole). A row says what the payment bought: a plan by name.

/** The gap between the glyphs of two cells of a row, whichever side each is on. */
const textGap = (page: Page, a: string, b: string) =>
  page.evaluate(
    ([first, second]) => {
      const row = document.querySelector('.payments-table tbody tr');
      const box = (selector: string) => {
        const range = document.createRange();
        range.selectNodeContents(row!.querySelector(selector)!);
        return range.getBoundingClientRect();
      };
      const [x, y] = [box(first!), box(second!)];
      return Math.max(x.left - y.right, y.left - x.right);
    },
    [a, b],
  );

test('payments: a spaced table on a desktop, a list that fits a phone, the plan named', async ({ page }) => {
  await subscribe(page, '09150270007');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/payments');
  const row = page.getByRole('row', { name: /خرید اشتراک/ });
  await expect(row).toContainText('اشتراک یک ماهه');
  // The date (its year last) and the amount are separate cells with room between them.
  expect(await textGap(page, 'td:nth-of-type(1)', 'td:nth-of-type(2)')).toBeGreaterThanOrEqual(12);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payments');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const bar = await page.locator('.bottom-bar').boundingBox();
  expect(bar!.x).toBeGreaterThanOrEqual(0);
  expect(bar!.x + bar!.width).toBeLessThanOrEqual(390);
  // Each fact of the row is on the screen, named by its column.
  const cells = page.locator('.payments-table tbody tr').first().locator('td');
  for (const cell of await cells.all()) {
    const box = await cell.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  await expect(cells.first()).toHaveAttribute('data-label', 'تاریخ');
});
