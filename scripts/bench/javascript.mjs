// The JavaScript a page loads before any interaction, measured in the browser as a visitor meets
// it: a cold cache, a phone and a desktop viewport, everything the page fetches until its idle
// hydration is over (network idle, then an idle callback, then network idle again), every script
// body and every inline script counted at gzip -9. Data blocks (JSON, JSON-LD) are not code.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 } },
};

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Opens one browser for a series of measurements; `close()` when done. */
export async function javascriptMeter() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  return {
    /** gzip bytes of script loaded by `url` in `viewport` before interaction, with the files. */
    async measure(url, viewport) {
      const context = await browser.newContext(VIEWPORTS[viewport]);
      const page = await context.newPage();
      const scripts = new Map();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.set(
          response.url(),
          response.body().then(gz, () => 0),
        );
      });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })));
      await page.waitForLoadState('networkidle');
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src])')]
          .filter((s) => !s.type || s.type === 'module' || s.type === 'text/javascript')
          .map((s) => s.textContent ?? ''),
      );
      const files = new Map();
      for (const [name, size] of scripts) files.set(name, await size);
      const inlineBytes = inline.reduce((sum, text) => sum + gz(Buffer.from(text)), 0);
      await context.close();
      const total = [...files.values()].reduce((a, b) => a + b, 0) + inlineBytes;
      return { total, files, inline: inline.length, inlineBytes };
    },
    close: () => browser.close(),
  };
}
