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

/**
 * One Lighthouse run (mobile, its default) of `url` in the browser at `port`, as a visitor whose
 * browser holds `cookie` ("name=value", a session) and no other cookie. The cookie goes in the
 * browser's jar, not in a Cookie header (Lighthouse's extraHeaders): once a page had set a cookie
 * of its own (i18n_redirected), Chromium sent its jar's instead of the header, so every run after
 * the first was a guest's, redirected to the login page.
 * @param {number} port @param {string} url @param {string | null} [cookie]
 */
export async function lighthouseRun(port, url, cookie = null) {
  await setCookies(port, url, cookie);
  return lighthouse(url, { port, output: 'json', logLevel: 'error' });
}

/** Empties the browser's cookie jar, then puts `cookie` in it for `url`'s site (Chrome DevTools Protocol). */
async function setCookies(port, url, cookie) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error('no DevTools connection to the browser'));
  });
  let last = 0;
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++last;
      socket.addEventListener('message', function answer(event) {
        const message = JSON.parse(String(event.data));
        if (message.id !== id) return;
        socket.removeEventListener('message', answer);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('Storage.clearCookies');
    if (cookie) {
      const [name = '', ...value] = cookie.split('=');
      await send('Storage.setCookies', { cookies: [{ name, value: value.join('='), url, httpOnly: true }] });
    }
  } finally {
    socket.close();
  }
}

/** Why a run produced no report (NO_FCP, PAGE_HUNG, NO_NAVSTART, …), or null. */
export const failureOf = (runner) =>
  runner?.lhr.runtimeError ? `${runner.lhr.runtimeError.code}: ${runner.lhr.runtimeError.message}` : null;

async function run(port, url, cookie) {
  const runner = await lighthouseRun(port, url, cookie);
  const categories = runner?.lhr.categories ?? {};
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  const failing = Object.values(runner?.lhr.audits ?? {})
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  const metric = (id) => runner?.lhr.audits[id]?.displayValue ?? '?';
  return {
    // A run Lighthouse could not complete scores 0: its reason (NO_FCP, PAGE_HUNG, …) is printed.
    error: failureOf(runner) ?? elsewhere(runner, url),
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    failing,
  };
}

/** A run that ended on another page (a login redirect) measured that page, not `url`. */
const elsewhere = (runner, url) =>
  runner && runner.lhr.finalDisplayedUrl !== url ? `ended on ${runner.lhr.finalDisplayedUrl}` : null;

/**
 * For each URL, `runs` Lighthouse runs (one fresh page load each) and the median run by
 * performance. A URL may come as `{ url, cookie }` (a logged-in page: its session cookie).
 */
export async function lighthouseScores(urls, { runs = 5 } = {}) {
  const chrome = await launchChromium();
  try {
    const results = [];
    for (const entry of urls) {
      const { url, cookie = null } = typeof entry === 'string' ? { url: entry } : entry;
      const all = [];
      const failed = [];
      // A run that produced no report (NO_NAVSTART, a trace Chromium did not record) measured
      // nothing of the page: it is run again, at most twice per page, and its reason printed.
      while (all.length < runs) {
        const result = await run(chrome.port, url, cookie);
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
