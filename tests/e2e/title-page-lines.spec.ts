import { expect, test, type Locator } from '@playwright/test';
import { player, startPlaying } from './support/player';

// The lines of a title page read whole (DESIGN.md §5 "Facts line", T6): facts part with a dot
// that never starts a line; a fact the title lacks is left out (an episode's genres), not an
// empty row; the player's sentence of keys lines up with the page on a desktop and is not shown
// on a phone (keys need a keyboard).

/** For each fact that starts a wrapped line: whether its dot shows inside the line's box. */
async function dotsStartingLines(line: Locator) {
  return line.evaluate((element) => {
    const rtl = getComputedStyle(element).direction === 'rtl';
    const outer = element.getBoundingClientRect();
    const facts = [...element.querySelectorAll<HTMLElement>('.fact')];
    return facts.slice(1).flatMap((fact, index) => {
      const box = fact.getBoundingClientRect();
      if (box.top <= facts[index]!.getBoundingClientRect().top + 1) return []; // same line
      const dot = getComputedStyle(fact, '::before');
      if (dot.content === 'none') return [{ fact: fact.textContent, dotShows: false }];
      const startEdge = rtl ? outer.right : outer.left;
      // A dot drawn inline in the fact shows; one hung before it shows if it is inside the box
      // and the line does not clip it.
      const hung = dot.position === 'absolute';
      const offset = parseFloat(rtl ? dot.right : dot.left);
      const dotStart = (rtl ? box.right : box.left) + (rtl ? -offset : offset);
      const inside = rtl ? dotStart <= startEdge : dotStart >= startEdge;
      const clipped = getComputedStyle(element).overflowX === 'clip';
      return [{ fact: fact.textContent, dotShows: !hung || inside || !clipped }];
    });
  });
}

test('on a phone a wrapped line of facts starts with a fact, never a dot', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/episode/1001', '/movie/1', '/en/movie/1']) {
    await page.goto(path);
    const starts = await dotsStartingLines(page.locator('.title-line').first());
    expect(starts.length, `${path} wraps`).toBeGreaterThan(0);
    for (const start of starts) expect(start.dotShows, `${path}: ${start.fact}`).toBe(false);
  }
});

test("an episode's facts leave out the genres it has none of, and its series line has no middle dot", async ({
  page,
}) => {
  await page.goto('/episode/1001');
  const facts = page.locator('dl.facts').first();
  for (const value of await facts.locator('dd').all()) expect((await value.innerText()).trim()).not.toBe('');
  await expect(facts.locator('dt', { hasText: 'ژانر' })).toHaveCount(0);
  // DESIGN.md T6: "·" beside Persian digits reads as a zero.
  await expect(page.locator('main')).not.toContainText(/·\s*[۰-۹]|[۰-۹]\s*·/);
});

test('the sentence of player keys lines up with the page on a desktop, and is not shown on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/episode/show/1001');
  await startPlaying(page);
  const keys = page.locator('#player-keys');
  await expect(keys).toBeVisible();
  const room = await keys.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const box = range.getBoundingClientRect();
    return { start: box.left, end: window.innerWidth - box.right };
  });
  expect(room.start).toBeGreaterThanOrEqual(16);
  expect(room.end).toBeGreaterThanOrEqual(16);
  // Still the player's description for assistive technology.
  await expect(player(page).locator('[aria-describedby="player-keys"]')).toHaveCount(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(keys).toBeHidden();
});
