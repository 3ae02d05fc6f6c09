import { expect, test, type Page } from '@playwright/test';
import { logInAt } from './support/auth';
import { inSandbox } from './support/sandbox';

// A screening (ekran) ticket after it is bought (original-app §4 Ekran): the payment's page
// speaks of a ticket for a film, and the screening page's first step is its main button, asking
// for the code; entering the code comes after. A field left empty is named in the page's
// language, not the browser's.

const options = (page: Page) => page.getByRole('list', { name: 'گزینه‌های دانلود' });
const checkout = (page: Page) => page.getByRole('form', { name: 'سبد خرید' });

/** Logs `mobile` in and buys film 9's screening ticket through the sandbox bank: on /callback after. */
async function buyTicket(page: Page, mobile: string) {
  await logInAt(page, mobile, '/movie/download/9');
  const ticket = options(page).getByRole('listitem').filter({ hasText: 'بلیط اکران' });
  await ticket.getByRole('button', { name: /^خرید بلیط/ }).click();
  await checkout(page).getByRole('button', { name: 'پرداخت و تماشا' }).click();
  await inSandbox(page, 'پرداخت موفق');
}

test("the payment's page speaks of the film's ticket, not of an episode", async ({ page }) => {
  await buyTicket(page, '09150270011');
  const result = page.locator('main');
  await expect(result.getByText('بلیط اکران شما خریداری شد', { exact: false })).toBeVisible();
  await expect(result).not.toContainText('قسمت انتخابی');
  // The way back names the film, and the payments page names what the payment bought.
  await expect(result.getByRole('link', { name: 'ادامه‌ی «کاپیتان مریدین»' })).toBeVisible();
  await page.goto('/payments');
  await expect(page.getByRole('row', { name: /خرید عنوان/ }).first()).toContainText('کاپیتان مریدین');
});

test("the screening page's main button first asks for the code, then enters it", async ({ page }) => {
  await buyTicket(page, '09150270013');
  await page.goto('/ekran/9');
  const send = page.getByRole('button', { name: 'ارسال کد تاییدیه' });
  await expect(send).toHaveClass(/\bbtn-primary\b/);
  await expect(page.getByRole('button', { name: 'ارسال و نمایش فیلم' })).not.toHaveClass(/\bbtn-primary\b/);
  await send.click();
  await expect(page.getByText('کد تاییدیه به شماره موبایل شما پیامک شد.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ارسال و نمایش فیلم' })).toHaveClass(/\bbtn-primary\b/);
  await expect(page.getByRole('button', { name: 'دریافت مجدد کد تاییدیه' })).not.toHaveClass(/\bbtn-primary\b/);
});

test('an empty code is refused in the page’s language, and typing takes the message back', async ({ page }) => {
  await buyTicket(page, '09150270014');
  await page.goto('/ekran/9');
  await page.getByRole('button', { name: 'ارسال و نمایش فیلم' }).click();
  await expect(page).toHaveURL(/\/ekran\/9$/);
  const field = page.getByLabel('کد تاییدیه');
  const message = () => field.evaluate((input: HTMLInputElement) => input.validationMessage);
  expect(await message()).toBe('کد تاییدیه‌ای را که برایتان پیامک شده است وارد کنید.');
  await field.fill('12');
  expect(await message()).toBe('');
});

test('a film sold with a screening ticket is named for its screening, and each file row reads whole', async ({
  page,
}) => {
  await page.goto('/movie/download/9');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^اکران آنلاین و دانلود /);
  // A row is quality • format • size in the page's digits (it read "240pMP4 · H.264/AAC0.6 MB").
  await page.goto('/movie/download/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^دانلود /);
  const rows = options(page).locator('.file-row');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const text of await rows.allInnerTexts()) {
    expect(text).toMatch(/^[۰-۹]+p • \S.* • [۰-۹][۰-۹٫]* [A-Z]+$/);
    // The format keeps its own Latin name (H.264); the quality and the size are the page's digits.
    expect(
      text
        .split(' • ')
        .filter((_, index, parts) => index !== 1 || parts.length < 3)
        .join(' '),
    ).not.toMatch(/[0-9]/);
  }
  // A price after its words: `،`, never `·` beside Persian digits (DESIGN.md T6).
  await expect(options(page)).not.toContainText(/·\s*[۰-۹]/);
});
