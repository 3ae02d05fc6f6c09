import { expect, test } from '@playwright/test';
import { subscribe } from './support/sandbox';

// A title page is a guest's HTML (content-api "Access is decided by the server", asked as a
// guest): its main button for a subscription title is buy subscription. Where the header offers
// a subscriber renew, the subscription covers the title, so play takes that button's place
// (DESIGN.md §8: the title page's main button follows the viewer's state).

test('a subscriber is offered play, not buy subscription, on a subscription title; a guest buy', async ({ page }) => {
  await page.goto('/movie/1');
  const stage = page.locator('.title-stage');
  await expect(page.locator('html')).toHaveAttribute('data-show', /login/);
  await expect(stage.getByRole('link', { name: 'خرید اشتراک' })).toBeVisible();
  await expect(stage.getByRole('link', { name: 'پخش', exact: true })).toBeHidden();

  await subscribe(page, '09150270003');
  for (const [path, buy, play, href] of [
    ['/movie/1', 'خرید اشتراک', 'پخش', '/video/1'],
    ['/en/movie/1', 'Buy subscription', 'Play', '/en/video/1'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('header').getByRole('button', { name: /^(تمدید اشتراک|Renew subscription)$/ })).toBeVisible();
    await expect(stage.getByRole('link', { name: buy })).toBeHidden();
    const main = stage.getByRole('link', { name: play, exact: true });
    await expect(main).toBeVisible();
    await expect(main).toHaveAttribute('href', href);
    await main.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  }
});
