import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** A proxy to `upstream` that sends each HTML page cut after `cutAfter`, and the rest 600 ms later. */
async function splitProxy(upstream: string, cutAfter: RegExp): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      headers: { 'accept-encoding': 'identity', 'accept-language': request.headers['accept-language'] ?? '' },
      redirect: 'manual',
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
        headers[name] = value;
    });
    response.writeHead(answer.status, headers);
    const html = answer.headers.get('content-type')?.startsWith('text/html') ? body.toString('utf8') : null;
    const cut = html === null ? null : cutAfter.exec(html);
    if (html === null || !cut) {
      response.end(body);
      return;
    }
    const at = cut.index + cut[0].length;
    response.write(html.slice(0, at));
    await new Promise((resolve) => setTimeout(resolve, 600));
    response.end(html.slice(at));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The layout shifts' sources while `path` arrives through splitProxy, cut after `cutAfter`, until
 * `last` (something of the second piece) is drawn.
 */
async function shiftsInTwoPieces(page: Page, baseURL: string, path: string, cutAfter: RegExp, last: string) {
  const proxy = await splitProxy(baseURL, cutAfter);
  try {
    await recordShifts(page);
    await page.goto(`${proxy.base}${path}`, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(page.locator(last)).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    return shifts.flatMap((shift) => shift.sources);
  } finally {
    await proxy.close();
  }
}

// A page arrives over a slow network in pieces, and the browser paints what it has parsed. On a
// phone the header's buttons sit at the row's far end, so a header painted before its last
// buttons were parsed had the search button at the edge, then moved it by their width when they
// came (Lighthouse: CLS 0.001-0.005 on a run in five). The page's head blocks rendering until the
// header is parsed (`<link rel="expect">`). Here a proxy sends the page cut inside the header and
// the rest a moment later.
test.describe('on a phone, a page that arrives in two pieces', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ['/genres/drama', '/en/']) {
    test(`${path}: the header is painted whole`, async ({ page, baseURL }) => {
      // Cut right after the search button, before the settings and account buttons.
      const sources = await shiftsInTwoPieces(
        page,
        baseURL!,
        path,
        /data-search-toggle[^>]*>[\s\S]*?<\/a>/,
        'header .settings-button',
      );
      const header = sources.filter((source) => source.node.includes('header-row'));
      expect(header, 'nothing in the header moves').toEqual([]);
    });
  }
});

// The same on a title page's stage: the page was painted while its stage was half parsed, and on a
// desktop the stage's text stands at the picture's foot, so the name was drawn low and went up by
// the height of the facts and actions when they came (CI at load 15: "stage__body: 360 -> 181").
// Title pages block rendering until the stage is parsed whole (`#stage-end`).
test.describe('on a desktop, a title page that arrives in two pieces', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const path of ['/movie/1', '/en/series/201', '/episode/1001']) {
    test(`${path}: its stage is painted whole`, async ({ page, baseURL }) => {
      // Cut right after the title's name, before its facts and actions.
      const sources = await shiftsInTwoPieces(
        page,
        baseURL!,
        path,
        /<h1 class="tt-stack[\s\S]*?<\/h1>/,
        '.stage__actions',
      );
      const moved = sources.filter((source) => Math.abs(source.dy) > 1);
      expect(moved, 'nothing on the page moves up or down').toEqual([]);
    });
  }
});
