import { expect, test, type Locator, type Page } from '@playwright/test';
import { subscribe } from './support/sandbox';
import { startPlaying } from './support/player';

// Title pages open on a stage (docs/decisions/0017-look-and-feel.md, DESIGN.md §4 "Title stage"):
// on a desktop the picture runs edge to edge with the names, the line of facts and the actions
// over its foot, all above the fold; on a phone the picture (62 vh) comes first and the names
// follow, still above the fold. A live channel has its own page (live.spec.ts).

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not laid out');
  return rect;
};
const viewportOf = (page: Page) => page.viewportSize() ?? { width: 0, height: 0 };

for (const [path, name, action, art] of [
  ['/movie/1', 'آخرین قطار تبریز', 'ورود و تماشا', /\/img\/backdrop\/1\.jpg/],
  ['/series/212', 'زمین وحشی', 'تماشای رایگان', /\/img\/backdrop\/212\.jpg/],
  ['/en/series/212', 'Wild Earth', 'Watch free', /\/img\/backdrop\/212-en\.jpg/],
] as const) {
  test(`on a desktop ${path} writes its name, facts and actions over an edge-to-edge picture, above the fold`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(path);
    const stage = page.locator('.title-stage');
    const picture = stage.locator('img.backdrop');
    const heading = page.getByRole('heading', { level: 1, name });
    const facts = stage.locator('.title-facts, .title-line').first();
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
    // The wide picture is the reader's own backdrop, textless (the page writes the title) and
    // composed for the page's direction: its subject on the end side (DESIGN.md R9).
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(art);
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
  const main = page.locator('.title-stage').getByRole('link', { name: 'ورود و تماشا' });
  const pictureBox = await box(picture);
  const headingBox = await box(heading);
  // The art is 62 % of the viewport's height; the title overlaps its foot, on its scrim.
  expect(Math.abs(pictureBox.height - 0.62 * 844)).toBeLessThanOrEqual(2);
  expect(headingBox.y).toBeGreaterThan(pictureBox.y + pictureBox.height / 2);
  expect((await box(main)).y + (await box(main)).height).toBeLessThanOrEqual(844);
  // The title is written as text: the picture is the textless backdrop on a phone too.
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\/backdrop\/1\.jpg/);
});

test('pressing play on the stage opens watch mode over the whole viewport, and back returns', async ({ page }) => {
  await subscribe(page, '09140000031');
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/movie/1');
  const heading = page.getByRole('heading', { level: 1, name: 'آخرین قطار تبریز' });
  await startPlaying(page);
  const stage = page.locator('.player-stage');
  await expect.poll(async () => box(stage)).toEqual({ x: 0, y: 0, width: 1366, height: 800 });
  await expect(stage.locator('.pl__title')).toHaveText('آخرین قطار تبریز');
  await page.keyboard.press('Escape');
  await expect(stage).toHaveCount(0);
  await expect(heading).toBeVisible();
});

test('on a phone the stage picture comes in a copy as wide as it is drawn, not the viewport', async ({ browser }) => {
  // The art covers a box 62 vh tall: on a 390x844 phone it is drawn about 930 px wide.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto('/movie/1');
  const art = page.locator('.stage__art img.backdrop');
  await expect(art).toBeVisible();
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  const { natural, drawn } = await art.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    // object-fit: cover draws a 16:9 picture at the larger of the box's width and height × 16/9.
    return { natural: img.naturalWidth, drawn: Math.max(box.width, (box.height * 16) / 9) };
  });
  expect(drawn).toBeGreaterThan(800);
  expect(natural).toBeGreaterThanOrEqual(drawn * 0.9);
  await context.close();
});
