import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInAt } from './support/auth';
import { playButton, playedPast, player, settingsGroup, startPlaying, videoTime } from './support/player';
import { subscribe } from './support/sandbox';

// content-api "Watching and buying" in the browser: the title page's play button, the watch
// answer played through hls.js (loaded on play), and the refusals. Film 1 needs a subscription
// in the demo catalog. Each test uses its own mobile number (tests run in parallel).

const FILM = '/movie/show/1';

test('a guest pressing play is asked to log in', async ({ page }) => {
  await page.goto(FILM);
  await playButton(page).click();
  await expect(page.getByRole('dialog', { name: 'ورود یا ثبت‌نام' })).toBeVisible();
  await expect(player(page).getByText('برای تماشا ابتدا وارد حساب کاربری شوید.')).toBeVisible();
});

test('a viewer without a subscription sees the refusal and a subscription button', async ({ page }) => {
  await logInAt(page, '09140000001', FILM);
  await playButton(page).click();
  await expect(player(page).getByText('برای تماشا اشتراک تهیه کنید.')).toBeVisible();
  await player(page).getByRole('button', { name: 'خرید اشتراک' }).click();
  await expect(page.getByRole('dialog', { name: 'خرید اشتراک' })).toBeVisible();
});

test('a subscriber presses play, the film plays and resumes where it was paused', async ({ page }) => {
  await subscribe(page, '09140000002');
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible();

  // hls.js is not in the page's JavaScript: it loads on play.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(FILM);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => /\/hls\.[\w-]+\.js$/.test(url))).toBe(false);

  const video = await startPlaying(page);
  await playedPast(page, 1);
  // hls.js plays it (Media Source Extensions): the dubbed and original audio are offered in the
  // settings menu, and switch.
  expect(scripts.some((url) => /\/hls\.[\w-]+\.js$/.test(url))).toBe(true);
  const audio = await settingsGroup(page, 'صدا');
  await expect(audio.getByRole('radio')).toHaveCount(2);
  await expect(audio.getByRole('radio', { name: 'دوبله' })).toBeChecked();
  await audio.getByRole('radio', { name: 'زبان اصلی' }).check();
  await expect(audio.getByRole('radio', { name: 'زبان اصلی' })).toBeChecked();
  await page.keyboard.press('Escape');

  // Pausing saves the resume point (create/watch/movie/recently); the next play starts there.
  await playedPast(page, 3);
  const [saved] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/v1/create/watch/movie/recently')),
    video.evaluate((element: HTMLVideoElement) => element.pause()),
  ]);
  expect(saved.status()).toBe(200);
  // A keepalive request's answer body is not kept by the browser: the point is read from the request.
  const point = (saved.request().postDataJSON() as { movie_id: number; current_time: number }).current_time;
  expect(point).toBeGreaterThanOrEqual(3);
  await page.reload();
  await playButton(page).click();
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(point);

  // The original audio was remembered for this viewer.
  await expect((await settingsGroup(page, 'صدا')).getByRole('radio', { name: 'زبان اصلی' })).toBeChecked();
  // Persian subtitles show right to left: each cue is wrapped in a right-to-left embedding.
  await (await settingsGroup(page, 'زیرنویس')).getByRole('radio', { name: 'فارسی' }).check();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const track = [...(document.querySelector('video')?.textTracks ?? [])].find((t) => t.language === 'fa');
        const cue = track?.cues?.[0] as VTTCue | undefined;
        return track?.mode === 'showing' && cue ? cue.text.charCodeAt(0) : 0;
      }),
    )
    .toBe(0x202b);
});

