import { expect, test, type Page } from '@playwright/test';

// Issue 15 "no layout shift": nothing on the page moves while it loads, above all when the web
// font arrives late (font-display: swap; on a slow mobile network it comes after first paint)
// and text drawn in the fallback font is drawn again in Vazirmatn. The fonts are held back here
// until the page has painted, then let through. The fallback faces (src/styles/_fonts.scss) keep
// every line's height and baseline, so nothing moves up or down; a fallback's letters are never
// exactly Vazirmatn's, so words may slide sideways by a pixel or two, which scores as zero the
// way Lighthouse rounds CLS (three decimals). Before the fallback faces a phone's film page
// scored 0.084 here.

const FONT_DELAY_MS = 1_500;

interface Shift {
  value: number;
  sources: { node: string; dy: number; moved: string }[];
}

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: { node: string; dy: number; moved: string }[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'text');
      const classes = [...node.classList].slice(0, 3).join('.');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(({ node, previousRect: a, currentRect: b }) => ({
            node: `${describe(node?.parentNode ?? null)} > ${describe(node)}`,
            dy: Math.round(b.y - a.y),
            moved: `${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}x${Math.round(a.height)} -> ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)}`,
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsWithLateFonts(page: Page, path: string): Promise<Shift[]> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/fonts/**', async (route) => {
    await released;
    await route.continue();
  });
  await recordShifts(page);
  // Not the load event: it waits for the held fonts.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(FONT_DELAY_MS);
  release();
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  // Two frames for the re-layout with the web font to be recorded.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

const PAGES = ['/', '/movie/1', '/genres/drama', '/en/', '/en/movie/1'];

for (const [device, viewport] of [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1366, height: 768 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path} does not move when the web font arrives late`, async ({ page }) => {
        const shifts = await shiftsWithLateFonts(page, path);
        // Fonts did load (the route let them through), so a swap happened.
        expect(await page.evaluate(() => [...document.fonts].some((f) => f.status === 'loaded'))).toBe(true);
        const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
        const upOrDown = shifts.flatMap((shift) => shift.sources).filter((source) => Math.abs(source.dy) > 1);
        expect(upOrDown, 'nothing moves up or down').toEqual([]);
        expect(score, JSON.stringify(shifts, null, 1)).toBeLessThan(0.0005);
      });
    }
  });
}
