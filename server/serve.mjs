// @ts-check
// The storefront's HTTP server: Astro's standalone handler (static files first, then pages and the
// API gateway) behind response compression. The Node adapter compresses nothing; uncompressed, a
// film page's HTML, stylesheet and scripts are ~310 KB instead of ~95 KB, which on a slow mobile
// network is most of the wait before first paint. Brotli when the browser takes it, else gzip.
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';

// The adapter's entry starts its own server on import unless told not to.
process.env['ASTRO_NODE_AUTOSTART'] = 'disabled';
const entry = new URL('../dist/server/entry.mjs', import.meta.url).href;
/** @type {{ handler: (req: http.IncomingMessage, res: http.ServerResponse) => void }} */
const { handler } = await import(entry);

const compress = compression({
  // Quality 5 compresses a page about as small as gzip -9 at a fraction of the CPU time.
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  threshold: 1024,
});

const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? 'localhost';

// The middleware is typed for Express; it only uses what Node's own request and response have.
/** @typedef {Parameters<typeof compress>} CompressArgs */
const server = http.createServer((req, res) => {
  const expressReq = /** @type {CompressArgs[0]} */ (/** @type {unknown} */ (req));
  const expressRes = /** @type {CompressArgs[1]} */ (/** @type {unknown} */ (res));
  compress(expressReq, expressRes, () => handler(req, res));
});
server.listen(port, host, () => {
  console.log(`[serve] listening on http://${host}:${port}`);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
