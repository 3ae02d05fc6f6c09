// npm run screens [URL] [-- --docs]: screenshots of the storefront as visitors see it (docs/testing.md
// "Screenshots"): home, a film, a series, an episode, a live channel, a cast page and search, on a
// phone (390x844) and a desktop (1440x900), in fa and en, light and dark, written to screens/
// (ignored by git) as compressed PNG. Against a running site (the URL argument or E2E_BASE_URL),
// else the built site started here on its own port and a fresh database. --docs also writes the
// README's two pictures (docs/screens/, committed) as WebP.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { buildIfStale } from './build-if-stale.mjs';
import { startProductionServer } from './production-server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const args = process.argv.slice(2);
const docs = args.includes('--docs');
const external = args.find((arg) => /^https?:\/\//.test(arg)) ?? process.env.E2E_BASE_URL;
// Else the built site in production mode on a free port with a fresh database (production-server.mjs).
if (!external) buildIfStale();
const server = external ? null : await startProductionServer();
const origin = (external ?? server.base).replace(/\/$/, '');
const OUT = 'screens';
const DOCS = 'docs/screens';

// Ids from the demo catalog (src/provider/seed/catalog), as the e2e routes use them.
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'film', path: '/movie/1' },
  { name: 'series', path: '/series/201' },
  { name: 'episode', path: '/episode/1001' },
  { name: 'live', path: '/live/1' },
  { name: 'cast', path: '/cast/1' },
  { name: 'search', path: { fa: `/search/${encodeURIComponent('قطار')}`, en: '/search/train' } },
];
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
};
const LOCALES = ['fa', 'en'];
// The page follows the device's scheme until a visitor picks one (src/stores/settings.ts).
const SCHEMES = ['light', 'dark'];
/** The README's pictures: a phone and a desktop, in Persian. */
const README_SHOTS = ['fa-dark-phone-film', 'fa-light-desktop-home'];

/** Loads a page and waits until it is still: network quiet, fonts and visible images ready. */
async function settle(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  // A page that keeps a connection busy (a live channel's stream) never goes quiet: 10 s at most.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = (img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    };
    // decode() of a lazy image the browser has not started would wait forever: 5 s at most.
    const decoded = Promise.all([...document.images].filter(inView).map((img) => img.decode().catch(() => null)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  mkdirSync(OUT, { recursive: true });
  if (docs) mkdirSync(DOCS, { recursive: true });
  let count = 0;
  let bytes = 0;
  for (const [device, options] of Object.entries(DEVICES)) {
    for (const locale of LOCALES) {
      for (const scheme of SCHEMES) {
        const context = await browser.newContext({
          ...options,
          colorScheme: scheme,
          locale: locale === 'fa' ? 'fa-IR' : 'en-US',
        });
        const page = await context.newPage();
        for (const { name, path } of PAGES) {
          const localPath = typeof path === 'string' ? path : path[locale];
          await settle(page, `${origin}${locale === 'en' ? `/en${localPath === '/' ? '' : localPath}` : localPath}`);
          const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
          const id = `${locale}-${scheme}-${device}-${name}`;
          // Palette PNG: a fraction of the browser's bytes, and sharp enough for text.
          const png = await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9, effort: 8 }).toBuffer();
          writeFileSync(join(OUT, `${id}.png`), png);
          count++;
          console.log(`${OUT}/${id}.png ${Math.round(png.length / 1024)} KB`);
          bytes += png.length;
          if (docs && README_SHOTS.includes(id)) {
            const webp = await sharp(shot)
              .webp({ quality: 80, effort: 6 })
              .toFile(join(DOCS, `${id}.webp`));
            console.log(`${DOCS}/${id}.webp: ${Math.round(webp.size / 1024)} KB`);
          }
        }
        await context.close();
      }
    }
  }
  console.log(`${count} screenshots in ${OUT}/ (${Math.round(bytes / 1024)} KB) from ${origin}`);
} finally {
  await browser.close();
  await server?.stop();
}
