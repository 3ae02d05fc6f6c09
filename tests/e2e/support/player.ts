import { expect, type Page } from '@playwright/test';

export const player = (page: Page) => page.locator('.player');
export const playButton = (page: Page) => player(page).getByRole('button', { name: /^پخش / });

/** The page's video position, in seconds. */
export const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

/** Waits until the video has played past `seconds`. */
export const playedPast = (page: Page, seconds: number) =>
  expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(seconds);

/**
 * Presses play and lets the video run muted (headless autoplay may need a muted video; the
 * press was the user's gesture). Answers the video element.
 */
export async function startPlaying(page: Page) {
  await playButton(page).click();
  const video = player(page).locator('video');
  // The press wakes the player island, which brings hls.js: seconds on a loaded machine.
  await expect(video).toBeVisible({ timeout: 30_000 });
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play().catch(() => undefined);
  });
  return video;
}

/** Opens the player's settings menu (when closed) and answers its group named `legend`. */
export async function settingsGroup(page: Page, legend: string) {
  const menu = player(page).getByRole('dialog', { name: 'تنظیمات پخش' });
  if (!(await menu.isVisible())) {
    // The controls hide after 3 s of stillness while playing; moving the pointer brings them back.
    await player(page).locator('video').hover();
    await player(page).getByRole('button', { name: 'تنظیمات پخش' }).click();
  }
  return menu.getByRole('group', { name: legend });
}
