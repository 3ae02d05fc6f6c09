import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInNewContext } from './support/auth';

// docs/admin.md "Catalog": an editor adds a series with a season and an episode, in the back office
// without JavaScript (its forms need none), and publishes it; until then the storefront has no page
// for either, afterwards a visitor finds the series with its episode listed and opens the episode.
// The first admin is ADMIN_MOBILES of playwright.config.ts (09120009013), who grants the role.

test.use({ javaScriptEnabled: false });
// Two logins and a role grant before the work: under a loaded machine that has taken a minute.
test.describe.configure({ timeout: 150_000 });

/** axe-core's serious and critical findings on the page (as tests/e2e/admin.spec.ts). */
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

test('an editor adds a series with a season and an episode, publishes it, and a visitor watches its page', async ({
  browser,
}) => {
  const editor = await logInNewContext(browser, '09120009014');
  const admin = await logInNewContext(browser, '09120009013', '/admin');
  await admin.goto('/admin/users?mobile=09120009014');
  await admin.getByRole('checkbox', { name: 'ویراستار' }).check();
  await admin.getByRole('region', { name: 'نقش‌ها' }).getByRole('button', { name: 'ذخیره' }).click();
  await expect(admin.getByRole('checkbox', { name: 'ویراستار' })).toBeChecked();
  await admin.context().close();

  await editor.goto('/admin');
  await editor.getByRole('navigation', { name: 'بخش‌های پیشخوان' }).getByRole('link', { name: 'سریال‌ها' }).click();
  const newSeries = editor.getByRole('region', { name: 'سریال تازه' });
  await newSeries.getByLabel('نام فارسی').fill('کاروان نمک');
  await newSeries.getByLabel('نام انگلیسی').fill('Salt Caravan');
  await newSeries.getByLabel('خلاصهٔ فارسی').fill('کاروانی از کویر می‌گذرد.');
  await newSeries.getByLabel('سال ساخت (میلادی)').fill('۲۰۲۵');
  await newSeries.getByRole('radio', { name: 'رایگان' }).check();
  await newSeries.getByRole('checkbox', { name: 'درام' }).check();
  await newSeries.getByRole('button', { name: 'ذخیره' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText('کاروان نمک');
  await expect(editor.getByTestId('series-state')).toHaveText('پیش‌نویس');
  const id = /\/admin\/series\/(\d+)/.exec(editor.url())![1];

  const newSeason = editor.getByRole('region', { name: 'فصل تازه' });
  await expect(newSeason.getByLabel('شمارهٔ فصل')).toHaveValue('1');
  await newSeason.getByLabel('نام فارسی فصل (اختیاری)').fill('گذر');
  await newSeason.getByRole('button', { name: 'فصل تازه' }).click();
  await expect(editor.getByRole('heading', { level: 3, name: 'فصل ۱: گذر' })).toBeVisible();

  const newEpisode = editor.getByRole('region', { name: 'قسمت تازه' });
  await expect(newEpisode.getByLabel('شمارهٔ قسمت')).toHaveValue('1');
  await newEpisode.getByLabel('نام فارسی').fill('شب اول');
  await newEpisode.getByLabel('نام انگلیسی').fill('The First Night');
  await newEpisode.getByLabel('خلاصهٔ فارسی').fill('کاروان راه می‌افتد.');
  await newEpisode.getByLabel('مدت (دقیقه)').fill('۴۵');
  await newEpisode.getByRole('radio', { name: 'رایگان' }).check();
  // A draft series' new episode goes on the site with it.
  await expect(newEpisode.getByRole('checkbox', { name: 'در سایت نشان داده شود (با سریال)' })).toBeChecked();
  await newEpisode.getByRole('button', { name: 'ذخیره' }).click();
  await expect(editor.getByRole('status').first()).toHaveText('انجام شد.');
  const row = editor.locator('tr[data-episode]');
  await expect(row).toContainText('شب اول');
  await expect(row).toContainText('منتظر انتشار سریال');
  const episodeId = await row.getAttribute('data-episode');

  // The same number again is refused, saying why.
  await newEpisode.getByLabel('شمارهٔ قسمت').fill('1');
  await newEpisode.getByLabel('نام فارسی').fill('شب دوم');
  await newEpisode.getByLabel('نام انگلیسی').fill('The Second Night');
  await newEpisode.getByLabel('مدت (دقیقه)').fill('45');
  await newEpisode.getByRole('button', { name: 'ذخیره' }).click();
  await expect(editor.getByRole('alert')).toContainText('فصل ۱ قسمت ۱ را دارد');

  expect((await editor.request.get(`/series/${id}`)).status()).toBe(404);
  expect((await editor.request.get(`/episode/${episodeId}`)).status()).toBe(404);

  await editor.goto(`/admin/series/${id}`);
  await editor.getByRole('button', { name: 'انتشار' }).click();
  await expect(editor.getByTestId('series-state')).toHaveText('منتشرشده');
  await expect(editor.locator('tr[data-episode]')).toContainText('منتشرشده');

  const visitor = await browser.newPage();
  await visitor.goto(`/series/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('کاروان نمک');
  await expect(visitor.getByRole('heading', { level: 3, name: 'فصل ۱: گذر' })).toBeVisible();
  const listed = visitor.getByRole('link', { name: '۱. شب اول' });
  await expect(listed).toBeVisible();
  await listed.click();
  await expect(visitor).toHaveURL(new RegExp(`/episode/${episodeId}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('شب اول');
  await visitor.goto(`/en/series/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Salt Caravan');
  await expect(visitor.getByRole('link', { name: '1. The First Night' })).toBeVisible();

  // The English back office lists it; the series' and the episode's pages pass axe.
  await editor.goto('/en/admin/series?q=Salt');
  await expect(editor.getByRole('link', { name: 'Salt Caravan' })).toBeVisible();
  await editor.goto(`/en/admin/series/${id}`);
  await expect(editor.getByRole('heading', { level: 3, name: 'Season 1' })).toBeVisible();
  expect(await seriousFindings(editor)).toEqual([]);
  await editor.goto(`/admin/episodes/${episodeId}`);
  await expect(editor.getByTestId('episode-state')).toHaveText('منتشرشده');
  expect(await seriousFindings(editor)).toEqual([]);

  // Its air date, typed in the Persian calendar: the series page lists it as to come, without a
  // download, until then; a day that does not exist is refused, saying how to type one.
  const details = editor.getByRole('region', { name: 'مشخصات قسمت' });
  await details.getByLabel('تاریخ پخش').fill('۱۴۹۹/۰۱/۰۱ ۲۰:۳۰');
  await details.getByRole('button', { name: 'ذخیره' }).click();
  await expect(editor.getByRole('status').first()).toHaveText('انجام شد.');
  await expect(details.getByLabel('تاریخ پخش')).toHaveValue('۱۴۹۹/۰۱/۰۱ ۲۰:۳۰');
  // A new visitor each time: the one above keeps the page in its browser's cache for a while.
  const later = await browser.newPage();
  await later.goto(`/series/${id}`);
  await expect(later.locator('.episode-row__state--airs')).toContainText('پخش از');
  await expect(later.getByRole('link', { name: 'دانلود: شب اول' })).toHaveCount(0);
  await later.close();
  await details.getByLabel('تاریخ پخش').fill('۱۴۰۴/۱۲/۳۰');
  await details.getByRole('button', { name: 'ذخیره' }).click();
  await expect(editor.getByRole('alert')).toContainText('روزی را که وجود دارد بنویسید');
  await editor.goto(`/admin/episodes/${episodeId}`);
  await expect(details.getByLabel('تاریخ پخش')).toHaveValue('۱۴۹۹/۰۱/۰۱ ۲۰:۳۰');
  await details.getByLabel('تاریخ پخش').fill('');
  await details.getByRole('button', { name: 'ذخیره' }).click();
  await expect(details.getByLabel('تاریخ پخش')).toHaveValue('');
  const aired = await browser.newPage();
  await aired.goto(`/series/${id}`);
  await expect(aired.getByRole('link', { name: 'دانلود: شب اول' })).toBeVisible();
  await expect(aired.locator('.episode-row__state--airs')).toHaveCount(0);
  await aired.close();
  await visitor.close();
});
