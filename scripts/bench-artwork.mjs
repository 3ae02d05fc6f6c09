// npm run bench:artwork [URL]: bytes and drawing time of the demo artwork (docs/decisions/0014-demo-artwork.md),
// a poster and a backdrop at each width and format. Against a running site (the URL argument or
// E2E_BASE_URL), else the built site started here on its own port and a fresh database. The
// first request of an image draws it (the time printed); a second one is served from memory.
// Prints figures and writes them to docs/benchmarks.md (report.mjs; --no-write does not); it
// asserts nothing (tests do not time things).
import { buildIfStale } from './build-if-stale.mjs';
import { startProductionServer } from './production-server.mjs';
import { benchReport } from './bench/report.mjs';

const external = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? process.env.E2E_BASE_URL;
// Else the built site in production mode on a free port with a fresh database (production-server.mjs).
if (!external) buildIfStale();
const server = external ? null : await startProductionServer();
const origin = external ?? server.base;
// What a browser sends for an <img>: Chromium and Firefox (AVIF first), an older Safari (WebP),
// and a crawler or social card that takes JPEG only.
const ACCEPTS = {
  avif: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
  webp: 'image/webp,image/*,*/*;q=0.8',
  jpeg: 'image/jpeg',
};
const CASES = [
  ['poster', '1', [160, undefined, 480, 640]],
  ['backdrop', '1', [480, 640, 960, undefined]],
];

async function timed(url, accept) {
  const start = performance.now();
  const response = await fetch(url, { headers: { accept } });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - start, bytes, type: response.headers.get('content-type'), status: response.status };
}

const report = benchReport('bench:artwork');
try {
  // The database is open before anything is timed; the process's first picture also installs the
  // fonts (artwork-fonts.ts), once: timed on its own.
  await fetch(`${origin}/api/v1/genres`);
  const once = await timed(`${origin}/img/poster/2.jpg`, ACCEPTS.jpeg);
  console.log(`First picture of the process (fonts installed): ${Math.round(once.ms)} ms`);
  const rows = [];
  for (const [kind, id, widths] of CASES) {
    for (const width of widths) {
      const url = `${origin}/img/${kind}/${id}.jpg${width ? `?w=${width}` : ''}`;
      for (const [format, accept] of Object.entries(ACCEPTS)) {
        const first = await timed(url, accept);
        const again = await timed(url, accept);
        if (first.status !== 200) continue;
        rows.push({
          image: `${kind} ${width ?? 'own'}`,
          asked: format,
          served: first.type,
          bytes: first.bytes,
          'first (ms)': Math.round(first.ms),
          'cached (ms)': Math.round(again.ms * 10) / 10,
        });
      }
    }
  }
  console.log(`Demo artwork at ${origin}`);
  console.table(rows);
} finally {
  await server?.stop();
}
report.write();
