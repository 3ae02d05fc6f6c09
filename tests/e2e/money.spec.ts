import { expect, test, type Page } from '@playwright/test';
import { logInAt, logInThroughModal } from './support/auth';
import { expectNoMobile, inSandbox } from './support/sandbox';

// The money journeys in fa (spec §2 header buttons and money modals, /plan/:id, /callback,
// /payments): every payment goes through the embedded provider's sandbox bank. Each test uses
// its own mobile number (tests run in parallel).

const header = (page: Page) => page.locator('header');

test('a guest buys a subscription: login from the header, the plan page, the sandbox bank, payment done, renew', async ({
  page,
}) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'خرید اشتراک' }).click();
  await logInThroughModal(page, '09130000001');

  // After login the subscription modal opens by itself (spec §4 Login flow step 5).
  const modal = page.getByRole('dialog', { name: 'خرید اشتراک' });
  await expect(modal).toBeVisible();
  // Plan cards are radios with one chosen (the best value); the sheet's foot pays for it.
  await expect(modal.getByRole('radio', { checked: true })).toHaveCount(1);
  await modal.getByRole('button', { name: /^پرداخت و فعال‌سازی .*، [۰-۹]/ }).click();
  await expect(page).toHaveURL(/\/plan\/\d+\?content_id=0&content_type=$/);
  await expect(page.getByRole('heading', { name: 'انتخاب شیوه پرداخت' })).toBeVisible();
  await expect(page.getByLabel('درگاه بانکی')).toBeChecked();

  await page.getByRole('button', { name: /^پرداخت [۰-۹]/ }).click();
  await inSandbox(page, 'پرداخت موفق');
  // The plan's return URL carried the mobile through the bank before (docs/payments.md "Buying").
  expectNoMobile(page.url(), '09130000001');
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible();
  // The receipt names the plan and its days, how long the subscription runs, and the bank's reference.
  await expect(page.getByText(/، [۰-۹]+ روز$/)).toBeVisible();
  await expect(page.getByText(/^اشتراک شما تا .+ فعال است$/)).toBeVisible();
  await expect(page.getByText('کد پیگیری', { exact: true })).toBeVisible();

  await page.goto('/');
  await expect(header(page).getByRole('button', { name: 'تمدید اشتراک' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'خرید اشتراک' })).toBeHidden();
});

test('a top-up typed in Persian digits reaches the wallet once', async ({ page }) => {
  await logInAt(page, '09130000002', '/payments');
  await expect(page.getByText('موجودی کیف پول: ۰ تومان')).toBeVisible();
  await page.getByRole('link', { name: 'افزایش موجودی' }).click();
  const modal = page.getByRole('dialog', { name: 'افزایش موجودی' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('مبلغ مورد نظر خود را وارد کنید (تومان)').fill('۲۰٬۰۰۰');
  await modal.getByRole('button', { name: 'پرداخت' }).click();
  await inSandbox(page, 'پرداخت موفق');
  expectNoMobile(page.url(), '09130000002');
  await expect(page.getByText('مبلغ ۲۰٬۰۰۰ تومان به کیف پول شما اضافه شد.')).toBeVisible();
  await expect(page.getByText('موجودی فعلی: ۲۰٬۰۰۰ تومان')).toBeVisible();

  // Coming back to the same callback answers the stored result and credits nothing more.
  await page.reload();
  await expect(page.getByText('موجودی فعلی: ۲۰٬۰۰۰ تومان')).toBeVisible();
  await page.goto('/payments');
  await expect(page.getByText('موجودی کیف پول: ۲۰٬۰۰۰ تومان')).toBeVisible();
  await expect(page.getByRole('row', { name: /افزایش موجودی/ })).toContainText('موفق');
});

test('a cancelled payment credits nothing and can be checked again', async ({ page }) => {
  await logInAt(page, '09130000003', '/payments');
  await page.getByRole('link', { name: 'افزایش موجودی' }).click();
  const modal = page.getByRole('dialog', { name: 'افزایش موجودی' });
  await modal.getByRole('button', { name: '۱۰٬۰۰۰ تومان' }).click();
  await modal.getByRole('button', { name: 'پرداخت' }).click();
  await inSandbox(page, 'انصراف');
  await expect(page.getByRole('heading', { name: 'پرداخت ناموفق بود' })).toBeVisible();
  await page.getByRole('link', { name: 'بررسی پرداخت' }).click();
  await expect(page.getByRole('heading', { name: 'پرداخت ناموفق بود' })).toBeVisible();

  await page.goto('/payments');
  await expect(page.getByText('موجودی کیف پول: ۰ تومان')).toBeVisible();
  await expect(page.getByRole('row', { name: /افزایش موجودی/ })).toContainText('لغو شده');
});

test('automatic payment: a bank is added through its mandate page, then a series switch saves at once', async ({
  page,
}) => {
  await logInAt(page, '09130000004', '/');
  await header(page).getByRole('button', { name: 'پرداخت خودکار' }).click();
  const modal = page.getByRole('dialog', { name: 'فعال کردن پرداخت خودکار' });
  await expect(modal.getByLabel('انتخاب بانک:')).toHaveValue('012');
  await expect(modal.getByLabel('شماره موبایلی را که به بانک شما متصل است وارد کنید:')).toHaveValue('09130000004');
  await modal.getByRole('button', { name: 'افزودن کارت بانکی شما به سیستم پرداخت خودکار' }).click();
  await inSandbox(page, 'تأیید قرارداد');
  // Signing the mandate pays nothing, and the receipt says so (no 'payment successful').
  await expect(page.getByRole('heading', { name: 'پرداخت خودکار برای شما فعال شد' })).toBeVisible();
  await expect(page.getByText(/هیچ مبلغی از حساب شما کسر نشد/)).toBeVisible();

  await page.goto('/');
  await header(page).getByRole('button', { name: 'پرداخت خودکار' }).click();
  await expect(modal.getByText('بانک‌های فعال شما جهت پرداخت خودکار:')).toBeVisible();
  const series = modal.getByRole('switch', { name: /پرداخت خودکار قسمت‌های جدید/ }).first();
  await series.click();
  await expect(modal.getByText('تنظیمات ذخیره شد.')).toBeVisible();
  await expect(series).toBeChecked();
});

test('a user who presses automatic payment before the page knows who they are gets its modal, not the login form', async ({
  page,
}) => {
  await logInAt(page, '09130000006', '/');
  // A slow network: the user state answers after the click.
  await page.route('**/ghost/get/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/genres/drama');
  await header(page).getByRole('button', { name: 'پرداخت خودکار' }).click();
  await expect(page.getByRole('dialog', { name: 'فعال کردن پرداخت خودکار' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'ورود یا ثبت‌نام' })).toBeHidden();
});

test("a title's subscription button opens the subscription modal for that title, then its plan page", async ({
  page,
}) => {
  await logInAt(page, '09130000005', '/movie/1');
  await page.locator('main').getByRole('link', { name: 'خرید اشتراک' }).click();
  const modal = page.getByRole('dialog', { name: 'خرید اشتراک' });
  await expect(modal).toBeVisible();
  // Plan cards are radios with one chosen (the best value); the sheet's foot pays for it.
  await expect(modal.getByRole('radio', { checked: true })).toHaveCount(1);
  await modal.getByRole('button', { name: /^پرداخت و فعال‌سازی .*، [۰-۹]/ }).click();
  await expect(page).toHaveURL(/\/plan\/\d+\?content_id=1&content_type=movie$/);
});
