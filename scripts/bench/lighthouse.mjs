// Lighthouse (mobile, its default) against Debian's chromium: the four category scores.
// Lighthouse's simulated throttling multiplies the CPU time each run observes, so on a small shared
// machine one run can differ from the next by several performance points; its documentation
// (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md) asks for the median
// of several runs, which is what the bench reports.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

/** Debian's chromium, headless, for Lighthouse to drive (close it with `.kill()`). */
export const launchChromium = () =>
  chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });

/** One Lighthouse run (mobile, its default) of `url` in the browser at `port`, with `headers` on every request. */
export const lighthouseRun = (port, url, headers = undefined) =>
  lighthouse(url, { port, output: 'json', logLevel: 'error', ...(headers ? { extraHeaders: headers } : {}) });

/** Why a run produced no report (NO_FCP, PAGE_HUNG, NO_NAVSTART, …), or null. */
export const failureOf = (runner) =>
  runner?.lhr.runtimeError ? `${runner.lhr.runtimeError.code}: ${runner.lhr.runtimeError.message}` : null;

async function run(port, url, headers) {
  const runner = await lighthouseRun(port, url, headers);
  const categories = runner?.lhr.categories ?? {};
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  const failing = Object.values(runner?.lhr.audits ?? {})
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  const metric = (id) => runner?.lhr.audits[id]?.displayValue ?? '?';
  return {
    // A run Lighthouse could not complete scores 0: its reason (NO_FCP, PAGE_HUNG, …) is printed.
    error: failureOf(runner),
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    failing,
  };
}

/**
 * For each URL, `runs` Lighthouse runs (one fresh page load each) and the median run by
 * performance. A URL may come as `{ url, headers }` (a logged-in page: its session cookie).
 */
export async function lighthouseScores(urls, { runs = 5 } = {}) {
  const chrome = await launchChromium();
  try {
    const results = [];
    for (const entry of urls) {
      const { url, headers } = typeof entry === 'string' ? { url: entry, headers: undefined } : entry;
      const all = [];
      const failed = [];
      // A run that produced no report (NO_NAVSTART, a trace Chromium did not record) measured
      // nothing of the page: it is run again, at most twice per page, and its reason printed.
      while (all.length < runs) {
        const result = await run(chrome.port, url, headers);
        if (result.error && failed.length < 2) failed.push(result.error);
        else all.push(result);
      }
      const median = [...all].sort((a, b) => a.performance - b.performance)[Math.floor(runs / 2)];
      results.push({
        url,
        ...median,
        performances: all.map((r) => r.performance),
        errors: [...failed, ...all.flatMap((r) => (r.error ? [r.error] : []))],
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
