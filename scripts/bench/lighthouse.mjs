// Lighthouse (mobile, its default) against Debian's chromium: the four category scores.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export async function lighthouseScores(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: FLAGS,
  });
  try {
    const results = [];
    for (const url of urls) {
      const runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const categories = runner?.lhr.categories ?? {};
      const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
      const failing = Object.values(runner?.lhr.audits ?? {})
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      const metric = (id) => runner?.lhr.audits[id]?.displayValue ?? '?';
      const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`;
      results.push({
        metrics,
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        failing,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
