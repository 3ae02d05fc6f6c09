import { expect, test } from '@playwright/test';
import { logInAt } from './support/auth';
import { subscribe } from './support/sandbox';

// A title page is a guest's HTML (content-api "Access is decided by the server", asked as a
// guest) that draws each viewer's main button; CSS shows one from <html data-show> (DESIGN.md §8:
// the title page's main button follows the viewer's state): a guest logs in and watches, a viewer
// without a plan buys one (accent), a subscriber plays. Subscribers saw "buy subscription".

test('a guest is offered log in and watch, a viewer without a plan buy subscription, a subscriber play', async ({
  page,
}) => {
  await page.goto('/movie/1');
  const stage = page.locator('.title-stage');
  await expect(page.locator('html')).toHaveAttribute('data-show', /login/);
  const guest = stage.getByRole('link', { name: 'ورود و تماشا' });
  await expect(guest).toBeVisible();
  await expect(guest).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/video/1')}`);
  await expect(stage.getByRole('link', { name: 'خرید اشتراک و تماشا' })).toBeHidden();
  await expect(stage.getByRole('link', { name: 'پخش', exact: true })).toBeHidden();

  await logInAt(page, '09150270093', '/movie/1');
  await expect(page.locator('html')).toHaveAttribute('data-show', /buy-subscription/);
  const buy = stage.getByRole('link', { name: 'خرید اشتراک و تماشا' });
  await expect(buy).toBeVisible();
  await expect(buy).toHaveClass(/\bbtn-accent\b/);
  await expect(guest).toBeHidden();
  await expect(stage.getByRole('link', { name: 'پخش', exact: true })).toBeHidden();
});

test('a subscriber is offered play, not buy subscription, on a subscription title', async ({ page }) => {
  await subscribe(page, '09150270003');
  for (const [path, buy, guest, play, href] of [
    ['/movie/1', 'خرید اشتراک و تماشا', 'ورود و تماشا', 'پخش', '/video/1'],
    ['/en/movie/1', 'Subscribe and watch', 'Log in and watch', 'Play', '/en/video/1'],
  ] as const) {
    await page.goto(path);
    const stage = page.locator('.title-stage');
    await expect(
      page.locator('header').getByRole('button', { name: /^(تمدید اشتراک|Renew subscription)$/ }),
    ).toBeVisible();
    await expect(stage.getByRole('link', { name: buy })).toBeHidden();
    await expect(stage.getByRole('link', { name: guest })).toBeHidden();
    const main = stage.getByRole('link', { name: play, exact: true });
    await expect(main).toBeVisible();
    await expect(main).toHaveAttribute('href', href);
    await main.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  }
});

test('a free title says watch free, in one main button', async ({ page }) => {
  await page.goto('/series/201');
  const stage = page.locator('.title-stage');
  await expect(stage.locator('.stage__main:visible')).toHaveCount(1);
  await expect(stage.getByRole('link', { name: 'تماشای رایگان' })).toBeVisible();
  await expect(stage.getByText('فصل ۱، قسمت ۱')).toBeVisible();
});
