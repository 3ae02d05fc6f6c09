import { expect, test, type Locator, type Page } from '@playwright/test';
import { subscribe } from './support/sandbox';
import { startPlaying } from './support/player';

// Title pages open on a stage (docs/decisions/0017-look-and-feel.md): on a desktop the picture runs edge to
// edge with the names, the line of facts and the actions over its foot, all above the fold; on a
// phone the picture comes first and the names follow, still above the fold.

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not laid out');
  return rect;
};
const viewportOf = (page: Page) => page.viewportSize() ?? { width: 0, height: 0 };

for (const [path, name, action, keyArt] of [
  ['/movie/1', 'آخرین قطار تبریز', 'خرید اشتراک', true],
  ['/series/212', 'زمین وحشی', 'پخش', true],
  ['/en/series/212', 'Wild Earth', 'Play', true],
  // A channel has no key art: its poster (with the channel's name in it) is the picture.
  ['/live/1', 'پخش زنده شبکه فیلم', 'همه شبکه‌های زنده', false],
] as const) {
  test(`on a desktop ${path} writes its name, facts and actions over an edge-to-edge picture, above the fold`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(path);
    const stage = page.locator('.title-stage');
    const picture = stage.locator('img.backdrop');
    const heading = page.getByRole('heading', { level: 1, name });
    const facts = stage.locator('.title-line');
    const main = stage.getByRole('link', { name: action }).first();
    const pictureBox = await box(picture);
    // Edge to edge: the picture is as wide as the page (the scrollbar aside) and makes no sideways scroll.
    expect(pictureBox.x).toBeLessThanOrEqual(0);
    expect(pictureBox.width).toBeGreaterThanOrEqual(1366 - 20);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    for (const part of [heading, facts, main]) {
      const rect = await box(part);
      // Over the picture (inside its box) and above the fold.
      expect(rect.y).toBeGreaterThanOrEqual(pictureBox.y);
      expect(rect.y + rect.height).toBeLessThanOrEqual(pictureBox.y + pictureBox.height);
      expect(rect.y + rect.height).toBeLessThanOrEqual(viewportOf(page).height);
    }
    // The wide picture is the key art without words where there is one: the page writes the title.
    const shown = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    if (keyArt) expect(shown).toMatch(/-plain\.jpg/);
    else expect(shown).not.toMatch(/-plain\.jpg/);
    await expect(heading).toHaveCSS('color', 'rgb(255, 255, 255)');
  });
}

test('a cast page opens on a dark band edge to edge with the photo, the names and the facts', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/cast/1');
  const band = page.locator('.person-stage');
  const bandBox = await box(band);
  expect(bandBox.x).toBeLessThanOrEqual(0);
  expect(bandBox.width).toBeGreaterThanOrEqual(1366 - 20);
  const heading = page.getByRole('heading', { level: 1, name: 'بهرام کیانی' });
  await expect(heading).toHaveCSS('color', 'rgb(255, 255, 255)');
  const headingBox = await box(heading);
  expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(bandBox.y + bandBox.height);
  await expect(band.getByText('کارگردان')).toBeVisible();
  // The English name under the Persian one, in the band.
  const other = await box(band.getByText('Bahram Kiani'));
  expect(other.y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height - 1);
  expect(other.y + other.height).toBeLessThanOrEqual(bandBox.y + bandBox.height);
});

test('on a phone the picture comes first, and the name, facts and actions follow above the fold', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/movie/1');
  const picture = page.locator('.title-stage img.backdrop');
  const heading = page.getByRole('heading', { level: 1, name: 'آخرین قطار تبریز' });
  const main = page.locator('.title-stage').getByRole('link', { name: 'خرید اشتراک' });
  const pictureBox = await box(picture);
  const headingBox = await box(heading);
  expect(headingBox.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height);
  expect((await box(main)).y + (await box(main)).height).toBeLessThanOrEqual(844);
  // The phone takes the picture with the title's art in it (the key art is for wide screens).
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toMatch(/-plain\.jpg/);
});

test('while the film plays, its name moves under the video instead of covering it', async ({ page }) => {
  await subscribe(page, '09140000031');
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/movie/1');
  const heading = page.getByRole('heading', { level: 1, name: 'آخرین قطار تبریز' });
  const video = await startPlaying(page);
  const videoBox = await box(video);
  await expect
    .poll(async () => (await box(heading)).y)
    .toBeGreaterThanOrEqual(videoBox.y + videoBox.height - 1);
});