test('continue watching on /profile shows what a subscriber paused, and removes it', async ({ page }) => {
  await subscribe(page, '09140000003');
  await page.goto(FILM);
  const video = await startPlaying(page);
  await playedPast(page, 3);
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/v1/create/watch/movie/recently')),
    video.evaluate((element: HTMLVideoElement) => element.pause()),
  ]);

  await page.goto('/profile');
  const row = page.getByRole('region', { name: 'ادامه تماشا' });
  await expect(row.getByRole('progressbar')).toHaveCount(1);
  await expect(row.getByRole('progressbar')).toHaveAccessibleName(/٪ دیده شده$/);
  await row.getByRole('button', { name: /^حذف .* از ادامه تماشا$/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'ادامه تماشا' })).toHaveCount(0);
});

test('a guest plays a free episode from its page, and the keys work on the player', async ({ page }) => {
  await page.goto('/episode/show/1001');
  const video = await startPlaying(page);
  await playedPast(page, 1);
  // The player has the focus once it starts: → jumps 10 s forward, M switches the sound.
  const before = await videoTime(page);
  await page.keyboard.press('ArrowRight');
  expect(await videoTime(page)).toBeGreaterThanOrEqual(before + 9);
  const muted = await video.evaluate((element: HTMLVideoElement) => element.muted);
  await page.keyboard.press('m');
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(!muted);
});

test('a live channel plays from its page, its window advancing', async ({ page }) => {
  await page.goto('/live/1');
  await startPlaying(page);
  const playedFrom = await videoTime(page);
  await playedPast(page, playedFrom + 1);
  // No resume point is kept for a live channel.
  expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(false);
});

test('the settings menu switches quality to a rung, the speed, and shows Persian subtitles', async ({ page }) => {
  await page.goto('/episode/show/1001');
  const video = await startPlaying(page);
  await playedPast(page, 1);

  // A rung of the ladder: the picture becomes that height.
  await (await settingsGroup(page, 'کیفیت')).getByRole('radio', { name: '۲۴۰p' }).check();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoHeight), { timeout: 20_000 })
    .toBe(240);
  await (await settingsGroup(page, 'کیفیت')).getByRole('radio', { name: '۴۸۰p' }).check();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoHeight), { timeout: 20_000 })
    .toBe(480);

  await (await settingsGroup(page, 'سرعت پخش')).getByRole('radio', { name: '۱٫۵×' }).check();
  expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);

  await (await settingsGroup(page, 'زیرنویس')).getByRole('radio', { name: 'فارسی' }).check();
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const track = [...(document.querySelector('video')?.textTracks ?? [])].find((t) => t.language === 'fa');
          const cue = track?.activeCues?.[0] as VTTCue | undefined;
          return track?.mode === 'showing' && cue ? cue.text.charCodeAt(0) : 0;
        }),
      { timeout: 20_000 },
    )
    .toBe(0x202b);
  // Esc closes the menu and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(player(page).getByRole('dialog', { name: 'تنظیمات پخش' })).toHaveCount(0);
  await expect(player(page).getByRole('button', { name: 'تنظیمات پخش' })).toBeFocused();
});

test('near the end of an episode the next one is offered, and plays on its own page', async ({ page }) => {
  await page.goto('/episode/show/1001');
  const video = await startPlaying(page);
  await playedPast(page, 1);
  await video.evaluate((element: HTMLVideoElement) => (element.currentTime = 27.5));
  const overlay = player(page).getByRole('region', { name: /^پخش قسمت بعد: / });
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: 'پخش قسمت بعد' }).click();
  await expect(page).toHaveURL(/\/episode\/show\/(?!1001$)\d+$/);
  // The next episode starts by itself (muted if the browser refuses sound without a gesture).
  await playedPast(page, 1);
});

test('a free episode played to its end starts the next episode on its own, with no click', async ({ page }) => {
  await page.goto('/episode/show/1001');
  const video = await startPlaying(page);
  await playedPast(page, 1);
  // Past the final credits (27 s of the demo's 32 s): the overlay counts down to the end.
  await video.evaluate((element: HTMLVideoElement) => (element.currentTime = 29.5));
  await expect(player(page).getByRole('region', { name: /^پخش قسمت بعد: / })).toBeVisible();
  await expect(page).toHaveURL(/\/episode\/show\/(?!1001$)\d+$/, { timeout: 20_000 });
  await playedPast(page, 1);
});

