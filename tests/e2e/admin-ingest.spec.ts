import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import HLS from 'hls-parser';
import type { MasterPlaylist } from 'hls-parser/types';
import { expect, test } from '@playwright/test';
import { BODY_LIMITS } from '../../src/ops/body-limits.mjs';
import { logInNewContext } from './support/auth';
import { playedPast, startPlaying } from './support/player';
import { subscribe } from './support/sandbox';

// docs/admin.md "The queue": an editor adds a film, uploads its source (a 4 s MP4 made here by
// ffmpeg) resumably, follows the ingest job to done, and publishes; a subscriber finds the film on
// home and plays the film's own media, not the demo's. The first admin is ADMIN_MOBILES's fourth
// number (playwright.config.ts), who makes the editor.

// Logins, a payment at the sandbox bank and an ffmpeg run on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

let work: string;
let source: string;

test.beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'admin-ingest-'));
  source = join(work, 'harbour-lights.mp4');
  // 320x240: one rung (240p) is all the ladder makes of it, which keeps the job short. Noise at a
  // high quality makes it ~6 MB, more than one 4 MiB chunk, so it goes up in two.
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=s=320x240:r=25:d=4', '-f', 'lavfi', '-i', 'sine=f=440:d=4'],
    ...['-vf', 'noise=alls=40:allf=t', '-c:v', 'libx264', '-crf', '10', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', source],
  ]);
  expect(statSync(source).size).toBeGreaterThan(BODY_LIMITS.upload);
});
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

test('an editor uploads a film, follows its job to done and publishes it; a subscriber plays its own media', async ({
  browser,
}) => {
  const editor = await logInNewContext(browser, '09120009041');
  const admin = await logInNewContext(browser, '09120009004', '/admin');
  await admin.goto('/admin/users?mobile=09120009041');
  await admin.getByRole('checkbox', { name: 'ویراستار' }).check();
  await admin.getByRole('region', { name: 'نقش‌ها' }).getByRole('button', { name: 'ذخیره' }).click();
  await expect(admin.getByRole('status').first()).toHaveText('انجام شد.');
  await admin.context().close();

  // A draft with a subscription, age R, in the action genre (a short row under the R filter).
  await editor.goto('/admin/films');
  await editor.getByLabel('نام فارسی').fill('چراغ‌های بندر');
  await editor.getByLabel('نام انگلیسی').fill('Harbour Lights');
  await editor.getByLabel('سال ساخت (میلادی)').fill('2025');
  await editor.getByLabel('مدت (دقیقه)').fill('۱');
  await editor.getByLabel('ردهٔ سنی').selectOption('R');
  await editor.getByRole('radio', { name: 'با اشتراک' }).check();
  await editor.getByRole('checkbox', { name: 'اکشن' }).check();
  await editor.getByRole('button', { name: 'ذخیره' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText('چراغ‌های بندر');
  const id = /\/admin\/films\/(\d+)/.exec(editor.url())![1]!;
  const media = editor.getByTestId('film-media');
  await expect(media.getByTestId('media-plays')).toHaveText('این فیلم هنوز فیلم نمونه را پخش می‌کند.');
  await expect(media.getByText('هنوز فایلی برای این فیلم بارگذاری نشده است.')).toBeVisible();

  // The upload (tus, in chunks through the storefront), then the job's progress to done.
  const chunks: number[] = [];
  editor.on('requestfinished', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/v1/admin/uploads/'))
      chunks.push(Number(request.headers()['upload-offset']));
  });
  await media.getByLabel('فایل منبع فیلم').setInputFiles(source);
  await media.getByRole('button', { name: 'بارگذاری' }).click();
  await expect(media.getByRole('status')).toHaveText('بارگذاری شد؛ آماده‌سازی فیلم در صف است.', { timeout: 30_000 });
  expect(chunks).toEqual([0, BODY_LIMITS.upload]);
  const job = media.locator('tr[data-job]');
  await expect(job).toHaveCount(1);
  await expect(job.getByRole('cell').first()).toHaveText('harbour-lights.mp4');
  await expect(job.getByTestId('job-state')).toHaveText('آماده', { timeout: 90_000 });
  await expect(job.getByTestId('job-progress')).toHaveText('۱۰۰٪');
  await expect(job.getByRole('cell').nth(3)).toHaveText('۱ / ۳');
  await expect(media.getByTestId('media-plays')).toHaveText('این فیلم رسانهٔ خودش را پخش می‌کند.');
  await job.getByText('گزارش کار').click();
  await expect(job.locator('pre')).toContainText('video 240p: done');

  // Without JavaScript the page shows the same job, and says that uploading needs JavaScript.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await plain.addCookies(await editor.context().cookies());
  const still = await plain.newPage();
  await still.goto(`/admin/films/${id}`);
  await expect(still.locator('tr[data-job] [data-testid="job-state"]')).toHaveText('آماده');
  await expect(still.getByTestId('film-media')).toContainText('بارگذاری فایل منبع به جاوااسکریپت نیاز دارد');
  await plain.close();
  await editor.getByRole('button', { name: 'انتشار' }).click();
  await expect(editor.getByTestId('film-state')).toHaveText('منتشرشده');

  // A subscriber finds it on home (the age filter's action row) and plays it.
  const viewer = await (await browser.newContext()).newPage();
  await subscribe(viewer, '09120009042');
  await viewer.goto('/?age=R');
  const card = viewer.getByRole('link', { name: /چراغ‌های بندر/ }).and(viewer.locator(`[href="/movie/${id}"]`));
  await card.click();
  await expect(viewer).toHaveURL(new RegExp(`/movie/${id}$`));
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('چراغ‌های بندر');
  const masters: string[] = [];
  viewer.on('request', (request) => {
    if (/\/master\.m3u8$/.test(new URL(request.url()).pathname)) masters.push(request.url());
  });
  await startPlaying(viewer);
  await playedPast(viewer, 1);
  // Paused at once: at the end of a 4 s film autoplay would open the next title.
  const duration = await viewer.evaluate(() => {
    const video = document.querySelector('video');
    video?.pause();
    return video?.duration ?? 0;
  });
  // The master asked for is the title's own folder's, and it is the 4 s, one-rung film made here.
  expect(masters.length).toBeGreaterThan(0);
  expect(new URL(masters[0]!).pathname).toMatch(new RegExp(`^/media/t/[^/]+/vod/${id}/master\\.m3u8$`));
  const master = HLS.parse(await (await viewer.request.get(masters[0]!)).text()) as MasterPlaylist;
  expect(master.variants.filter((v) => !v.isIFrameOnly).map((v) => v.resolution)).toEqual([
    { width: 320, height: 240 },
  ]);
  expect(duration).toBeGreaterThan(3.5);
  expect(duration).toBeLessThan(4.5);
  await viewer.context().close();
  await editor.context().close();
});
