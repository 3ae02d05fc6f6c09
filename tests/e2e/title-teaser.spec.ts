import { expect, test, type Page } from '@playwright/test';

// The stage's «تیزر» / "Teaser" action (docs/decisions/0023-teasers.md, docs/media.md "Teasers"):
// drawn only for a title that has a teaser, a link to the teaser's page that, once its island
// wakes, plays the teaser in watch mode over the page for anyone (guests here), to its end, with
// no resume point saved and nothing offered after it; back or Esc returns to the stage. Without
// JavaScript the link leads to the teaser's page, where the browser's own video element plays it.

const TEASER_MASTER = /\/media\/t\/[^/]+\/teaser\/(\d+)\/master\.m3u8$/;

const teaserAction = (page: Page, label: string) =>
  page.locator('.stage__actions').getByRole('link', { name: label, exact: true });
const watchStage = (page: Page) => page.locator('.player-stage.watch');

for (const [path, label, exit] of [
  ['/movie/1', 'تیزر', 'بازگشت'],
  ['/en/movie/1', 'Teaser', 'Back'],
] as const) {
  test(`a guest on ${path} plays the film's teaser from the stage to its end, then returns to the stage`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const saved: string[] = [];
    page.on('request', (request) => {
      if (/\/recently$/.test(new URL(request.url()).pathname)) saved.push(request.url());
    });
    await page.goto(path);
    const action = teaserAction(page, label);
    await expect(action).toHaveAttribute('href', `${path}/teaser`);

    const master = page.waitForRequest((request) => TEASER_MASTER.test(new URL(request.url()).pathname));
    await action.click();
    // The teaser's own master, not the film's.
    expect(TEASER_MASTER.exec(new URL((await master).url()).pathname)?.[1]).toBe('1');
    const video = watchStage(page).locator('video');
    await expect(video).toBeVisible({ timeout: 30_000 });
    await expect(watchStage(page).locator('.pl__sub')).toHaveText(label);
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      void element.play().catch(() => undefined);
    });
    // It plays: the time moves on.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);

    // To its end without hanging: from 24 s, ended comes within its last 8 s.
    await video.evaluate((element: HTMLVideoElement) => {
      const marks = window as unknown as { endedAt: number | null };
      marks.endedAt = null;
      element.addEventListener('ended', () => (marks.endedAt = element.currentTime), { once: true });
      element.currentTime = 24;
      void element.play();
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { endedAt: number | null }).endedAt), { timeout: 20_000 })
      .toBeGreaterThan(31.9);
    // Nothing follows a teaser, and a teaser keeps no place.
    await expect(watchStage(page).locator('.player-next')).toHaveCount(0);

    // Back returns to the stage, the action focused again.
    await watchStage(page).hover();
    await watchStage(page).getByRole('button', { name: exit, exact: true }).click();
    await expect(watchStage(page)).toHaveCount(0);
    await expect(action).toBeFocused();
    await expect(page.locator('.title-stage')).toBeVisible();
    expect(saved).toEqual([]);

    // And Esc leaves a second viewing the same way.
    await action.click();
    await expect(watchStage(page)).toBeVisible({ timeout: 30_000 });
    await watchStage(page).press('Escape');
    await expect(watchStage(page)).toHaveCount(0);
  });
}

test('a series and an episode with a teaser show the action, and it plays over the series page', async ({ page }) => {
  await page.goto('/episode/1001');
  await expect(teaserAction(page, 'تیزر')).toHaveAttribute('href', '/episode/1001/teaser');
  await page.goto('/series/201');
  await teaserAction(page, 'تیزر').click();
  const video = watchStage(page).locator('video');
  await expect(video).toBeVisible({ timeout: 30_000 });
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play().catch(() => undefined);
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
});

test('a title without a teaser shows no such action, and has no teaser page', async ({ page }) => {
  for (const [path, label] of [
    ['/movie/4', 'تیزر'],
    ['/en/movie/4', 'Teaser'],
    ['/series/212', 'تیزر'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('.stage__actions')).toBeVisible();
    await expect(teaserAction(page, label)).toHaveCount(0);
  }
  expect((await page.request.get('/movie/4/teaser')).status()).toBe(404);
});

test("the teaser page's MP4 plays in a video element of its own, to its length", async ({ page }) => {
  await page.goto('/movie/1/teaser');
  const mp4 = await page.locator('video.teaser-page__video source[type="video/mp4"]').getAttribute('src');
  // What a browser without HLS does with the page: the MP4 alone, loaded and decoded.
  const duration = await page.evaluate(async (src) => {
    const video = document.createElement('video');
    video.muted = true;
    video.src = src;
    await new Promise((resolve, reject) => {
      video.addEventListener('loadeddata', resolve, { once: true });
      video.addEventListener('error', () => reject(new Error(`error ${video.error?.code}`)), { once: true });
    });
    return video.duration;
  }, mp4!);
  expect(duration).toBeGreaterThan(30);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the action leads to the teaser's page, whose video names the signed teaser and its MP4", async ({ page }) => {
    await page.goto('/movie/1');
    await teaserAction(page, 'تیزر').click();
    await expect(page).toHaveURL(/\/movie\/1\/teaser$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تیزر «آخرین قطار تبریز»');
    const video = page.locator('video.teaser-page__video');
    // The HLS master first (Safari and Chromium play it themselves), then an MP4 for a browser
    // that plays no HLS (Firefox), which skips a source whose type it cannot play.
    const sources = await video.locator('source').evaluateAll((all) =>
      all.map((source) => [source.getAttribute('type'), source.getAttribute('src')] as const),
    );
    expect(sources.map(([type]) => type)).toEqual(['application/vnd.apple.mpegurl', 'video/mp4']);
    const [[, src], [, mp4]] = sources as [[string, string], [string, string]];
    expect(src).toMatch(TEASER_MASTER);
    expect(mp4).toMatch(/^\/media\/t\/[^/]+\/teaser\/1\/download\/480p\.mp4$/);
    // Both open for anyone, no session needed; the MP4 plays in the page, it is not a download.
    expect((await page.request.get(src)).status()).toBe(200);
    const file = await page.request.get(mp4, { headers: { range: 'bytes=0-15' } });
    expect(file.status()).toBe(206);
    expect(file.headers()['content-type']).toBe('video/mp4');
    expect(file.headers()['content-disposition']).toBeUndefined();
    expect((await file.body()).subarray(4, 8).toString('latin1')).toBe('ftyp');
    await page.getByRole('link', { name: 'بازگشت به «آخرین قطار تبریز»' }).click();
    await expect(page).toHaveURL(/\/movie\/1$/);
  });
});
