import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { logInAt, smsCode } from './support/auth';
import { playedPast, startPlaying } from './support/player';
import { expectNoMobile, inSandbox } from './support/sandbox';

// Buying downloads in fa (spec §2 download routes, §3-§4 Cart, content-api get/buy and the
// payments callback): the cart island, the wallet, the sandbox bank and the signed file links.
// Each test uses its own mobile number and film (tests run in parallel).

const options = (page: Page) => page.getByRole('list', { name: 'گزینه‌های دانلود' });
/** The page's digits (fa): rows name their quality `۲۴۰p` and their size `۰٫۶ MB` (DESIGN.md §6 R5). */
const fa = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
const latin = (text: string) =>
  text.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit))).replace('٫', '.');
const row = (page: Page, quality: string) => options(page).getByRole('listitem').filter({ hasText: fa(quality) });
const checkout = (page: Page) => page.getByRole('form', { name: 'سبد خرید' });

/** A download link (its token bound to the buyer) answers 200 with the whole file, its Content-Length the bytes sent. */
async function expectFile(page: Page, href: string | null, megabytes: string) {
  expect(href).toMatch(/^\/media\/t\/\d+\.d\d+\.[\w-]{43}\/vod\/\d+\/download\/\d+p\.mp4\?ascii=/);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  const length = Number(response.headers()['content-length']);
  expect(length).toBe((await response.body()).length);
  expect((Math.round(length / 100_000) / 10).toFixed(1)).toBe(megabytes);
}

test('a logged-in viewer tops up the wallet, buys a film from it and downloads the file', async ({ page }) => {
  // A whole journey (login, the bank, a purchase, a file): it ran past 60 s once in a full run.
  test.setTimeout(120_000);
  await logInAt(page, '09130000101', '/payments');
  await page.getByRole('link', { name: 'افزایش موجودی' }).click();
  const wallet = page.getByRole('dialog', { name: 'افزایش موجودی' });
  await wallet.getByLabel('مبلغ مورد نظر خود را وارد کنید (تومان)').fill('۵۰٬۰۰۰');
  await wallet.getByRole('button', { name: 'پرداخت' }).click();
  await inSandbox(page, 'پرداخت موفق');
  await expect(page.getByText('موجودی فعلی: ۵۰٬۰۰۰ تومان')).toBeVisible();

  await page.goto('/movie/download/19');
  const size = latin((await row(page, '360p').getByText(/MB$/).textContent())!.replace(' MB', ''));
  await row(page, '360p')
    .getByRole('button', { name: /^خرید و دانلود، ۳۹٬۰۰۰ تومان$/ })
    .click();
  await expect(checkout(page).getByText('مبلغ قابل پرداخت: ۴۲٬۹۰۰ تومان')).toBeVisible();
  await checkout(page).getByLabel('موجودی').check();
  await checkout(page).getByRole('button', { name: 'پرداخت و دانلود' }).click();
  await expect(page.getByText('پرداخت با موفقیت انجام شد')).toBeVisible();
  await expect(checkout(page)).toBeHidden();

  const download = row(page, '360p').getByRole('link', { name: fa('دانلود 360p') });
  await expect(download).toBeVisible();
  await expectFile(page, await download.getAttribute('href'), size);

  // Coming back shows the links again, and the wallet paid the price plus VAT once.
  await page.reload();
  await expect(row(page, '480p').getByRole('link', { name: fa('دانلود 480p') })).toBeVisible();
  await page.goto('/payments');
  await expect(page.getByText('موجودی کیف پول: ۷٬۱۰۰ تومان')).toBeVisible();
});

test("a guest's cart survives a reload", async ({ page }) => {
  await page.goto('/movie/download/31');
  await row(page, '240p')
    .getByRole('button', { name: /^خرید و دانلود/ })
    .click();
  await expect(checkout(page).getByText('مبلغ قابل پرداخت: ۵۳٬۹۰۰ تومان')).toBeVisible();
  await expect(checkout(page).getByLabel('شماره موبایل خود را وارد کنید')).toBeVisible();
  await page.reload();
  await expect(checkout(page)).toBeVisible();
  await expect(row(page, '240p').getByRole('button', { name: 'انصراف' })).toBeVisible();
  await row(page, '240p').getByRole('button', { name: 'انصراف' }).click();
  await expect(checkout(page)).toBeHidden();
  await page.reload();
  await expect(row(page, '240p').getByRole('button', { name: /^خرید و دانلود/ })).toBeVisible();
  await expect(checkout(page)).toBeHidden();
});

