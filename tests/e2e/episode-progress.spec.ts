import { expect, test, type Page } from '@playwright/test';
import { logInAt } from './support/auth';
import { playedPast, startPlaying } from './support/player';

// DESIGN.md §5 "Episode row": on the series page a viewer who watched part of an episode sees its
// bar on the still (the share watched) and "resume, N minutes left" under its name, in Persian
// digits. The page is one cached page for every visitor; each viewer's progress comes on its own
// (src/pages/partials/episodes/[id].astro), so another viewer and a guest see none of it. Series
// 201 is free: any logged-in viewer plays it.

const SERIES = '/series/201';
const EPISODE = 1001;

/** The row of episode `id` on the series page. */
const rowOf = (page: Page, id: number) => page.locator(`.episode-row[data-episode="${id}"]`);

/** The series page, once the viewer's progress (when there is a viewer) has been asked and placed. */
async function openSeries(page: Page) {
  const progress = page.waitForResponse((response) => response.url().endsWith('/partials/episodes/201'));
  await page.goto(SERIES);
  await progress;
}

test('a viewer who watched part of an episode sees its bar on the series page; another viewer and a guest see none', async ({
  browser,
}) => {
  // Two logins and a video played: slow on a loaded machine.
  test.slow();
  const viewer = await (await browser.newContext()).newPage();
  await logInAt(viewer, '09150270061', `/episode/show/${EPISODE}`);
  const video = await startPlaying(viewer);
  await playedPast(viewer, 4);
  // Pausing saves the resume point (content-api create/watch/series/recently).
  const [saved] = await Promise.all([
    viewer.waitForResponse((response) => response.url().endsWith('/api/v1/create/watch/series/recently')),
    video.evaluate((element: HTMLVideoElement) => element.pause()),
  ]);
  expect(saved.status()).toBe(200);
  const point = saved.request().postDataJSON() as { episode_id: number; current_time: number; duration_time: number };
  expect(point.episode_id).toBe(EPISODE);
  const share = Math.round((Math.round(point.current_time) / Math.round(point.duration_time)) * 100);

  await openSeries(viewer);
  const row = rowOf(viewer, EPISODE);
  const bar = row.getByRole('progressbar');
  await expect(bar).toHaveAttribute('value', String(share));
  await expect(bar).toHaveAccessibleName(`${share.toLocaleString('fa-IR')}٪ دیده شده`);
  // The state line in Persian digits; the episode is the viewer's current one.
  await expect(row.getByText(/^ادامه، [۰-۹]+ دقیقه مانده$/)).toBeVisible();
  await expect(row).toHaveClass(/\bis-current\b/);
  // The bar runs along the still's foot, as wide as it.
  const still = row.locator('img.episode-row__still');
  const [barBox, stillBox] = await Promise.all([bar.boundingBox(), still.boundingBox()]);
  expect(barBox!.width).toBeCloseTo(stillBox!.width, 0);
  expect(Math.abs(barBox!.y + barBox!.height - (stillBox!.y + stillBox!.height))).toBeLessThanOrEqual(1);
  // The state line's room is kept in every row (desktop): its synopsis sits as low as in a row
  // not started, so the viewer's parts arriving moved nothing.
  const synopsisOffset = (id: number) =>
    rowOf(viewer, id).evaluate(
      (li) => li.querySelector('.episode-row__synopsis')!.getBoundingClientRect().top - li.getBoundingClientRect().top,
    );
  expect(await synopsisOffset(EPISODE)).toBeCloseTo(await synopsisOffset(EPISODE + 1), 0);
  // No other episode was started.
  await expect(viewer.locator('.episode-rows').getByRole('progressbar')).toHaveCount(1);
  await viewer.context().close();

  // Another viewer, right after (the page itself may come from the page cache): no bar.
  const other = await (await browser.newContext()).newPage();
  await logInAt(other, '09150270062', SERIES);
  await openSeries(other);
  await expect(rowOf(other, EPISODE)).toBeVisible();
  await expect(other.locator('.episode-rows').getByRole('progressbar')).toHaveCount(0);
  await expect(other.getByText(/^ادامه، /)).toHaveCount(0);
  await other.context().close();

  // A guest asks for no progress and sees none.
  const guest = await (await browser.newContext()).newPage();
  const asked: string[] = [];
  guest.on('request', (request) => {
    if (request.url().includes('/partials/episodes/')) asked.push(request.url());
  });
  await guest.goto(SERIES);
  await guest.waitForLoadState('networkidle');
  await expect(rowOf(guest, EPISODE)).toBeVisible();
  await expect(guest.locator('.episode-rows').getByRole('progressbar')).toHaveCount(0);
  expect(asked).toEqual([]);
  await guest.context().close();
});

test('the episode progress fragment is personal: never cached, empty for a guest', async ({ request }) => {
  const answer = await request.get(`/partials/episodes/201`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect((await answer.text()).trim()).toBe('');
});
