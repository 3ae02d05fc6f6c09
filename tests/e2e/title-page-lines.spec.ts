import { expect, test, type Locator } from '@playwright/test';
import { player, startPlaying } from './support/player';

// The lines of a title page read whole (DESIGN.md §5 "Facts line", T6): facts are clusters that
// wrap as units, so a wrapped line starts with a fact, never a dot (phones wrapped with a leading
// bullet); on a phone the centred line does not wrap at all; a fact the title lacks is left out
// (an episode's genres), not an empty row.

/** The clusters that start a wrapped line, and whether a dot shows before them inside the line. */
async function dotsStartingLines(line: Locator) {
  return line.evaluate((element) => {
    const rtl = getComputedStyle(element).direction === 'rtl';
    const outer = element.getBoundingClientRect();
    const clusters = [...element.querySelectorAll<HTMLElement>(':scope > .meta')];
    return clusters.slice(1).flatMap((cluster, index) => {
      const box = cluster.getBoundingClientRect();
      if (box.top <= clusters[index]!.getBoundingClientRect().top + 1) return []; // same line
      const dot = getComputedStyle(cluster, '::before');
      const text = cluster.textContent ?? '';
      // A cluster never begins with a dot of its own text.
      if (/^\s*[•·]/.test(text)) return [{ cluster: text, dotShows: true }];
      if (dot.content === 'none' || dot.content === 'normal') return [{ cluster: text, dotShows: false }];
      const offset = parseFloat(rtl ? dot.right : dot.left);
      const dotStart = (rtl ? box.right : box.left) + (rtl ? -offset : offset);
      const inside = rtl ? dotStart <= outer.right : dotStart >= outer.left;
      const clipped = getComputedStyle(element).overflowX === 'clip';
      return [{ cluster: text, dotShows: inside || !clipped }];
    });
  });
}

test('on a phone the line of facts is one centred line: no cluster wraps, no dot starts a line', async ({ page }) => {
  // A wrapped cluster of a centred line sat mid-line with its dot before it (320 px, the year
  // ۱۳۹۸ made /movie/1's line a few pixels longer). The phone line is a grid row that never wraps.
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/episode/1001', '/movie/1', '/en/movie/1', '/series/201']) {
    await page.goto(path);
    const line = page.locator('.title-facts').first();
    for (const start of await dotsStartingLines(line)) expect(start.dotShows, `${path}: ${start.cluster}`).toBe(false);
    const clusters = line.locator(':scope > .meta:not(.meta--tags)');
    const tops = await clusters.evaluateAll((all) => all.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${path}: one line`).toBe(1);
    // Centred under the title: as much room on either side of the clusters.
    const [left, right] = await line.evaluate((element) => {
      const outer = element.getBoundingClientRect();
      const boxes = [...element.querySelectorAll(':scope > .meta:not(.meta--tags)')].map((c) => c.getBoundingClientRect());
      return [Math.min(...boxes.map((b) => b.left)) - outer.left, outer.right - Math.max(...boxes.map((b) => b.right))];
    });
    expect(Math.abs(left - right), path).toBeLessThanOrEqual(2);
    // Each cluster keeps its words on one line, and at 320 px the genres are whole.
    for (const cluster of await line.locator(':scope > .meta').all()) {
      await expect(cluster).toHaveCSS('white-space', 'nowrap');
    }
    const genres = line.locator('.meta__text');
    if (await genres.count()) {
      expect(await genres.evaluate((element) => element.scrollWidth <= element.clientWidth), path).toBe(true);
    }
  }
  // Narrower still, the genres give way with an ellipsis; the line stays one line.
  await page.setViewportSize({ width: 300, height: 700 });
  await page.goto('/en/movie/1');
  const line = page.locator('.title-facts').first();
  const genres = line.locator('.meta__text');
  await expect(genres).toHaveText('Drama, Mystery');
  await expect(genres).toHaveCSS('text-overflow', 'ellipsis');
  expect(await genres.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const tops = await line
    .locator(':scope > .meta:not(.meta--tags)')
    .evaluateAll((all) => all.map((element) => Math.round(element.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});

test("an episode's page draws no empty genre row or fact, and its lines have no middle dot", async ({ page }) => {
  await page.goto('/episode/1001');
  const facts = page.locator('dl.facts').first();
  for (const value of await facts.locator('dd').all()) expect((await value.innerText()).trim()).not.toBe('');
  await expect(facts.locator('dt', { hasText: 'ژانر' })).toHaveCount(0);
  // No cluster of the facts line is empty, and no genre cluster is drawn for an episode.
  for (const cluster of await page.locator('.title-facts > .meta').all()) {
    expect((await cluster.innerText()).trim()).not.toBe('');
  }
  await expect(page.locator('.title-facts > .meta--dot')).toHaveCount(0);
  // DESIGN.md T6: "·" beside Persian digits reads as a zero.
  await expect(page.locator('main')).not.toContainText(/·\s*[۰-۹]|[۰-۹]\s*·/);
});

test('the sentence of player keys is gone: on a desktop they are behind ?, on a phone not offered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/episode/show/1001');
  await startPlaying(page);
  const keys = page.locator('#player-keys');
  await expect(keys).toBeHidden();
  // Still the player's description for assistive technology.
  await expect(player(page).locator('[aria-describedby="player-keys"]')).toHaveCount(1);
  await page.keyboard.press('?');
  await expect(keys).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(keys).toBeHidden();
});

test("a series' facts name its seasons where a film's name its length (c-series)", async ({ page }) => {
  await page.goto('/series/201');
  const facts = page.locator('.title-facts').first();
  await expect(facts).toContainText('۲ فصل');
  await expect(facts).not.toContainText('دقیقه');
  await page.goto('/en/series/201');
  await expect(page.locator('.title-facts').first()).toContainText('2 seasons');
  await page.goto('/movie/1');
  await expect(page.locator('.title-facts').first()).toContainText('۱ ساعت و ۵۲ دقیقه');
});
