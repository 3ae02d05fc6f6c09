// npm run screens [URL] [-- --docs]: screenshots of the storefront as visitors see it (docs/testing.md
// "Screenshots"): home, a film, a series, an episode, a live channel, a cast page and search, then
// the screens behind a visitor's steps (watch mode playing, its settings and the next-up card; the
// login sheet's two steps; the subscription sheet and the profile), on a phone (390x844) and a
// desktop (1440x900), in fa and en, light and dark, written to screens/
// (ignored by git) as compressed PNG. Against a running site (the URL argument or E2E_BASE_URL),
// else the built site started here on its own port and a fresh database. --docs also writes the
// README's pictures (docs/screens/, committed: home, a film and watch mode, on a phone and a
// desktop) as WebP.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { buildIfStale } from './build-if-stale.mjs';
import { startProductionServer } from './production-server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { COLOR_SCHEME_KEY } from '../src/lib/behaviours/boot-script.mjs';

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
// The site starts dark whatever the device says (DESIGN.md §1, dark first); light is a visitor's
// choice in settings, stored before the page's scripts run (as tests/e2e/support/scheme.ts does).
const SCHEMES = ['light', 'dark'];
/** The README's pictures: a phone and a desktop, in Persian. */
const README_SHOTS = [
  'fa-dark-phone-home',
  'fa-dark-desktop-home',
  'fa-dark-phone-film',
  'fa-dark-desktop-film',
  'fa-dark-phone-watch-playing',
  'fa-dark-desktop-watch-playing',
];

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

/**
 * Holds the home hero on the slide it shows. Disabling animations for a shot ends them, and the end
 * of the current dot's fill is what moves the hero on (src/lib/behaviours/hero-slider.ts), so every
 * shot of home caught the track halfway to the next slide. The fill is taken off, and the track
 * left to come to rest first.
 */
async function stillHero(page) {
  if ((await page.locator('.hero-track').count()) === 0) return;
  // Through the CSSOM: the site's CSP refuses an inline style sheet.
  await page.evaluate(() => {
    for (const fill of document.querySelectorAll('.hero-dot__fill'))
      fill.style.setProperty('animation', 'none', 'important');
  });
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const track = document.querySelector('.hero-track');
        const before = track?.scrollLeft;
        setTimeout(() => resolve(track?.scrollLeft === before), 250);
      }),
    null,
    { timeout: 5000 },
  );
}

/** The texts the flows press, in each page language (locales/). */
const TEXT = {
  fa: {
    login: 'ورود',
    mobile: 'شماره موبایل',
    send: 'ارسال کد',
    code: 'کد ۴ رقمی',
    buy: 'خرید اشتراک',
    play: /^پخش /,
    settings: 'تنظیمات پخش',
    payPlan: /^پرداخت و فعال‌سازی /,
    payTotal: /^پرداخت [۰-۹]/,
  },
  en: {
    login: 'Log in',
    mobile: 'Mobile number',
    send: 'Send code',
    code: '4-digit code',
    // The title's main button for a viewer without a subscription (locales/en.json title.buyAndWatch).
    buy: 'Subscribe and watch',
    play: /^Play /,
    settings: 'Player settings',
    payPlan: /^Pay and activate /,
    payTotal: /^Pay [0-9]/,
  },
};
let mobiles = 0;

/**
 * The screens behind a visitor's steps, as the mockups show them (design/mockups d-watch-*,
 * f-login-*, e-subscribe, h-profile): watch mode playing, its settings and the next-up card on a
 * free episode; the login sheet's two steps; then, logged in with the code the SMS relay caught
 * (only on the server started here), the subscription sheet, /plan, the bank's return to /callback and the profile. Each step that
 * fails is reported and skipped: a screenshot run shows what it can.
 */
