import { expect, test } from '@playwright/test';

// spec §2 /kids, the main brand's kids area: it opens on its titles (a device in kids mode starts
// there), each a link to its page, and links to the whole list; without JavaScript too.

test.use({ javaScriptEnabled: false });

for (const [path, more] of [
  ['/kids', 'دیدن عنوان‌های کودک و خانواده'],
  ['/en/kids', 'See the kids and family titles'],
] as const) {
  test(`${path} lists the kids and family titles`, async ({ page }) => {
    await page.goto(path);
    const cards = page.locator('main .poster-card');
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first()).toHaveAttribute('href', /\/(movie|series)\/\d+$/);
    await expect(page.getByRole('link', { name: more })).toHaveAttribute('href', /\/lists\/kids$/);
  });
}
