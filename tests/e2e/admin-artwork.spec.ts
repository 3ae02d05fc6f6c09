import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logInWithoutScript } from './support/auth';

// docs/admin.md "Artwork" and "Brands", as their operators use them with JavaScript off (the
// forms need none): an editor uploads a film's poster and the film's page shows the new picture;
// an admin adds a brand, edits its phone, and the brand's own site shows the new number at once.
// The first admins are ADMIN_MOBILES of playwright.config.ts (09120009032 and 09120009033 here).

test.describe.configure({ timeout: 150_000 });

/**
 * axe-core's serious and critical findings on the page (as tests/e2e/admin.spec.ts), read in a
 * copy of it with scripts on (axe runs in the page), signed in as the same operator.
 */
async function seriousFindings(page: Page) {
  const context = await page
    .context()
    .browser()!
    .newContext({ storageState: await page.context().storageState() });
  const copy = await context.newPage();
  await copy.goto(page.url());
  const results = await new AxeBuilder({ page: copy }).analyze();
  await context.close();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A picture drawn here: a block of colour with a lighter band across it. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .composite([
      {
        input: {
          create: { width, height: Math.round(height / 4), channels: 3, background: { r: 240, g: 200, b: 60 } },
        },
        top: Math.round(height / 3),
        left: 0,
      },
    ])
    .png()
    .toBuffer();

test('an editor uploads a film poster and the film page shows it', async ({ browser }) => {
  // An admin makes an editor; the editor adds and publishes a film.
  const editor = await logInWithoutScript(browser, '09120009131');
  const admin = await logInWithoutScript(browser, '09120009032');
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

  /** The film's pages as a new visitor sees them (a browser keeps a catalog page a minute). */
  const visit = async (path: string) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(path);
    return page;
  };
  const before = await visit(`/movie/${id}`);
  await expect(before.locator('img.backdrop')).toHaveAttribute('src', `/img/backdrop/${id}.jpg`);
  await before.context().close();

  expect(await seriousFindings(editor)).toEqual([]);

  // A picture past 10 MiB: refused (413), in Persian, on the form's page.
  const huge = await editor.request.post('/admin/artwork', {
    headers: { origin: new URL(editor.url()).origin },
    multipart: {
      kind: 'poster',
      target: id,
      back: `/admin/films/${id}`,
      file: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    },
  });
  expect(huge.status()).toBe(413);
  expect(await huge.text()).toContain('حجم تصویر بیش از حد مجاز است: حداکثر ۱۰ مگابایت');

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
  await expect(editor.getByTestId('artwork-poster-now')).toHaveAttribute('src', `/img/poster/${id}.jpg`);

  // A real poster and backdrop: taken, and the editor's page shows them.
  const uploads: Record<string, string> = {};
  for (const [kind, label, buffer] of [
    ['poster', 'پوستر (۲:۳)', await picture(600, 900)],
    ['backdrop', 'تصویر زمینه (۱۶:۹)', await picture(1280, 720)],
  ] as const) {
    const upload = editor.getByTestId(`artwork-${kind}`);
    await upload.getByLabel(label).setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer });
    await upload.getByRole('button', { name: 'بارگذاری' }).click();
    await expect(editor.getByRole('status').first()).toHaveText('انجام شد.');
    const src = await editor.getByTestId(`artwork-${kind}-now`).getAttribute('src');
    expect(src).toMatch(new RegExp(`^/img/${kind}/up[0-9a-f]{16}\\.jpg$`));
    uploads[kind] = src!;
  }

  // The storefront shows the new pictures at once, at new URLs, and they load.
  const film = await visit(`/movie/${id}`);
  const backdrop = film.locator('img.backdrop');
  await expect(backdrop).toHaveAttribute('src', uploads['backdrop']!);
  await expect(backdrop).toHaveAttribute('srcset', new RegExp(`${uploads['backdrop']}\\?w=960 960w`));
  await expect
    .poll(() => backdrop.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
    .toContain(uploads['backdrop']!.slice(0, -4));
  expect(await backdrop.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The film's page names its poster as the film's image (JSON-LD).
  expect(await film.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
    expect.arrayContaining([expect.stringContaining(`${uploads['poster']}`)]),
  );
  const download = await visit(`/movie/download/${id}`);
  const poster = download.locator('img.title-poster');
  await expect(poster).toHaveAttribute('src', uploads['poster']!);
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);

  const answer = await download.request.get(uploads['poster']!, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/avif');
  expect(answer.headers()['cache-control']).toContain('immutable');
  const narrow = await download.request.get(`${uploads['poster']}?w=160`, { headers: { accept: 'image/webp,*/*' } });
  expect(narrow.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await narrow.body()).metadata()).width).toBe(160);
  const jpeg = await download.request.get(uploads['backdrop']!, { headers: { accept: 'image/*' } });
  expect(jpeg.headers()['content-type']).toBe('image/jpeg');
});

test('an admin adds a brand and edits its phone, and the brand site footer shows it', async ({ browser, baseURL }) => {
  const admin = await logInWithoutScript(browser, '09120009033');
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

  // A new visitor each time: a browser keeps a page a minute (CATALOG_CACHE_CONTROL).
  const visitor = await (await browser.newContext()).newPage();
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
  expect(await seriousFindings(admin)).toEqual([]);
  await expect(edit.getByLabel('تلفن')).toHaveValue('021-11112222');
  await edit.getByLabel('تلفن').fill('۰۲۱-۳۳۳۳۴۴۴۴');
  await edit.getByRole('button', { name: 'ذخیره' }).click();
  await expect(admin.getByRole('status').first()).toHaveText('انجام شد.');
  await expect(admin.getByTestId('brand-form').getByLabel('تلفن')).toHaveValue('021-33334444');

  // Its logo: a PNG with a transparent background, through the same artwork machinery.
  const logo = await sharp({
    create: { width: 420, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: { create: { width: 300, height: 60, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } },
        top: 30,
        left: 60,
      },
    ])
    .png()
    .toBuffer();
  const upload = admin.getByTestId('artwork-logo');
  await upload.getByLabel('لوگو (زمینهٔ روشن)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await upload.getByRole('button', { name: 'بارگذاری' }).click();
  await expect(admin.getByRole('status').first()).toHaveText('انجام شد.');
  await expect(admin).toHaveURL(new RegExp(`/admin/brands\\?domain=${domain}&done=artwork-logo`));
  const logoUrl = await admin.getByTestId('artwork-logo-now').getAttribute('src');
  expect(logoUrl).toMatch(/^\/img\/logo\/up[0-9a-f]{16}\.png$/);

  // The brand's site answers the new number and logo at once (its page and configuration caches dropped).
  const later = await (await browser.newContext()).newPage();
  await later.goto(site);
  await expect(later.locator('footer')).toContainText('021-33334444');
  await expect(later.locator('footer')).not.toContainText('021-11112222');
  await expect(later.locator('img.logo-light')).toHaveAttribute('src', logoUrl!);
  const served = await later.request.get(logoUrl!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
});
