import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logInAt } from './support/auth';

// docs/admin.md "Artwork" and "Brands", as their operators use them with JavaScript off (the
// forms need none): an editor uploads a film's poster and the film's page shows the new picture;
// an admin adds a brand, edits its phone, and the brand's own site shows the new number at once.
// The first admins are ADMIN_MOBILES of playwright.config.ts (09120009032 and 09120009033 here).

test.describe.configure({ timeout: 150_000 });

/** A page logged in as `mobile` (the login form needs JavaScript), then one with JavaScript off. */
async function withoutScript(browser: Browser, mobile: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const login = await context.newPage();
  await logInAt(login, mobile, '/');
  const state = await context.storageState();
  await context.close();
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: state });
  return plain.newPage();
}

/** A poster drawn here: a 600×900 block of colour with a lighter band across it. */
const poster = () =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .composite([
      {
        input: { create: { width: 600, height: 200, channels: 3, background: { r: 240, g: 200, b: 60 } } },
        top: 350,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

test('an editor uploads a film poster and the film page shows it', async ({ browser }) => {
  // An admin makes an editor; the editor adds and publishes a film.
  const editor = await withoutScript(browser, '09120009131');
  const admin = await withoutScript(browser, '09120009032');
  await admin.goto('/admin/users?mobile=09120009131');
  await admin.getByRole('checkbox', { name: 'ویراستار' }).check();
  await admin.getByRole('region', { name: 'نقش‌ها' }).getByRole('button', { name: 'ذخیره' }).click();
  await expect(admin.getByRole('checkbox', { name: 'ویراستار' })).toBeChecked();

  await editor.goto('/admin/films');
  await editor.getByLabel('نام فارسی').fill('کوه سپید');
  await editor.getByLabel('نام انگلیسی').fill('White Mountain');
  await editor.getByLabel('سال ساخت (میلادی)').fill('2023');
  await editor.getByLabel('مدت (دقیقه)').fill('100');
  await editor.getByRole('radio', { name: 'رایگان' }).check();
  await editor.getByRole('button', { name: 'ذخیره' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText('کوه سپید');
  const id = /\/admin\/films\/(\d+)/.exec(editor.url())![1]!;
  await editor.getByRole('button', { name: 'انتشار' }).click();
  await expect(editor.getByTestId('film-state')).toHaveText('منتشرشده');

  const visitor = await browser.newPage();
  await visitor.goto(`/movie/${id}`);
  const before = await visitor.locator('img.title-poster').getAttribute('src');
  expect(before).toBe(`/img/poster/${id}.jpg`);

  // Not a picture: refused in Persian, with its status; the poster stays.
  const form = editor.getByTestId('artwork-poster');
  await form.getByLabel('پوستر (۲:۳)').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are notes, not a picture'),
  });
  const [refused] = await Promise.all([
    editor.waitForResponse((r) => r.url().endsWith('/admin/artwork') && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'بارگذاری' }).click(),
  ]);
  expect(refused.status()).toBe(415);
  await expect(editor.getByRole('alert')).toContainText('این فایل تصویری خوانا نیست');
  await editor.getByRole('link', { name: 'بازگشت به صفحه' }).click();

  // A real poster: taken, and the editor's page shows it.
  await editor
    .getByTestId('artwork-poster')
    .getByLabel('پوستر (۲:۳)')
    .setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: await poster(),
    });
  await editor.getByTestId('artwork-poster').getByRole('button', { name: 'بارگذاری' }).click();
  await expect(editor.getByRole('status').first()).toHaveText('انجام شد.');
  const uploaded = await editor.getByTestId('artwork-poster-now').getAttribute('src');
  expect(uploaded).toMatch(/^\/img\/poster\/up[0-9a-f]{16}\.jpg$/);

  // The storefront shows the new picture at once, at a new URL, and it loads.
  await visitor.goto(`/movie/${id}`);
  const shown = visitor.locator('img.title-poster');
  await expect(shown).toHaveAttribute('src', uploaded!);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
  const answer = await visitor.request.get(uploaded!, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/avif');
  const narrow = await visitor.request.get(`${uploaded}?w=160`, { headers: { accept: 'image/webp,*/*' } });
  expect(narrow.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await narrow.body()).metadata()).width).toBe(160);
});

test('an admin adds a brand and edits its phone, and the brand site footer shows it', async ({ browser, baseURL }) => {
  const admin = await withoutScript(browser, '09120009033');
  const domain = 'art31.localhost';
  const site = `http://${domain}:${new URL(baseURL!).port}/`;

  await admin.goto('/admin/brands');
  const add = admin.getByTestId('new-brand-form');
  await add.getByLabel('دامنه').fill(domain);
  await add.getByLabel('نام فارسی').fill('سینما کوهستان');
  await add.getByLabel('نام انگلیسی').fill('Mountain Cinema');
  await add.getByLabel('تلفن').fill('021-11112222');
  await add.getByLabel('ایمیل').fill('hello@mountain.example');
  await add.getByLabel('کدهای معرف همکار از').fill('31000');
  await add.getByLabel('تا', { exact: true }).fill('31999');
  await add.getByRole('button', { name: 'افزودن برند' }).click();
  await expect(admin.getByRole('status').first()).toHaveText('انجام شد.');

  const visitor = await browser.newPage();
  await visitor.goto(site);
  await expect(visitor.locator('footer')).toContainText('021-11112222');

  // The same domain again is refused, clearly.
  await add.getByLabel('دامنه').fill(domain);
  await add.getByLabel('نام فارسی').fill('تکراری');
  await add.getByLabel('نام انگلیسی').fill('Again');
  await add.getByRole('button', { name: 'افزودن برند' }).click();
  await expect(admin.getByRole('alert')).toContainText(`دامنهٔ ${domain} برای برند دیگری ثبت شده است`);

  await admin.goto(`/admin/brands?domain=${domain}`);
  const edit = admin.getByTestId('brand-form');
  await expect(edit.getByLabel('تلفن')).toHaveValue('021-11112222');
  await edit.getByLabel('تلفن').fill('۰۲۱-۳۳۳۳۴۴۴۴');
  await edit.getByRole('button', { name: 'ذخیره' }).click();
  await expect(admin.getByRole('status').first()).toHaveText('انجام شد.');
  await expect(admin.getByTestId('brand-form').getByLabel('تلفن')).toHaveValue('021-33334444');

  // The brand's site answers the new number at once (its page and configuration caches dropped).
  await visitor.goto(site);
  await expect(visitor.locator('footer')).toContainText('021-33334444');
  await expect(visitor.locator('footer')).not.toContainText('021-11112222');
});