test("the site's hls.js plays a free film to its end on every rung: ended fires on each", async ({ page }) => {
  test.setTimeout(120_000);
  // Autoplay off: at the end the film stays, and the next rung plays it to its end again.
  await page.addInitScript(() => localStorage.setItem('autoplay', 'false'));
  await page.goto('/movie/show/4');
  const video = await startPlaying(page);
  await playedPast(page, 1);
  for (const height of [240, 360, 480]) {
    // The page's digits (fa): ۲۴۰p.
    const name = `${height.toLocaleString('fa-IR', { useGrouping: false })}p`;
    await (await settingsGroup(page, 'کیفیت')).getByRole('radio', { name }).check();
    await page.keyboard.press('Escape');
    await video.evaluate((element: HTMLVideoElement) => {
      const marks = window as unknown as { endedAt: number | null };
      marks.endedAt = null;
      element.addEventListener('ended', () => (marks.endedAt = element.currentTime), { once: true });
      element.currentTime = 24;
      void element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoHeight), { timeout: 20_000 })
      .toBe(height);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { endedAt: number | null }).endedAt), { timeout: 20_000 })
      .toBeGreaterThan(31.9);
  }
});

// The player recovers (docs/media.md "Recovery"). Media links expire (docs/media.md "Delivery: tokens, caching,
// nginx"); here every link the player was handed before a moment answers 403 from then on, as
// links past their expiry do, whatever the links look like: the ones it asked for and the ones its
// playlists named, until the watch call is answered again. A real fresh answer names a later
// expiry, so other URLs; within the hour a token names the same ones, so the fresh answer is what
// lifts the refusal here.
function expireLinksAt(page: Page) {
  const issued = new Set<string>();
  const reading: Promise<void>[] = [];
  let expired = false;
  page.on('response', (response) => {
    const url = response.url();
    if (expired || !new URL(url).pathname.startsWith('/media/')) return;
    issued.add(url);
    if (!new URL(url).pathname.endsWith('.m3u8')) return;
    reading.push(
      response.text().then(
        (text) => {
          for (const line of text.split('\n')) {
            const uri = line.startsWith('#') ? /URI="([^"]+)"/.exec(line)?.[1] : line.trim();
            if (uri) issued.add(new URL(uri, url).href);
          }
        },
        () => undefined,
      ),
    );
  });
  let renewed = false;
  page.on('response', (response) => {
    if (expired && /\/get\/watch\//.test(new URL(response.url()).pathname)) renewed = true;
  });
  return async () => {
    await Promise.all(reading);
    expired = true;
    await page.route(
      (url) => !renewed && issued.has(url.href),
      (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'This media link has expired; open the title again.' }),
        }),
    );
    return issued.size;
  };
}

