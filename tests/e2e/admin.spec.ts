import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInNewContext } from './support/auth';
import { subscribe } from './support/sandbox';

// docs/admin.md: the back office as its operators use it, with JavaScript off (its forms need
// none): support extends a subscription, finance refunds a payment to the wallet, an editor adds
// and publishes a film that the storefront then shows. The first admin is ADMIN_MOBILES of
// playwright.config.ts, one per test (a number gets one login code per 90 s, and the tests run
// side by side); a login counts as the fresh code role grants ask for.

test.use({ javaScriptEnabled: false });
// Each test logs in three or four people and one pays at the sandbox bank: under a loaded machine
// (two browsers beside the server on 2 cores) that has taken the whole default minute.
test.describe.configure({ timeout: 150_000 });

/** axe-core's serious and critical findings on the page (as tests/e2e/accessibility.spec.ts). */
async function seriousFindings(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** A first admin (`admin`) grants `role` to `mobile` (a user already, having logged in). */
async function grantRole(browser: Browser, admins: string, mobile: string, role: 'مالی' | 'پشتیبانی' | 'ویراستار') {
  const admin = await logInNewContext(browser, admins, '/admin');
  await admin.goto(`/admin/users?mobile=${mobile}`);
  await admin.getByRole('checkbox', { name: role }).check();
  await admin.getByRole('region', { name: 'نقش‌ها' }).getByRole('button', { name: 'ذخیره' }).click();
  await expect(admin.getByRole('status').first()).toHaveText('انجام شد.');
  await expect(admin.getByRole('checkbox', { name: role })).toBeChecked();
  await admin.context().close();
}

test('support finds a user by mobile and extends their subscription', async ({ browser }) => {
  const customer = await logInNewContext(browser, '09120009011');
  const support = await logInNewContext(browser, '09120009012', '/');
  // Without a role the back office is closed.
  const closed = await support.goto('/admin');
  expect(closed?.status()).toBe(403);
  await grantRole(browser, '09120009001', '09120009012', 'پشتیبانی');

  await support.goto('/admin');
  await support.getByRole('navigation', { name: 'بخش‌های پیشخوان' }).getByRole('link', { name: 'کاربران' }).click();
  await support.getByLabel('یافتن کاربر با موبایل').fill('۰۹۱۲۰۰۰۹۰۱۱');
  await support.getByRole('button', { name: 'جستجو' }).click();
  await expect(support.getByTestId('days-left')).toHaveText('اشتراک فعالی ندارد.');
  await support.getByLabel('تعداد روز').fill('۱۰');
  await support.getByLabel('دلیل').first().fill('قطعی سرویس');
  await support.getByRole('button', { name: 'دادن یا تمدید اشتراک' }).click();
  await expect(support.getByRole('status').first()).toHaveText('انجام شد.');
  await expect(support.getByTestId('days-left')).toContainText('۱۰ روز مانده');
  expect(await seriousFindings(support)).toEqual([]);
  // The customer's own account says so.
  const state = await customer.request.get('/api/v1/ghost/get/checkuser');
  expect((await state.json()).data.user).toMatchObject({ subscription: 1, days_period_to_end: 10 });
  // Support may not refund or see the audit log.
  expect((await support.goto('/admin/audit'))?.status()).toBe(403);
});

test('finance refunds a paid plan to the wallet, and the customer sees it in their wallet', async ({ browser }) => {
  const customerContext = await browser.newContext({ javaScriptEnabled: true });
  const customer = await customerContext.newPage();
  await subscribe(customer, '09120009021');
  const finance = await logInNewContext(browser, '09120009022', '/');
  await grantRole(browser, '09120009002', '09120009022', 'مالی');
  // The login a minute ago counts as a fresh code: finance refunds at once.
  await finance.goto('/admin/payments?mobile=09120009021&status=paid');
  const row = finance.locator('tr[data-payment]').filter({ hasText: 'اشتراک' }).first();
  await expect(row).toBeVisible();
  const amount = (await row.locator('td').nth(4).textContent())!.trim();
  await row.getByLabel('دلیل').fill('درخواست مشتری');
  await row.getByRole('button', { name: 'بازگشت به کیف پول' }).click();
  await expect(finance.getByRole('status').first()).toHaveText('انجام شد.');
  await expect(finance.locator('tr[data-payment]').filter({ hasText: 'بازگشته' })).toContainText(amount);
  // The daily report downloads as CSV.
  const report = await finance.request.get('/admin/report.csv');
  expect(report.headers()['content-type']).toMatch(/text\/csv/);
  expect(await report.text()).toMatch(/^day,gateway,brand,/);

  await customer.goto('/payments');
  await expect(customer.getByText(`موجودی کیف پول: ${amount}`)).toBeVisible();
  await customerContext.close();
});

test('an editor adds a film and publishes it, and the storefront shows it', async ({ browser }) => {
  const editor = await logInNewContext(browser, '09120009031', '/');
  await grantRole(browser, '09120009003', '09120009031', 'ویراستار');
  await editor.goto('/admin/films');
  await editor.getByLabel('نام فارسی').fill('ماهی‌های آبی');
  await editor.getByLabel('نام انگلیسی').fill('Blue Fish');
  await editor.getByLabel('خلاصهٔ فارسی').fill('داستانی دربارهٔ دریا.');
  await editor.getByLabel('سال ساخت (میلادی)').fill('2024');
  await editor.getByLabel('مدت (دقیقه)').fill('۹۰');
  await editor.getByRole('radio', { name: 'رایگان' }).check();
  await editor.getByRole('checkbox', { name: 'درام' }).check();
  await editor.getByRole('button', { name: 'ذخیره' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText('ماهی‌های آبی');
  await expect(editor.getByTestId('film-state')).toHaveText('پیش‌نویس');
  const id = /\/admin\/films\/(\d+)/.exec(editor.url())![1];
  expect((await editor.request.get(`/movie/${id}`)).status()).toBe(404);

  await editor.getByRole('button', { name: 'انتشار' }).click();
  await expect(editor.getByTestId('film-state')).toHaveText('منتشرشده');
  const visitor = await browser.newPage();
  await visitor.goto(`/movie/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('ماهی‌های آبی');
  await visitor.goto(`/en/movie/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Blue Fish');
  // The English back office.
  await editor.goto(`/en/admin/films/${id}`);
  await expect(editor.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(editor.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await editor.emulateMedia({ colorScheme: 'dark' });
  await editor.reload();
  expect(await seriousFindings(editor)).toEqual([]);
  await visitor.close();
});
