import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logInNewContext, logInWithoutScript } from './support/auth';

// docs/admin.md "Catalog": an editor makes a curated list with JavaScript off (its forms need none),
// puts two films in it, swaps them with the keyboard's buttons, shows it on home as the first row,
// and a visitor sees that row on home in that order. The first admin who grants the editor role
// is 09120009023 of playwright.config.ts's ADMIN_MOBILES.

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 150_000 });

test('an editor adds a list of two films, reorders them and shows it on home; a visitor sees the row in that order', async ({
  browser,
}) => {
  const editor = await logInNewContext(browser, '09120009024');
  const admin = await logInNewContext(browser, '09120009023', '/admin');
  await admin.goto('/admin/users?mobile=09120009024');
  await admin.getByRole('checkbox', { name: 'ویراستار' }).check();
  await admin.getByRole('region', { name: 'نقش‌ها' }).getByRole('button', { name: 'ذخیره' }).click();
  await expect(admin.getByRole('checkbox', { name: 'ویراستار' })).toBeChecked();
  await admin.context().close();

  await editor.goto('/admin');
  await editor.getByRole('navigation', { name: 'بخش‌های پیشخوان' }).getByRole('link', { name: 'فهرست‌ها' }).click();
  await editor.getByLabel('کلید', { exact: true }).fill('nowruz-picks');
  await editor.getByLabel('عنوان فارسی').fill('برگزیده‌های نوروز');
  await editor.getByLabel('عنوان انگلیسی').fill('Nowruz Picks');
  await editor.getByRole('button', { name: 'ذخیره' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText('برگزیده‌های نوروز');
  await expect(editor.getByTestId('list-state')).toHaveText('در خانه نیست');

  // Two films, found by name and added at the end.
  for (const name of ['فصل انار', 'افق آهنین']) {
    await editor.getByLabel('یافتن فیلم یا سریال (نام یا شناسه)').fill(name);
    await editor.getByRole('button', { name: 'جستجو' }).click();
    await editor
      .getByRole('list', { name: 'فیلم‌ها و سریال‌های یافته' })
      .getByRole('button', { name: `افزودن ${name}` })
      .click();
    await expect(editor.getByRole('status').first()).toHaveText('انجام شد.');
  }
  const titles = editor.getByTestId('list-title');
  await expect(titles).toHaveText([/^۱\. فصل انار/, /^۲\. افق آهنین/]);
  // The second one up, from the keyboard: the page comes back to the row it moved.
  await editor.getByRole('button', { name: 'بالا «افق آهنین»' }).focus();
  await editor.keyboard.press('Enter');
  await expect(titles).toHaveText([/^۱\. افق آهنین/, /^۲\. فصل انار/]);
  expect(new URL(editor.url()).hash).toMatch(/^#title-\d+$/);
  await expect(editor.getByRole('button', { name: 'بالا «افق آهنین»' })).toBeDisabled();

  // On home, as the first row.
  await editor.getByRole('checkbox', { name: 'نمایش در خانه' }).check();
  await editor.getByRole('button', { name: 'ذخیره' }).click();
  await expect(editor.getByTestId('list-state')).toHaveText('در خانه نمایش داده می‌شود');
  await editor.getByRole('navigation', { name: 'بخش‌های پیشخوان' }).getByRole('link', { name: 'فهرست‌ها' }).click();
  await editor.getByRole('button', { name: 'اول «برگزیده‌های نوروز»' }).click();
  await expect(editor.locator('tr[data-list]').first()).toHaveAttribute('data-list', 'nowruz-picks');
  const findings = await new AxeBuilder({ page: editor }).analyze();
  expect(findings.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );

  const visitor = await browser.newPage();
  await visitor.goto('/');
  const row = visitor
    .locator('[data-row]')
    .filter({ has: visitor.getByRole('heading', { name: 'برگزیده‌های نوروز' }) });
  await expect(row.locator('.row-scroller > li')).toHaveCount(2);
  await expect(row.locator('.row-scroller > li').nth(0)).toContainText('افق آهنین');
  await expect(row.locator('.row-scroller > li').nth(1)).toContainText('فصل انار');
  // The first of home's list rows (the hero and the top list come before the rows).
  await expect(visitor.locator('[data-row]:not(.top-row)').first()).toContainText('برگزیده‌های نوروز');
  await visitor.goto('/en/');
  await expect(
    visitor.locator('[data-row]').filter({ has: visitor.getByRole('heading', { name: 'Nowruz Picks' }) }),
  ).toBeVisible();
  await visitor.close();
  await editor.context().close();
});

test('an admin reorders genres and deletes a list from the keyboard, without JavaScript', async ({ browser }) => {
  // 09120009043 of ADMIN_MOBILES, its login's page left for one without JavaScript.
  const admin = await logInWithoutScript(browser, '09120009043');

  // Two genres of its own at the end of the order (no title carries them: home is not changed).
  await admin.goto('/admin/genres');
  for (const [key, fa, en] of [
    ['kb_first', 'ژانر یکم', 'Genre one'],
    ['kb_second', 'ژانر دوم', 'Genre two'],
  ] as const) {
    const form = admin.getByRole('region', { name: 'ژانر تازه' });
    await form.getByLabel('کلید').fill(key);
    await form.getByLabel('نام فارسی').fill(fa);
    await form.getByLabel('نام انگلیسی').fill(en);
    await form.getByRole('button', { name: 'ذخیره' }).click();
    await expect(admin.getByRole('status').first()).toHaveText('انجام شد.');
  }
  const keys = () => admin.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.id.replace(/^genre-/, '')));
  expect((await keys()).slice(-2)).toEqual(['kb_first', 'kb_second']);
  await expect(admin.getByRole('button', { name: 'پایین «ژانر دوم»' })).toBeDisabled();
  // The last one up a place, by the keyboard: the page comes back to its row.
  await admin.getByRole('button', { name: 'بالا «ژانر دوم»' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('status').first()).toHaveText('انجام شد.');
  expect((await keys()).slice(-2)).toEqual(['kb_second', 'kb_first']);
  expect(new URL(admin.url()).hash).toBe('#genre-kb_second');
  const genres = async () =>
    Object.keys(
      ((await (await admin.request.get('/api/v1/genres')).json()) as { data: { genres: object } }).data.genres,
    );
  expect((await genres()).slice(-2)).toEqual(['kb_second', 'kb_first']);
  for (const name of ['ژانر یکم', 'ژانر دوم']) {
    await admin.getByRole('button', { name: `پاک کردن ${name}` }).click();
    await expect(admin.getByRole('status').first()).toHaveText('انجام شد.');
  }
  expect(await keys()).not.toContain('kb_first');

  // A list made for it, then deleted from its page: the box first, then the button.
  await admin.goto('/admin/lists');
  await admin.getByLabel('کلید', { exact: true }).fill('to-delete');
  await admin.getByLabel('عنوان فارسی').fill('فهرست رفتنی');
  await admin.getByLabel('عنوان انگلیسی').fill('Going list');
  await admin.getByRole('button', { name: 'ذخیره' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('فهرست رفتنی');
  const remove = admin.getByRole('region', { name: 'حذف فهرست' });
  // Without the box ticked the browser does not send the form.
  await remove.getByRole('button', { name: 'حذف فهرست' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('فهرست رفتنی');
  await remove.getByRole('checkbox', { name: 'بله، «فهرست رفتنی» حذف شود' }).focus();
  await admin.keyboard.press('Space');
  await admin.keyboard.press('Tab');
  await expect(remove.getByRole('button', { name: 'حذف فهرست' })).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/\/admin\/lists\?done=list-delete$/);
  await expect(admin.getByRole('status').first()).toHaveText('انجام شد.');
  await expect(admin.locator('tr[data-list="to-delete"]')).toHaveCount(0);
  expect((await admin.request.get('/lists/to-delete')).status()).toBe(404);
  // The top list offers no delete.
  await admin.goto('/admin/lists/top');
  await expect(admin.getByRole('region', { name: 'حذف فهرست' })).toHaveCount(0);
  await admin.context().close();
});
