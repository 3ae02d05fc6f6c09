// Time from pressing play to the first video frame, as a visitor meets it: a cold cache (a fresh
// browser context per run), the title page loaded and idle, then a real click on the player's
// play button; the clock runs from that pointer down to the first frame the video presents
// (requestVideoFrameCallback). It includes waking the island (React and the player's chunk), the
// watch call, hls.js's chunk, the master and first segments. A free episode, played as a guest.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';
import { VIEWPORTS } from './javascript.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * A slow mobile network as Chromium's DevTools emulate it: `latency` is the round trip added to
 * every request (ms), the throughputs in bytes a second.
 * @typedef {{ latency: number, downloadThroughput: number, uploadThroughput: number }} Network
 */

/** The slow mobile network: a 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_MOBILE = { latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };

/**
 * Runs `runs` cold plays of `url` and answers the times in milliseconds, sorted, the median and
 * p95, and the rung (the folder of the first video segment fetched, e.g. v240) each run started on.
 * With `network` the page loads and plays over that emulated network.
 * @param {string} url
 * @param {{ runs?: number, viewport?: string, network?: Network }} [options]
 */
export async function playToFirstFrame(url, { runs = 9, viewport = 'desktop', network } = {}) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // A headless browser has no speakers: the first frame must not wait on audio output.
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required', '--mute-audio'],
  });
  const times = [];
  /** @type {string[]} */
  const rungs = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(VIEWPORTS[viewport]);
      const page = await context.newPage();
      if (network) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
      }
      let rung = '?';
      page.on('request', (request) => {
        const folder = /\/(v\d+)\/seg\d+\.m4s$/.exec(new URL(request.url()).pathname)?.[1];
        if (folder && rung === '?') rung = folder;
      });
      try {
        await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForLoadState('networkidle', { timeout: 60_000 });
        await page.evaluate(() => {
          window.__firstFrame = new Promise((resolve) => {
            let pressed = 0;
            document.addEventListener('pointerdown', () => (pressed = performance.now()), {
              capture: true,
              once: true,
            });
            const seen = new MutationObserver(() => {
              const video = document.querySelector('.player video');
              if (!video) return;
              seen.disconnect();
              video.requestVideoFrameCallback(() => resolve(performance.now() - pressed));
            });
            seen.observe(document.body, { subtree: true, childList: true });
          });
        });
        await page.locator('.player-play').click();
        times.push(
          await page.evaluate(() =>
            Promise.race([window.__firstFrame, new Promise((r) => setTimeout(() => r(NaN), 30_000))]),
          ),
        );
      } catch (error) {
        // A run that never got to play counts as one without a frame, with its reason.
        console.log(
          `  a run failed before its first frame: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
        );
        times.push(NaN);
      }
      rungs.push(rung);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const measured = times.filter(Number.isFinite).sort((a, b) => a - b);
  return {
    rungs,
    times: measured,
    failed: times.length - measured.length,
    median: percentile(measured, 50),
    p95: percentile(measured, 95),
  };
}
