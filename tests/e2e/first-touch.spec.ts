import { expect, test, type Page } from '@playwright/test';

// Islands hydrate on first use (client:interaction, src/lib/hydration/on-interaction.ts): what a
// visitor does before an island wakes is applied once it has, exactly once. On a slow phone (the
// CPU throttled 6x) the first tap on the settings gear lands on its icon before the island wakes,
// and a filter choice is made while the island hydrates: neither may be lost.

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

const island = (page: Page, selector: string) => page.locator(`astro-island:has(${selector})`).first();

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the first tap on the settings gear opens the settings', async ({ page }) => {
    test.setTimeout(90_000);
    await slowCpu(page);
    await page.goto('/');
    await expect(island(page, '.settings-button')).toHaveAttribute('ssr', '');
    // The tap lands on the gear's icon (an SVG), as a finger does.
    await page.locator('.settings-button svg').tap();
    await expect(page.getByRole('dialog', { name: 'تنظیمات' })).toBeVisible({ timeout: 20_000 });
    // Once: the tap did not open it and close it again.
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog', { name: 'تنظیمات' })).toBeVisible();
  });
});

test('the first choice in a filter select applies, even while the filter bar wakes', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await slowCpu(page);
  await page.goto('/genres/drama');
  await expect(island(page, '#filter-country')).toHaveAttribute('ssr', '');
  const country = page.locator('#filter-country');
  await country.focus();
  await country.selectOption('IR');
  await expect(page).toHaveURL(/[?&]country=IR(&|$)/, { timeout: 20_000 });
  await expect(country).toHaveValue('IR');
  // The filter applied in place: every title now listed is Iranian (spec §4 Filter change).
  await expect(page.getByRole('status').filter({ hasText: /به‌روز شد|عنوانی/ })).toBeAttached({ timeout: 20_000 });
});

test('a mobile typed on /login before its form wakes is kept, and its code can be sent', async ({ page }) => {
  // The page's scripts come late, as on a slow network: the number is typed into the server's form.
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Module scripts delay DOMContentLoaded: the page is used as soon as its form is drawn.
  await page.goto('/login', { waitUntil: 'commit' });
  const island = page.locator('astro-island', { has: page.getByLabel('شماره موبایل') });
  await expect(island).toHaveAttribute('ssr', '');
  await page.getByLabel('شماره موبایل').pressSequentially('09150340011');
  release();
  await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 20_000 });
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(/0915\s?034\s?0011/);
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await expect(page.getByLabel('کد ۴ رقمی')).toBeVisible({ timeout: 20_000 });
});