async function flows(context, locale, shoot) {
  const text = TEXT[locale];
  const at = (path) => `${origin}${locale === 'en' ? `/en${path === '/' ? '' : path}` : path}`;
  const page = await context.newPage();
  const step = async (name, act) => {
    try {
      await act();
      await shoot(page, name);
    } catch (error) {
      console.log(`  ${name}: skipped (${String(error).split('\n')[0]})`);
    }
  };
  await step('watch-playing', async () => {
    await settle(page, at('/episode/show/1001'));
    await page.locator('.player').getByRole('button', { name: text.play }).first().click();
    const video = page.locator('.player video');
    await video.waitFor({ state: 'visible', timeout: 15_000 });
    await video.evaluate((element) => {
      element.muted = true;
      void element.play().catch(() => undefined);
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 6, null, {
      timeout: 20_000,
    });
    await video.hover();
  });
  await step('watch-settings', async () => {
    await page.locator('.player video').hover();
    await page.locator('.player').getByRole('button', { name: text.settings }).click();
    await page.waitForTimeout(400);
  });
  await step('watch-nextup', async () => {
    await page.keyboard.press('Escape');
    await page.locator('.player video').evaluate((element) => {
      element.currentTime = Math.max(0, element.duration - 4);
    });
    await page.locator('.player-next').waitFor({ timeout: 10_000 });
    await page.waitForTimeout(600);
  });
  await step('login-mobile', async () => {
    await settle(page, at('/'));
    await page.waitForFunction(() => document.documentElement.dataset.show !== undefined, null, { timeout: 10_000 });
    await page.locator('header').getByRole('link', { name: text.login }).click();
    await page.getByRole('dialog').getByLabel(text.mobile).waitFor({ timeout: 10_000 });
  });
  const mobile = `0912000${String(7000 + mobiles++).padStart(4, '0')}`;
  await step('login-otp', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.mobile).pressSequentially(mobile);
    await dialog.getByRole('button', { name: text.send }).click();
    await dialog.getByLabel(text.code).waitFor({ timeout: 10_000 });
  });
  const code = server ? await waitForCode(mobile) : null;
  if (!code) return page.close();
  await step('subscribe', async () => {
    await page.getByRole('dialog').getByLabel(text.code).fill(code);
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 10_000 });
    // A title's main button opens the sheet on a phone and a desktop alike (the header's is desktop only).
    await settle(page, at('/movie/1'));
    await page.locator('main').getByRole('link', { name: text.buy }).first().click();
    await page.getByRole('dialog', { name: text.sheet }).getByRole('radio').first().waitFor({ timeout: 10_000 });
    await page.waitForTimeout(400);
  });
  // The sheet's pay button leads to /plan (the focused checkout, mockup e-subscribe's next step),
  // its pay button to the sandbox bank, whose success comes back to /callback (mockup g-callback).
  await step('plan', async () => {
    await page.getByRole('dialog', { name: text.sheet }).getByRole('button', { name: text.payPlan }).click();
    await page.waitForURL((url) => /\/plan\/\d+/.test(url.pathname), { timeout: 20_000 });
    await settle(page, page.url());
  });
  await step('callback', async () => {
    await page.getByRole('button', { name: text.payTotal }).click();
    await page.getByRole('button', { name: 'پرداخت موفق' }).click({ timeout: 20_000 });
    await page.waitForURL((url) => /\/callback$/.test(url.pathname), { timeout: 20_000 });
    await settle(page, page.url());
  });
  await step('profile', () => settle(page, at('/profile')));
  await page.close();
}

/** The login code the relay caught for a number (a few tries: the SMS leaves after the answer). */
async function waitForCode(mobile) {
  for (let i = 0; i < 50; i++) {
    const code = server.smsCode(mobile);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
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
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_SCHEME_KEY, scheme]);
        const id = (name) => `${locale}-${scheme}-${device}-${name}`;
        /** Writes one screenshot (and, with --docs, the README's pictures). */
        const shoot = async (page, name) => {
          await stillHero(page);
          const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
          // Palette PNG: a fraction of the browser's bytes, and sharp enough for text.
          const png = await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9, effort: 8 }).toBuffer();
          writeFileSync(join(OUT, `${id(name)}.png`), png);
          count++;
          console.log(`${OUT}/${id(name)}.png ${Math.round(png.length / 1024)} KB`);
          bytes += png.length;
          if (docs && README_SHOTS.includes(id(name))) {
            const webp = await sharp(shot)
              .webp({ quality: 80, effort: 6 })
              .toFile(join(DOCS, `${id(name)}.webp`));
            console.log(`${DOCS}/${id(name)}.webp: ${Math.round(webp.size / 1024)} KB`);
          }
        };
        const page = await context.newPage();
        for (const { name, path } of PAGES) {
          const localPath = typeof path === 'string' ? path : path[locale];
          await settle(page, `${origin}${locale === 'en' ? `/en${localPath === '/' ? '' : localPath}` : localPath}`);
          await shoot(page, name);
        }
        await page.close();
        await flows(context, locale, shoot);
        await context.close();
      }
    }
  }
  console.log(`${count} screenshots in ${OUT}/ (${Math.round(bytes / 1024)} KB) from ${origin}`);
} finally {
  await browser.close();
  await server?.stop();
}
