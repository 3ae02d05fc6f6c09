import { expect, test } from '@playwright/test';
import { logInAt } from './support/auth';

// /plan/:id, the plan's payment page: its plan named once (plan names carry their kind,
// «اشتراک یک ماهه», "One-month subscription"; DESIGN.md §5 "Plan card"), and paying shows the
// progress bar while the bank's page is on its way (spec §4 Other), without a script error.

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

test('a crawler is sent from the plan page to the login page, which is kept out of search results', async ({
  page,
  request,
}) => {
  const guest = await request.get('/plan/1', { maxRedirects: 0 });
  expect(guest.status()).toBe(302);
  expect(guest.headers()['location']).toBe('/login?redirect=%2Fplan%2F1');
  await page.goto('/plan/1');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The checkout itself, served only to a signed-in visitor, names its address like the catalog's pages.
  await logInAt(page, '09150270042', '/plan/1');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/plan\/1$/);
});

test('paying on the plan page shows the progress bar, and no script fails', async ({ page }) => {
  await logInAt(page, '09150270008', '/plan/1');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The payment's answer (a redirect to the bank) is slow: the bar shows meanwhile.
  await page.route('**/plan/1', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // The page is leaving (Playwright waits out the navigation before reading it): the bar's phases
  // are kept in the tab's session storage, which the bank's page on this origin reads back.
  await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.page-progress')!;
    new MutationObserver(() => {
      sessionStorage.setItem('phases', `${sessionStorage.getItem('phases') ?? ''} ${bar.dataset['phase']}`);
    }).observe(bar, { attributeFilter: ['data-phase'] });
  });
  await page.getByRole('button', { name: /^پرداخت [۰-۹]/ }).click();
  await expect(page.getByText('sandbox · درگاه آزمایشی')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('phases'))).toContain('running');
  expect(errors).toEqual([]);
});

test('an English checkout comes back from the bank to the English /callback', async ({ page }) => {
  await logInAt(page, '09150270041', '/en/plan/1');
  await page.getByRole('button', { name: /^Pay \d/ }).click();
  await expect(page.getByText('sandbox · درگاه آزمایشی')).toBeVisible({ timeout: 20_000 });
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/en/callback'),
    page.getByRole('button', { name: 'پرداخت موفق' }).click(),
  ]);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the subscription modal names each plan once and chooses the best value, its total with VAT', async ({ page }) => {
  await logInAt(page, '09150270017', '/movie/1');
  for (const [path, button, dialogName, doubled] of [
    ['/movie/1', 'خرید اشتراک', 'خرید اشتراک', /اشتراک اشتراک/],
    ['/en/movie/1', 'Buy subscription', 'Buy a subscription', /subscription subscription/i],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-show', /buy-subscription/);
    await page.locator('header').getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    // The modal's code and the plans load on first open (a loaded machine takes a while).
    await expect(dialog.getByRole('radio').first()).toBeAttached({ timeout: 20_000 });
    await expect(dialog).not.toHaveText(doubled);
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  }
});

test('the plan page asks for a method in Persian when none is chosen', async ({ page }) => {
  await logInAt(page, '09150270018', '/plan/1');
  const gateway = page.locator('#method-saman');
  await gateway.evaluate((input: HTMLInputElement) => (input.checked = false));
  await page.getByRole('button', { name: /^پرداخت [۰-۹]/ }).click();
  await expect(page).toHaveURL(/\/plan\/1/);
  expect(await gateway.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
    'یک روش پرداخت را انتخاب کنید.',
  );
});
