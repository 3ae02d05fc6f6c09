// npm run bench:main-thread -- <url> [runs]: the main thread of a page's load under a 4x slower
// CPU (Lighthouse mobile's multiplier) on a phone's screen, from a Chromium trace of the first
// 3 s after `load`: the layout the page's own scripts forced (a read of a box or a scroll position
// after a write) by the function that forced it, and the tasks over 50 ms with their time over 50
// ms (what Lighthouse's TBT sums). Prints figures; asserts nothing.
import { chromium, devices } from 'playwright';
import { CHROMIUM_PATH } from './chromium.mjs';

const [url, runsArg] = process.argv.slice(2);
if (!url) {
  console.error('usage: npm run bench:main-thread -- <url> [runs]');
  process.exit(2);
}
const origin = new URL(url).origin;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  for (let run = 1; run <= Number(runsArg ?? 3); run++) {
    const context = await browser.newContext({ ...devices['Moto G4'] });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.stack',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const mains = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const main = events.filter((e) => e.dur && mains.has(`${e.pid}:${e.tid}`));
    // A layout with a script's stack is one that script forced; only the page's own scripts count.
    const forced = main.filter(
      (e) =>
        (e.name === 'Layout' || e.name === 'UpdateLayoutTree') &&
        e.args?.beginData?.stackTrace?.[0]?.url?.startsWith(origin),
    );
    const long = main.filter((e) => e.name === 'RunTask' && e.dur > 50_000);
    const ms = (us) => Math.round(us / 1000);
    const by = new Map();
    for (const e of forced) {
      const frame = e.args.beginData.stackTrace[0];
      const key = `${frame.url.slice(origin.length)} ${frame.functionName || '(top)'}`;
      by.set(key, (by.get(key) ?? 0) + e.dur);
    }
    console.log(
      `run ${run}: layout forced by the page's scripts ${ms(forced.reduce((s, e) => s + e.dur, 0))} ms ` +
        `(${forced.length} times); tasks over 50 ms: ${long.length}, ${ms(long.reduce((s, e) => s + e.dur - 50_000, 0))} ms over 50 ms`,
    );
    for (const [key, us] of [...by].sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(ms(us)).padStart(5)} ms  ${key}`);
    await context.close();
  }
} finally {
  await browser.close();
}
