import { expect, test } from '@playwright/test';
import { logInAt } from './support/auth';

// Plan names carry their kind («اشتراک یک ماهه», "One-month subscription"): pages show them as
// they are and never add the word again (DESIGN.md §5 "Plan card").

test('the plan page names its plan once, in fa and en', async ({ page }) => {
  await logInAt(page, '09150270006', '/plan/1');
  for (const [path, name, doubled] of [
    ['/plan/1', 'اشتراک یک ماهه', /اشتراک اشتراک/],
    ['/en/plan/1', 'One-month subscription', /subscription subscription/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(page.locator('body')).not.toHaveText(doubled);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toMatch(doubled);
  }
});
