import { expect, test, type Page } from '@playwright/test';
import { logInAt } from './support/auth';
import { recordStageShifts, stageShifts } from './support/stage-shifts';

// DESIGN.md §8 table (in progress `▶ ادامه‌ی تماشا` + bar) and the b-film mockups: the film page's
// main button follows the viewer. The page is one cached page for every visitor; the viewer's
// resume point comes in their own fragment (src/pages/partials/resume/[id].astro). Film 4 is free,
// so every viewer may play it.

const FILM = 4;

/** A resume point in the film, as the player saves one on pause (content-api create/watch/movie/recently). */
const savePoint = (page: Page, currentTime: number) =>
  page.evaluate(
    async ({ film, currentTime }) =>
      (
        await fetch('/api/v1/create/watch/movie/recently', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ movie_id: film, current_time: currentTime, duration_time: 2700 }),
        })
      ).status,
    { film: FILM, currentTime },
  );

/** The film page once the viewer's fragment has come. */
async function openFilm(page: Page, path: string) {
  const fragment = page.waitForResponse((response) => response.url().endsWith(`/partials/resume/${FILM}`));
  await page.goto(path);
  await fragment;
}

const stage = (page: Page) => page.locator('.stage__body');

test('a viewer part-way through a film sees «ادامه‌ی تماشا» with the bar and minutes left, and nothing on the stage moves', async ({
  page,
}) => {
  await logInAt(page, '09150350001', `/movie/${FILM}`);
  expect(await savePoint(page, 900)).toBe(200);
  await recordStageShifts(page);
  await openFilm(page, `/movie/${FILM}`);

  const main = stage(page).getByRole('link', { name: 'ادامه‌ی تماشا' });
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute('href', `/video/${FILM}`);
  // 2700 s long, 900 s in: a third watched, 30 minutes left.
  await expect(stage(page).getByText('۳۰ دقیقه مانده', { exact: true })).toBeVisible();
  await expect(stage(page).getByRole('progressbar')).toHaveAttribute('value', '33');
  await expect(stage(page).getByText('تماشای رایگان')).toHaveCount(0);
  expect(await stageShifts(page)).toEqual([]);

  // In English too, and once it is watched to its end the page's own button is back.
  await openFilm(page, `/en/movie/${FILM}`);
  await expect(stage(page).getByRole('link', { name: 'Resume' })).toBeVisible();
  await expect(stage(page).getByText('30 min left', { exact: true })).toBeVisible();
  expect(await savePoint(page, 2690)).toBe(200);
  await openFilm(page, `/movie/${FILM}`);
  await expect(stage(page).getByRole('link', { name: 'تماشای رایگان' })).toBeVisible();
  await expect(stage(page).getByRole('progressbar')).toHaveCount(0);
});

test("a guest asks for no fragment and gets the page's own button, with JavaScript or without", async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const page = await (await browser.newContext({ javaScriptEnabled })).newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/partials/resume/')) asked.push(request.url());
    });
    await page.goto(`/movie/${FILM}`);
    await page.waitForLoadState('networkidle');
    await expect(stage(page).getByRole('link', { name: 'تماشای رایگان' })).toHaveAttribute('href', `/video/${FILM}`);
    await expect(stage(page).getByText('ادامه‌ی تماشا')).toHaveCount(0);
    expect(asked).toEqual([]);
    await page.context().close();
  }
});

test('the fragment is private and empty for a guest', async ({ request }) => {
  const response = await request.get(`/partials/resume/${FILM}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect((await response.text()).trim()).toBe('');
});
