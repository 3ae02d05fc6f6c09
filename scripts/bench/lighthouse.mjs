// Lighthouse (mobile, its default) against Debian's chromium: the four category scores.
// Lighthouse's simulated throttling multiplies the CPU time each run observes, so on a small shared
// machine one run can differ from the next by several performance points; its documentation
// (docs/variability.md) asks for the median of several runs, which is what the bench reports.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

async function run(port, url) {
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  const categories = runner?.lhr.categories ?? {};
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  const failing = Object.values(runner?.lhr.audits ?? {})
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  const metric = (id) => runner?.lhr.audits[id]?.displayValue ?? '?';
  return {
    // A run Lighthouse could not complete scores 0: its reason (NO_FCP, PAGE_HUNG, …) is printed.
    error: runner?.lhr.runtimeError ? `${runner.lhr.runtimeError.code}: ${runner.lhr.runtimeError.message}` : null,
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    failing,
  };
}

/** For each URL, `runs` Lighthouse runs (one fresh page load each) and the median run by performance. */
export async function lighthouseScores(urls, { runs = 5 } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  try {
    const results = [];
    for (const url of urls) {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await run(chrome.port, url));
      const median = [...all].sort((a, b) => a.performance - b.performance)[Math.floor(runs / 2)];
      results.push({
        url,
        ...median,
        performances: all.map((r) => r.performance),
        errors: all.flatMap((r) => (r.error ? [r.error] : [])),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
