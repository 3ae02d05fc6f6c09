import http from 'node:http';
import { expect, test } from '@playwright/test';
import { logInWithoutScript } from './support/auth';

// docs/admin.md "Brands", as an admin uses the form with JavaScript off: a refused form comes back
// with what was typed and each error beside its field; a brand added here is served on its own
// domain at once (no SITE_HOSTS for it: the site reads the brands' domains), with its address in
// the footer's contact lines in both languages; a host no brand has is still refused.
// The admins are ADMIN_MOBILES of playwright.config.ts (09120009051 and 09120009052: one a test, as
// tests run at once and a number's new code replaces its last).

test.describe.configure({ timeout: 150_000 });

/** A GET with a Host header of our choosing (a browser cannot forge it), from the site's own address. */
const askAs = (base: string, host: string, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    http
      .get({ hostname, port, path, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

test('a refused brand form keeps what was typed, each error beside its field', async ({ browser }) => {
  const admin = await logInWithoutScript(browser, '09120009051');
  await admin.goto('/admin/brands');
  const add = admin.getByTestId('new-brand-form');
  await add.getByLabel('دامنه').fill('keep31.example');
  await add.getByLabel('نام فارسی').fill('سینما ماندگار');
  await add.getByLabel('نام انگلیسی').fill('Lasting Cinema');
  await add.getByLabel('تلفن').fill('021-55556666');
  await add.getByLabel('نشانی (فارسی)').fill('تهران، کوچهٔ ماندگار، پلاک ۳۱');
  await add.getByLabel('اینستاگرام').fill('not a handle!');
  await add.getByLabel('کدهای معرف همکار از').fill('9000');
  await add.getByLabel('تا', { exact: true }).fill('8000');
  await add.getByRole('button', { name: 'افزودن برند' }).click();

  await expect(admin.getByRole('alert')).toBeVisible();
  const again = admin.getByTestId('new-brand-form');
  // What was typed is there again…
  await expect(again.getByLabel('دامنه')).toHaveValue('keep31.example');
  await expect(again.getByLabel('نام فارسی')).toHaveValue('سینما ماندگار');
  await expect(again.getByLabel('نام انگلیسی')).toHaveValue('Lasting Cinema');
  await expect(again.getByLabel('تلفن')).toHaveValue('021-55556666');
  await expect(again.getByLabel('نشانی (فارسی)')).toHaveValue('تهران، کوچهٔ ماندگار، پلاک ۳۱');
  await expect(again.getByLabel('اینستاگرام')).toHaveValue('not a handle!');
  await expect(again.getByLabel('کدهای معرف همکار از')).toHaveValue('9000');
  await expect(again.getByLabel('تا', { exact: true })).toHaveValue('8000');
  // …each error beside its field, in Persian, named by the field it describes.
  const handle = again.getByLabel('اینستاگرام');
  await expect(handle).toHaveAttribute('aria-invalid', 'true');
  await expect(handle).toHaveAccessibleDescription(/معتبر نیست|حروف/);
  const end = again.getByLabel('تا', { exact: true });
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(end).toHaveAccessibleDescription(/انتهای بازه نباید از ابتدای آن کمتر باشد/);
  await expect(again.getByLabel('نام فارسی')).not.toHaveAttribute('aria-invalid', /.*/);
  // The edit form of another brand is not filled with it, and nothing was added.
  await expect(admin.getByRole('link', { name: 'keep31.example' })).toHaveCount(0);

  // A refused edit keeps the edit's typed values, beside the brand's own form.
  await admin.goto('/admin/brands?domain=localhost');
  const edit = admin.getByTestId('brand-form');
  const phone = await edit.getByLabel('تلفن').inputValue();
  await edit.getByLabel('ایمیل').fill('');
  await edit.getByLabel('نام انگلیسی').fill('Renamed but refused');
  await edit.getByLabel('کدهای معرف همکار از').fill('5');
  await edit.getByLabel('تا', { exact: true }).fill('');
  await edit.getByRole('button', { name: 'ذخیره' }).click();
  await expect(admin.getByRole('alert')).toContainText('هر دو سر بازه را بنویسید، یا هیچ‌کدام را.');
  const editAgain = admin.getByTestId('brand-form');
  await expect(editAgain.getByLabel('نام انگلیسی')).toHaveValue('Renamed but refused');
  await expect(editAgain.getByLabel('تلفن')).toHaveValue(phone);
  await expect(editAgain.getByLabel('تا', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByTestId('new-brand-form').getByLabel('نام انگلیسی')).toHaveValue('');
  // English: the errors are English.
  await admin.goto('/en/admin/brands');
  const en = admin.getByTestId('new-brand-form');
  await en.getByLabel('Domain').fill('keep31.example');
  await en.getByLabel('Persian name').fill('سینما');
  await en.getByLabel('English name').fill('Cinema');
  await en.getByLabel('to', { exact: true }).fill('10');
  await en.getByRole('button', { name: 'Add a brand' }).click();
  await expect(
    admin.getByTestId('new-brand-form').getByLabel('Partner referral numbers from'),
  ).toHaveAccessibleDescription(/Give both ends of the range, or neither\./);
  await expect(admin.getByTestId('new-brand-form').getByLabel('English name')).toHaveValue('Cinema');
});

test('a brand added here is served on its domain with its address; an unknown host is still refused', async ({
  browser,
  baseURL,
}) => {
  const domain = 'cinema31.example';
  // Not one of SITE_HOSTS, nor a development name: refused before the brand exists.
  expect((await askAs(baseURL!, domain, '/')).status).toBe(421);

  const admin = await logInWithoutScript(browser, '09120009052');
  await admin.goto('/admin/brands');
  const add = admin.getByTestId('new-brand-form');
  await add.getByLabel('دامنه').fill(domain);
  await add.getByLabel('نام فارسی').fill('سینما سی‌ویک');
  await add.getByLabel('نام انگلیسی').fill('Cinema Thirty-One');
  await add.getByLabel('تلفن').fill('021-31313131');
  await add.getByLabel('نشانی (فارسی)').fill('شیراز، خیابان زند، پلاک ۳۱');
  await add.getByLabel('نشانی (انگلیسی)').fill('31 Zand St., Shiraz');
  await add.getByRole('button', { name: 'افزودن برند' }).click();
  await expect(admin.getByRole('status').first()).toHaveText('انجام شد.');

  // Its domain is served at once, as that brand: its name and its contact lines with the address.
  const fa = await askAs(baseURL!, domain, '/');
  expect(fa.status).toBe(200);
  expect(fa.body).toContain('سینما سی‌ویک');
  expect(fa.body).toContain('021-31313131');
  expect(fa.body).toMatch(/نشانی:\s*<span lang="fa" dir="rtl">\s*شیراز، خیابان زند، پلاک ۳۱\s*<\/span>/);
  expect(fa.body).toContain(`<link rel="canonical" href="http://${domain}/"`);
  const en = await askAs(baseURL!, domain, '/en/');
  expect(en.status).toBe(200);
  expect(en.body).toMatch(/Address:\s*<span lang="en" dir="ltr">\s*31 Zand St\., Shiraz\s*<\/span>/);
  const contact = await askAs(baseURL!, domain, '/profile/about-contact');
  expect(contact.body).toContain('شیراز، خیابان زند، پلاک ۳۱');

  // Another host is refused as before, and the main brand's footer shows no address it lacks.
  for (const host of ['nobody31.example', `x.${domain}`, `${domain}.evil.example`])
    expect((await askAs(baseURL!, host, '/')).status, host).toBe(421);
  const main = await (await browser.newContext()).newPage();
  await main.goto('/');
  await expect(main.getByTestId('footer-address')).toHaveCount(0);
});