test('a guest pays through the bank with a Persian-digit mobile and is asked to log in to download', async ({
  page,
}) => {
  await page.goto('/movie/download/48');
  await row(page, '360p')
    .getByRole('button', { name: /^خرید و دانلود/ })
    .click();
  await checkout(page).getByLabel('شماره موبایل خود را وارد کنید').fill('۰۹۱۳۰۰۰۰۱۰۴');
  await checkout(page).getByRole('button', { name: 'پرداخت و دانلود' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\/pay\//);
  expectNoMobile(page.url(), '09130000104');
  await inSandbox(page, 'پرداخت موفق');
  const paid = 'پرداخت شما موفقیت آمیز بوده است اما برای استفاده از آن باید وارد سایت شوید';
  await expect(page.getByText(paid)).toBeVisible();

  // The bank sent the payer back without the mobile; the payment's return key is what shows it
  // to a guest: the same page without the key finds no payment (docs/payments.md "Buying").
  const back = new URL(page.url());
  expectNoMobile(back.href, '09130000104');
  expect(back.searchParams.get('key')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  await page.reload();
  await expect(page.getByText(paid)).toBeVisible();
  back.searchParams.delete('key');
  await page.goto(back.pathname + back.search);
  await expect(page.getByText('پرداختی برای بررسی پیدا نشد.', { exact: false })).toBeVisible();
  await expect(page.getByText(paid)).toBeHidden();
  await page.goBack();
  await expect(page.getByText(paid)).toBeVisible();
  await page.getByRole('link', { name: 'ورود به سایت' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Flist%2Fdownloads$/);

  // The number's account received the film: logged in, its files download.
  await logInAt(page, '09130000104', '/movie/download/48');
  await expect(row(page, '360p').getByRole('link', { name: fa('دانلود 360p') })).toBeVisible();
});

test('a purchase through the sandbox bank lands on /callback with the file and its links', async ({ page }) => {
  await logInAt(page, '09130000102', '/movie/download/39');
  const size = latin((await row(page, '480p').getByText(/MB$/).textContent())!.replace(' MB', ''));
  await row(page, '480p')
    .getByRole('button', { name: /^خرید و دانلود، ۲۵٬۰۰۰ تومان$/ })
    .click();
  await expect(checkout(page).getByLabel('درگاه بانکی')).toBeChecked();
  await checkout(page).getByRole('button', { name: 'پرداخت و دانلود' }).click();
  await inSandbox(page, 'پرداخت موفق');
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible();
  await expect(page.getByText('عنوان انتخابی شما به فهرست خریداری‌شده‌های شما اضافه شد.')).toBeVisible();
  await expect(page.getByText(/^نسخه 480p/)).toBeVisible();
  const link = page.getByRole('link', { name: 'دانلود', exact: true });
  await expectFile(page, await link.getAttribute('href'), size);
  await expect(page.getByRole('link', { name: 'لینک کمکی' })).toBeVisible();

  // The cart was emptied by the purchase; the download page now offers the file's links.
  await page.goto('/movie/download/39');
  await expect(row(page, '240p').getByRole('link', { name: fa('دانلود 240p') })).toBeVisible();
  await expect(checkout(page)).toBeHidden();
});

test('a screening ticket bought through the bank plays after the code sent to the mobile', async ({ page }) => {
  const mobile = '09130000103';
  await logInAt(page, mobile, '/movie/download/9');
  const ticket = options(page).getByRole('listitem').filter({ hasText: 'بلیط اکران' });
  await ticket.getByRole('button', { name: /^خرید بلیط، ۴۹٬۰۰۰ تومان$/ }).click();
  await checkout(page).getByRole('button', { name: 'پرداخت و تماشا' }).click();
  await inSandbox(page, 'پرداخت موفق');
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible();
  await page.getByRole('link', { name: 'تماشا' }).click();

  await expect(page).toHaveURL(/\/ekran\/9$/);
  await expect(page.getByText('مدت زمان سانس: ۳ ساعت')).toBeVisible();
  await page.getByRole('button', { name: 'ارسال کد تاییدیه' }).click();
  await expect(page.getByText('کد تاییدیه به شماره موبایل شما پیامک شد.')).toBeVisible();
  const code = await smsCode(page.request, mobile);
  await page.getByLabel('کد تاییدیه').fill('0000' === code ? '1111' : '0000');
  await page.getByRole('button', { name: 'ارسال و نمایش فیلم' }).click();
  await expect(page.getByRole('alert')).toHaveText('کد وارد شده اشتباه است یا منقضی شده است');
  await page.getByLabel('کد تاییدیه').fill(code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!));
  await page.getByRole('button', { name: 'ارسال و نمایش فیلم' }).click();
  await page.getByRole('link', { name: 'تماشای فیلم' }).click();
  await expect(page).toHaveURL(/\/movie\/show\/9$/);
  await startPlaying(page);
  await playedPast(page, 1);
});

test('the download page with its checkout open and the screening page have no serious axe violation', async ({
  page,
}) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await page.goto('/movie/download/48');
  await row(page, '240p')
    .getByRole('button', { name: /^خرید و دانلود/ })
    .click();
  await expect(checkout(page)).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.goto('/en/ekran/54');
  expect(await serious()).toEqual([]);
});
