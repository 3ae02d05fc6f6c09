import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import HLS from 'hls-parser';
import type { MasterPlaylist } from 'hls-parser/types';
import { expect, test } from '@playwright/test';
import { logInNewContext } from './support/auth';

// docs/admin.md "Teasers": an editor adds a film, uploads its teaser (a 3 s MP4 made here by
// ffmpeg) in the film page's «تیزر» section, follows the job to done and publishes the film; a
// guest then finds the stage's «تیزر» action and plays the film's own teaser. The editor takes
// the teaser off, and the action is gone from the stage at once. The admin who makes the editor
// is 09120009061 of ADMIN_MOBILES (playwright.config.ts).

// Logins and an ffmpeg run on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const TEASER_MASTER = /^\/media\/t\/[^/]+\/teaser\/(\d+)\/master\.m3u8$/;

let work: string;
let source: string;

test.beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'admin-teaser-'));
  source = join(work, 'lantern-teaser.mp4');
  // 320x240: one rung (240p), which keeps the job short.
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=s=320x240:r=25:d=3', '-f', 'lavfi', '-i', 'sine=f=660:d=3'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
  ]);
});
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

test('an editor uploads a film’s teaser, a guest plays it from the stage, and the editor takes it off', async ({
  browser,
}) => {
  const editor = await logInNewContext(browser, '09120009062');
  const admin = await logInNewContext(browser, '09120009061', '/admin');
  await admin.goto('/admin/users?mobile=09120009062');
  await admin.getByRole('checkbox', { name: 'ویراستار' }).check();
  await admin.getByRole('region', { name: 'نقش‌ها' }).getByRole('button', { name: 'ذخیره' }).click();
  await expect(admin.getByRole('status').first()).toHaveText('انجام شد.');
  await admin.context().close();

  await editor.goto('/admin/films');
  await editor.getByLabel('نام فارسی').fill('فانوس دریایی');
  await editor.getByLabel('نام انگلیسی').fill('Sea Lantern');
  await editor.getByLabel('سال ساخت (میلادی)').fill('2025');
  await editor.getByLabel('مدت (دقیقه)').fill('۹۰');
  await editor.getByLabel('ردهٔ سنی').selectOption('G');
  await editor.getByRole('radio', { name: 'رایگان' }).check();
  await editor.getByRole('button', { name: 'ذخیره' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText('فانوس دریایی');
  const id = /\/admin\/films\/(\d+)/.exec(editor.url())![1]!;

  const teaser = editor.getByRole('region', { name: 'تیزر' });
  await expect(teaser.getByTestId('media-plays')).toHaveText(
    'این عنوان تیزر ندارد؛ با بارگذاری فایل، دکمهٔ «تیزر» در صفحه‌اش نشان داده می‌شود.',
  );
  await expect(teaser.getByRole('button', { name: 'برداشتن تیزر' })).toHaveCount(0);
  await teaser.getByLabel('فایل تیزر').setInputFiles(source);
  await teaser.getByRole('button', { name: 'بارگذاری' }).click();
  await expect(teaser.getByRole('status')).toHaveText('بارگذاری شد؛ آماده‌سازی تیزر در صف است.', { timeout: 30_000 });
  const job = teaser.locator('tr[data-job]');
  await expect(job.getByRole('cell').first()).toHaveText('lantern-teaser.mp4');
  await expect(job.getByTestId('job-state')).toHaveText('آماده', { timeout: 90_000 });
  await expect(teaser.getByTestId('media-plays')).toHaveText('تیزر این عنوان در صفحه‌اش با دکمهٔ «تیزر» پخش می‌شود.');
  // The film's own media are untouched: no job there, still the demo film.
  const media = editor.getByTestId('film-media');
  await expect(media.getByText('هنوز فایلی برای این فیلم بارگذاری نشده است.')).toBeVisible();
  await expect(media.getByTestId('media-plays')).toHaveText('این فیلم هنوز فیلم نمونه را پخش می‌کند.');
  await editor.getByRole('button', { name: 'انتشار' }).click();
  await expect(editor.getByTestId('film-state')).toHaveText('منتشرشده');

  // A guest plays the film's own teaser from the stage: its folder, its one 240p rung, its 3 s.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/movie/${id}`);
  const action = guest.locator('.stage__actions').getByRole('link', { name: 'تیزر', exact: true });
  await expect(action).toHaveAttribute('href', `/movie/${id}/teaser`);
  const asked = guest.waitForRequest((request) => TEASER_MASTER.test(new URL(request.url()).pathname));
  await action.click();
  const master = (await asked).url();
  expect(TEASER_MASTER.exec(new URL(master).pathname)?.[1]).toBe(id);
  const playlist = HLS.parse(await (await guest.request.get(master)).text()) as MasterPlaylist;
  expect(playlist.variants.filter((v) => !v.isIFrameOnly).map((v) => v.resolution)).toEqual([
    { width: 320, height: 240 },
  ]);
  const video = guest.locator('.player-stage.watch video');
  await expect(video).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration || 0), { timeout: 20_000 })
    .toBeGreaterThan(2.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeLessThan(3.5);

  // The editor takes it off (a plain form); the stage has no teaser action any more.
  await editor.reload();
  await editor.getByRole('region', { name: 'تیزر' }).getByRole('button', { name: 'برداشتن تیزر' }).click();
  await expect(editor.getByRole('status').first()).toHaveText('انجام شد.');
  await expect(editor.getByRole('region', { name: 'تیزر' }).getByTestId('media-plays')).toHaveText(
    'این عنوان تیزر ندارد؛ با بارگذاری فایل، دکمهٔ «تیزر» در صفحه‌اش نشان داده می‌شود.',
  );
  // A visitor without the page in the browser's cache (title pages may be kept a minute there).
  await guest.context().close();
  const later = await (await browser.newContext()).newPage();
  await later.goto(`/movie/${id}`);
  await expect(later.locator('.stage__actions').getByRole('link', { name: 'تیزر', exact: true })).toHaveCount(0);
  const gone = await later.request.get(`/movie/${id}/teaser`);
  expect(gone.status()).toBe(404);
  await later.context().close();
  await editor.context().close();
});
