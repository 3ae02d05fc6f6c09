import { expect, test } from '@playwright/test';
import { logInAt } from './support/auth';
import { inSandbox } from './support/sandbox';

// Automatic payment (spec §2 Direct-debit modal): from a phone, where the header's button is not
// shown, the profile popover offers it beside the wallet; and signing the bank's mandate pays
// nothing, so the page after it says automatic payment is set up, not that a payment was made.

test('on a phone the profile popover leads to automatic payment', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAt(page, '09150270012', '/');
  await page.locator('header').getByRole('button', { name: 'حساب کاربری' }).click();
  await page.getByRole('dialog', { name: /^۰۹/ }).getByRole('button', { name: 'پرداخت خودکار' }).click();
  await expect(page.getByRole('dialog', { name: 'فعال کردن پرداخت خودکار' })).toBeVisible();
});

test('after signing the mandate the page says automatic payment is set up, not that a payment was made', async ({
  page,
}) => {
  await logInAt(page, '09150270015', '/');
  await page.locator('header').getByRole('button', { name: 'پرداخت خودکار' }).click();
  const modal = page.getByRole('dialog', { name: 'فعال کردن پرداخت خودکار' });
  await modal.getByRole('button', { name: 'افزودن کارت بانکی شما به سیستم پرداخت خودکار' }).click();
  await inSandbox(page, 'تأیید قرارداد');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('پرداخت خودکار برای شما فعال شد');
  // What really happened: the mandate is signed and nothing was charged (no amount on the receipt).
  await expect(page.getByText('هیچ مبلغی از حساب شما کسر نشد', { exact: false })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('پرداخت با موفقیت انجام شد');
  await expect(page.locator('main')).not.toContainText('مبلغ پرداختی');
});

test('on a phone the profile page leads to automatic payment', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAt(page, '09150270016', '/profile');
  await page
    .getByRole('list', { name: 'دسترسی سریع' })
    .getByRole('link', { name: /پرداخت خودکار/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'فعال کردن پرداخت خودکار' })).toBeVisible();
});