const watchCalls = (page: Page, id: number) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/get/watch/movie-hls/${id}/1`)) calls.push(request.url());
  });
  return calls;
};

test('after its links expire, switching audio gets fresh ones and plays on from the same place in that audio', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('autoplay', 'false'));
  const expire = expireLinksAt(page);
  const watched = watchCalls(page, 4);
  await page.goto('/movie/show/4');
  const video = await startPlaying(page);
  await playedPast(page, 6);
  expect(watched).toHaveLength(1);

  // Every link handed out so far expires; the player is the same element throughout.
  expect(await expire()).toBeGreaterThan(10);
  const switchedAt = await video.evaluate((element: HTMLVideoElement) => {
    element.dataset['mark'] = 'same';
    const marks = window as unknown as { playingAt: number[] };
    marks.playingAt = [];
    element.addEventListener('playing', () => marks.playingAt.push(element.currentTime));
    return element.currentTime;
  });
  const englishAudio = page.waitForResponse(
    (response) => response.url().includes('/audio-en/') && response.status() === 200,
  );
  const audio = await settingsGroup(page, 'صدا');
  await audio.getByRole('radio', { name: 'زبان اصلی' }).check();
  await page.keyboard.press('Escape');

  // The watch call again, and the original audio through the fresh links.
  await englishAudio;
  expect(watched).toHaveLength(2);
  await playedPast(page, switchedAt + 2);
  await expect(player(page).getByRole('alert')).toHaveCount(0);
  expect(await video.getAttribute('data-mark')).toBe('same');
  // It went on from where it was, not from the start or the saved point.
  const playingAt = await page.evaluate(() => (window as unknown as { playingAt: number[] }).playingAt);
  expect(playingAt.length).toBeGreaterThan(0);
  for (const time of playingAt) expect(time).toBeGreaterThan(switchedAt - 1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await expect((await settingsGroup(page, 'صدا')).getByRole('radio', { name: 'زبان اصلی' })).toBeChecked();
});

test('when every media request fails the player says so, and its retry plays on once they work again', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('autoplay', 'false'));
  const watched = watchCalls(page, 4);
  await page.goto('/movie/show/4');
  const video = await startPlaying(page);
  await playedPast(page, 3);
  const failing = /\/media\//;
  await page.route(failing, (route) => route.fulfill({ status: 403, body: 'refused' }));
  await (await settingsGroup(page, 'کیفیت')).getByRole('radio', { name: '۲۴۰p' }).check();

  // A few fresh answers, each refused too: then the message, its retry focused.
  const alert = player(page).getByRole('alert');
  await expect(alert).toContainText('متاسفانه مشکلی در پخش ویدئو بوجود اومده', { timeout: 20_000 });
  expect(watched).toHaveLength(4);
  const retry = alert.getByRole('button', { name: 'تلاش دوباره' });
  await expect(retry).toBeFocused();
  await expect(alert.getByRole('link', { name: 'بازگشت به صفحه عنوان' })).toHaveAttribute('href', '/movie/show/4');

  await page.unroute(failing);
  await retry.click();
  await expect(alert).toHaveCount(0);
  await playedPast(page, 4);
  // The quality chosen before the failure holds.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoHeight), { timeout: 20_000 })
    .toBe(240);
});

test('a title page keeps a watchlist and claps: a guest is asked to log in, a viewer toggles', async ({ page }) => {
  await page.goto(FILM);
  await page.getByRole('button', { name: 'لیست تماشا' }).click();
  await expect(page.getByRole('dialog', { name: 'ورود یا ثبت‌نام' })).toBeVisible();

  await logInAt(page, '09140000004', FILM);
  const watchlist = page.getByRole('button', { name: 'لیست تماشا' });
  await watchlist.click();
  await expect(watchlist).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'به لیست تماشای شما اضافه شد.' })).toBeAttached();
  const clap = page.getByRole('button', { name: /^تشویق/ });
  const before = await clap.textContent();
  await clap.click();
  await expect(clap).toHaveAttribute('aria-pressed', 'true');
  expect(await clap.textContent()).not.toBe(before);

  // The viewer's state comes back with the page (the island reads it when it wakes).
  await page.reload();
  await page.getByRole('button', { name: 'لیست تماشا' }).hover();
  await expect(page.getByRole('button', { name: 'لیست تماشا' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^تشویق/ })).toHaveAttribute('aria-pressed', 'true');
});

test('axe finds nothing serious in the playing player, its settings menu and next-episode overlay open', async ({
  page,
}) => {
  await page.goto('/episode/show/1001');
  const video = await startPlaying(page);
  await playedPast(page, 1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 28;
    element.pause();
  });
  await expect(player(page).getByRole('region', { name: /^پخش قسمت بعد: / })).toBeVisible();
  await settingsGroup(page, 'کیفیت');
  const results = await new AxeBuilder({ page }).include('.player').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});
