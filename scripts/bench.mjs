// npm run bench: the catalog-pages quality bars, measured on the built site (ARCHITECTURE.md
// "Quality bars"). Prints figures and writes them to docs/benchmarks.md (report.mjs; --no-write
// does not); it asserts nothing (tests do not time things).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { pageWeight } from './bench/assets.mjs';
import { javascriptMeter } from './bench/javascript.mjs';
import { playToFirstFrame, SLOW_MOBILE } from './bench/playback.mjs';
import { lighthouseScores } from './bench/lighthouse.mjs';
import { logInByCode } from './login-by-code.mjs';
import { startSmsRelay } from './sms-relay.mjs';
import { load } from './bench/load.mjs';
import { benchReport } from './bench/report.mjs';
import { buildIfStale, SERVER } from './build-if-stale.mjs';

const PORT = 4397;
const origin = `http://127.0.0.1:${PORT}`;
const skipLighthouse = process.argv.includes('--no-lighthouse');
// Every catalog page kind (ARCHITECTURE.md quality bars), in both locales for home and a film.
const CATALOG_PAGES = [
  '/',
  '/movie/1',
  '/series/201',
  '/episode/1001',
  '/genres',
  '/genres/drama',
  '/lists/new-movies',
  '/cast/1',
  '/casts/iranian-actors',
  '/lives',
  '/live/1',
  '/search/train',
  '/profile/faq',
  '/profile/terms',
  '/en/',
  '/en/movie/1',
];

buildIfStale();
const report = benchReport('bench');
rmSync('.bench', { recursive: true, force: true });
// Login codes go to a relay here (production serves no demo inbox): /plan is scored logged in.
const relay = await startSmsRelay();
const server = spawn(process.execPath, [SERVER], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: '.bench/data',
    NODE_ENV: 'production',
    // Production fails closed (docs/operations.md): a per-run secret, and the demo catalog, inbox
    // and sandbox bank only as the declared demo this is; the bench asks by address.
    MEDIA_SECRET: randomBytes(24).toString('hex'),
    DEMO_MODE: 'on',
    SMS_DRIVER: 'webhook',
    SMS_WEBHOOK_URL: relay.url,
    PAYMENT_GATEWAY: 'sandbox',
    SITE_HOSTS: '127.0.0.1',
    // The login comes as a browser behind the TLS proxy (scripts/login-by-code.mjs).
    TRUST_PROXY: '1',
  },
});
try {
  for (let i = 0; i < 120; i++) {
    await new Promise((r) => setTimeout(r, 500));
    if (
      await fetch(`${origin}/api/v1/genres`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
  }

  // The same bytes as the rendered movie page, served as a static file by the same server.
  const moviePath = '/movie/1';
  const movieHtml = await (await fetch(origin + moviePath)).text();
  mkdirSync('dist/client/__bench', { recursive: true });
  writeFileSync('dist/client/__bench/movie.html', movieHtml);

  console.log('\n== server rendering vs static (movie page, 16 keep-alive clients, 8 s each)');
  await load(origin + moviePath, { seconds: 2 }); // warm-up
  const rendered = await load(origin + moviePath);
  const uncached = await load(origin + moviePath, { uniqueQuery: true });
  const fixed = await load(`${origin}/__bench/movie.html`);
  const row = (name, r) =>
    console.log(
      `${name.padEnd(10)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (${r.requests} requests, ${r.errors} errors)`,
    );
  row('rendered', rendered);
  row('static', fixed);
  row('uncached', uncached);
  console.log(`rendered / static: ${((rendered.rps / fixed.rps) * 100).toFixed(0)}% (target: at least 50%)`);
  console.log('(rendered: as served, repeats answered by the 30 s page cache; uncached: every request a full render)');

  console.log('\n== bytes a page loads before interaction (gzip -9; JavaScript measured in chromium, cold cache)');
  console.log(
    '   (JavaScript: every script the page fetches until its idle hydration is over, and its inline scripts)',
  );
  const meter = await javascriptMeter();
  try {
    for (const path of CATALOG_PAGES) {
      const w = await pageWeight(origin, path);
      const phone = await meter.measure(origin + path, 'phone');
      const desktop = await meter.measure(origin + path, 'desktop');
      console.log(
        `${path.padEnd(24)} html ${String(w.html).padStart(6)}  css ${String(w.css).padStart(6)}  js phone ${String(phone.total).padStart(6)} (${phone.files.size} files, ${phone.inline} inline)  desktop ${String(desktop.total).padStart(6)} (${desktop.files.size} files, ${desktop.inline} inline)`,
      );
    }
  } finally {
    await meter.close();
  }
  console.log('target: at most 80 KB (81920 bytes) of JavaScript on every catalog page, phone and desktop');

  console.log('\n== play to first frame (a free episode as a guest, cold cache, desktop, 9 runs)');
  const printPlay = (/** @type {string} */ label, /** @type {Awaited<ReturnType<typeof playToFirstFrame>>} */ play) =>
    console.log(
      `${label.padEnd(44)} median ${play.median?.toFixed(0)} ms  p95 ${play.p95?.toFixed(0)} ms  (runs: ${play.times.map((t) => t.toFixed(0)).join(', ')}${play.failed ? `; ${play.failed} without a frame in 30 s` : ''}; first rung: ${play.rungs.join(' ')})`,
    );
  printPlay('unthrottled', await playToFirstFrame(`${origin}/episode/show/1001`));
  printPlay(
    'slow mobile (150 ms round trip, 1.6 Mbit/s)',
    await playToFirstFrame(`${origin}/episode/show/1001`, { network: SLOW_MOBILE }),
  );
  console.log('target: p95 at most 2500 ms on the slow mobile network, starting on a rung it can carry');

  if (!skipLighthouse) {
    // The catalog's pages as a guest; /plan (the checkout) as a logged-in visitor, as only one sees it.
    const { cookie } = await logInByCode(origin, '09120000777', '198.51.100.7', async (mobile) => {
      for (let i = 0; i < 50 && !relay.lastCode(mobile); i++) await new Promise((done) => setTimeout(done, 100));
      return relay.lastCode(mobile);
    });
    if (!cookie) throw new Error('the bench could not log in to score /plan');
    const pages = [
      { url: `${origin}/` },
      { url: `${origin}/movie/1` },
      { url: `${origin}/genres/drama` },
      { url: `${origin}/series/201` },
      { url: `${origin}/plan/1`, cookie },
    ];
    // A warm server, as visitors meet it: each page asked once first (the page and provider
    // caches filled), like the load test's warm-up above.
    for (const { url, cookie: session } of pages)
      await fetch(url, { headers: session ? { Cookie: session } : {} }).then((r) => r.arrayBuffer());
    console.log('\n== Lighthouse, mobile, median of 5 runs (performance / accessibility / best practices / SEO)');
    for (const r of await lighthouseScores(pages)) {
      console.log(
        `${r.url.replace(origin, '').padEnd(14)} ${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo}${r.failing.length ? `  failing: ${r.failing.join(', ')}` : ''}`,
      );
      console.log(`${''.padEnd(14)} ${r.metrics}; performance of each run: ${r.performances.join(', ')}`);
      for (const error of r.errors) console.log(`${''.padEnd(14)} a run produced no report: ${error}`);
    }
  }
} finally {
  server.kill();
  await relay.close();
  rmSync('dist/client/__bench', { recursive: true, force: true });
}
report.write();
