import { expect, test, type Locator } from '@playwright/test';
import { player, playedPast, startPlaying } from './support/player';

// The player's own buttons over the picture (skip intro, play next, cancel) are drawn in the
// stylesheet's light button styles: white on the film or on the next-episode card, readable at
// WCAG AA (DESIGN.md §8: the skip pill white, the next-up card's primary). Bootstrap's light
// variants were dropped with the theme colour, so they fell back to faint grey text on nothing.

type Rgba = [number, number, number, number];

/** The button's text colour and the background behind it (its own, or the nearest painted box). */
async function colours(button: Locator): Promise<{ text: Rgba; background: Rgba | null }> {
  return button.evaluate((element) => {
    const parse = (value: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, value.startsWith('rgba') ? a : 1];
    };
    let background: Rgba | null = null;
    for (let node: Element | null = element; node && !background; node = node.parentElement) {
      const paint = parse(getComputedStyle(node).backgroundColor);
      if (paint[3] >= 0.85) background = paint;
    }
    return { text: parse(getComputedStyle(element).color), background };
  });
}

const luminance = ([r, g, b]: Rgba) => {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
};
const contrast = (a: Rgba, b: Rgba) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

async function expectReadable(button: Locator) {
  await expect(button).toBeVisible();
  const { text, background } = await colours(button);
  expect(background, 'a painted background behind the button').not.toBeNull();
  expect(contrast(text, background!)).toBeGreaterThanOrEqual(4.5);
}

test('skip intro, play next and cancel are readable buttons over the picture', async ({ page }) => {
  await page.goto('/episode/show/1001');
  const video = await startPlaying(page);
  // The demo episode's intro runs from 0 to 5 s: skip intro shows while it plays.
  const skip = player(page).getByRole('button', { name: 'رد کردن تیتراژ' });
  // Its own background is light and all but opaque (DESIGN.md §5: white 94 %; the page's behind
  // the picture does not count): the pill is seen over a dark or a bright picture alike.
  const own = await skip.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(own).toMatch(/^rgba?\(255, 255, 255(, 0\.9\d*)?\)$/);
  expect(luminance((own.match(/\d+/g) ?? []).map(Number) as Rgba)).toBeGreaterThan(0.8);
  await expectReadable(skip);

  await playedPast(page, 1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 28;
    element.pause();
  });
  const next = player(page).getByRole('region', { name: /^پخش قسمت بعد: / });
  await expectReadable(next.getByRole('button', { name: 'پخش قسمت بعد' }));
  await expectReadable(next.getByRole('button', { name: 'تماشای تیتراژ' }));
});
