import { expect, test, type Page } from '@playwright/test';
import { player, playedPast, settingsGroup, startPlaying } from './support/player';

// Watch mode (DESIGN.md §5 "Player chrome", §8): the playing player is one full-bleed box over the
// whole viewport (the phone's video was narrower than its control bar), its controls are drawn in
// its own white styles, its texts are the page's (the seek bar's intro chapter, the quality rungs
// in one digit form), and the keys' help is behind `?` on a desktop, never on a phone.

const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not laid out`);
  return box;
};

test('on a phone the playing video is as wide as its control bar, over the whole viewport', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/episode/show/1001');
  await startPlaying(page);
  await player(page).locator('video').tap();
  const [video, controls, stage] = await Promise.all([
    boxOf(page, '.player-stage video'),
    boxOf(page, '.player-controls'),
    boxOf(page, '.player-stage'),
  ]);
  expect(video.x).toBe(controls.x);
  expect(video.width).toBe(controls.width);
  expect(stage).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  // No site header over or above it: the player is the page while it plays.
  const header = await page.locator('header').first().boundingBox();
  const top = await page.evaluate(() => document.elementFromPoint(195, 20)?.closest('.player-stage') !== null);
  expect(header === null || top).toBe(true);
  // −10, play and +10 sit centred over the video on a phone held upright.
  const play = await player(page)
    .getByRole('button', { name: /^(پخش|توقف)$/ })
    .boundingBox();
  expect(Math.abs(play!.x + play!.width / 2 - 195)).toBeLessThanOrEqual(2);
  expect(Math.abs(play!.y + play!.height / 2 - 422)).toBeLessThanOrEqual(2);
  // The keys' help is not offered on a phone, and no sentence of keys shows.
  await expect(page.locator('#player-keys')).toBeHidden();
  await expect(player(page).getByRole('button', { name: 'کلیدهای میان‌بر' })).toBeHidden();
  await context.close();
});

test('on a desktop the keys are behind ?, and back leaves watch mode', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/episode/show/1001');
  await startPlaying(page);
  const keys = page.locator('#player-keys');
  await expect(keys).toBeHidden();
  await player(page).locator('video').hover();
  await player(page).getByRole('button', { name: 'کلیدهای میان‌بر' }).click();
  await expect(keys).toBeVisible();
  await expect(keys).toContainText('تمام صفحه');
  await page.keyboard.press('Escape');
  await expect(keys).toBeHidden();
  // The top bar names the series and the episode (DESIGN.md T6: `،` and `:`, no `·`).
  await expect(player(page).locator('.pl__sub')).toHaveText(/^فصل ۱، قسمت ۱: /);
  await player(page).locator('video').hover();
  await player(page).getByRole('button', { name: 'بازگشت' }).click();
  await expect(page.locator('.player-stage')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the player's controls are white on the dark chrome, the intro chapter and rungs speak Persian", async ({
  page,
}) => {
  await page.goto('/episode/show/1001');
  await startPlaying(page);
  await player(page).locator('video').hover();
  for (const name of ['تنظیمات پخش', 'تمام صفحه', '۱۰ ثانیه بعد']) {
    const button = player(page).getByRole('button', { name });
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(button.locator('svg')).toHaveCSS('width', '28px');
  }
  // The seek bar's chapter is named in the page's language (it said "intro" on Persian pages).
  const chapter = player(page).locator('.pl__chapter');
  await expect(chapter).toHaveAttribute('data-label', 'تیتراژ آغازین');
  await expect(chapter).toHaveAttribute('title', /^[^A-Za-z]+$/);
  // Quality rungs in one digit form: all Persian on a Persian page, never `480p` beside `۴۸۰p`.
  await playedPast(page, 0.5);
  const quality = await settingsGroup(page, 'کیفیت');
  const labels = await quality.locator('label').allInnerTexts();
  expect(labels.length).toBeGreaterThan(2);
  for (const label of labels) expect(label).not.toMatch(/[0-9]/);
  expect(labels.join(' ')).toMatch(/[۰-۹]/);
  // Speed in the page's digits and decimal sign (DESIGN.md R5): ۰٫۵×, never 0.5x.
  const speeds = await (await settingsGroup(page, 'سرعت پخش')).locator('label').allInnerTexts();
  expect(speeds).toContain('۰٫۵×');
  expect(speeds).toContain('عادی');
});
