import { expect, test, type Page } from '@playwright/test';

// A live channel's page (DESIGN.md §7 i-live, docs/decisions/0017-look-and-feel.md): the player
// marked LIVE, the channel's mark and name, what is on now with its hours, the minutes left and a
// live bar, the next programme, and the other channels; /lives lists every channel marked LIVE.

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a channel's page at ${viewport.width}px shows LIVE, what is on now and next, and the other channels`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/live/1');
    await expect(page.getByRole('heading', { level: 1, name: 'پخش زنده شبکه فیلم' })).toBeVisible();
    const pill = page.locator('.live-player').getByText('زنده', { exact: true });
    await expect(pill).toBeVisible();
    await expect(pill).toHaveCSS('color', 'rgb(255, 255, 255)');
    // The player's poster is the channel's picture without its name (the heading names it), so
    // the play button covers no words.
    await expect(page.locator('.live-player img.backdrop')).toHaveAttribute('src', '/img/live/1-plain.jpg');

    const now = page
      .getByRole('region', { name: /.+/ })
      .filter({ has: page.getByText('اکنون', { exact: true }) })
      .filter({ hasNot: page.getByRole('heading', { name: 'جدول پخش' }) });
    await expect(now.getByText(/^[۰-۹]{2}:[۰-۹]{2} تا [۰-۹]{2}:[۰-۹]{2}$/)).toBeVisible();
    await expect(now.getByText(/^[۰-۹]+ دقیقه مانده$/)).toBeVisible();
    const bar = now.getByRole('progressbar', { name: /٪ از برنامه پخش شده$/ });
    await expect(bar).toBeVisible();
    const value = Number(await bar.getAttribute('value'));
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(100);
    await expect(page.getByText(/^بعدی، [۰-۹]{2}:[۰-۹]{2}$/)).toBeVisible();

    // The guide: the programme before, the one on air (the same as "now" above) and four after.
    const guide = page.getByRole('region', { name: 'جدول پخش' });
    await expect(guide.getByRole('listitem')).toHaveCount(6);
    const onAir = guide.locator('li[aria-current="time"]');
    await expect(onAir).toHaveCount(1);
    await expect(onAir).toContainText('اکنون');
    await expect(onAir.locator('b')).toHaveText((await now.getByRole('heading').textContent())!.trim());
    await expect(guide.getByRole('listitem').first()).toContainText('پخش شد');
    await expect(guide.getByRole('listitem').first().getByText(/^[۰-۹]{2}:[۰-۹]{2} تا [۰-۹]{2}:[۰-۹]{2}$/)).toBeVisible();

    const others = page.getByRole('region', { name: 'شبکه‌های دیگر' });
    await expect(others.getByRole('link', { name: 'شبکه کودک' })).toHaveAttribute('href', '/live/2');
    await expect(others.getByRole('link', { name: 'شبکه فیلم' })).toHaveCount(0);
    expect(await noSidewaysScroll(page)).toBe(true);
  });
}

test('the English channel page reads LIVE and Latin digits', async ({ page }) => {
  await page.goto('/en/live/1');
  await expect(page.locator('.live-player').getByText('LIVE', { exact: true })).toBeVisible();
  await expect(page.locator('.live-info').getByText(/^\d{2}:\d{2} to \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Schedule' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByText(/^\d+ min left$/)).toBeVisible();
});

test('/lives marks every channel LIVE, each card one link to its channel', async ({ page }) => {
  await page.goto('/lives');
  const cards = page.locator('main article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    await expect(cards.nth(i).getByText('زنده', { exact: true })).toBeVisible();
    await expect(cards.nth(i).getByRole('link')).toHaveCount(1);
  }
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/live\/\d+$/);
});
