// @ts-check
// The storefront's HTTP server: Astro's standalone handler (static files first, then pages and the
// API gateway) behind response compression. The Node adapter compresses nothing; uncompressed, a
// film page's HTML, stylesheet and scripts are ~310 KB instead of ~95 KB, which on a slow mobile
// network is most of the wait before first paint. Brotli when the browser takes it, else gzip;
// hashed scripts and stylesheets go out from copies compressed once at build time.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import { acceptedEncoding } from '../src/lib/server/accept-encoding.mjs';

// The adapter's entry starts its own server on import unless told not to.
process.env['ASTRO_NODE_AUTOSTART'] = 'disabled';
const entry = new URL('../dist/server/entry.mjs', import.meta.url).href;
/** @type {{ handler: (req: http.IncomingMessage, res: http.ServerResponse) => void }} */
const { handler } = await import(entry);

const compress = compression({
  // Quality 4: a film page in 0.6 ms, as small as gzip -6 (quality 5 costs a third more CPU for
  // 10% fewer bytes; every page is compressed again on each request).
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  threshold: 1024,
});

const ASSETS = new URL('../dist/client/_astro/', import.meta.url);
const HASHED_ASSET = /^\/_astro\/([\w.-]+\.(js|css))$/;

/**
 * Hashed scripts and stylesheets from their build-time compressed copies (scripts/precompress.mjs);
 * false when there is none to send, and the request goes on to the adapter.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 */
function sendPrecompressed(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const match = HASHED_ASSET.exec((req.url ?? '').split('?')[0] ?? '');
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!match?.[1] || !encoding) return false;
  const file = new URL(`${match[1]}.${encoding === 'br' ? 'br' : 'gz'}`, ASSETS);
  let size;
  try {
    size = statSync(file).size;
  } catch {
    return false;
  }
  res.writeHead(200, {
    'content-type': match[2] === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8',
    'content-encoding': encoding,
    'content-length': size,
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept-Encoding',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}

const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? 'localhost';

// The middleware is typed for Express; it only uses what Node's own request and response have.
/** @typedef {Parameters<typeof compress>} CompressArgs */
const server = http.createServer((req, res) => {
  const expressReq = /** @type {CompressArgs[0]} */ (/** @type {unknown} */ (req));
  const expressRes = /** @type {CompressArgs[1]} */ (/** @type {unknown} */ (res));
  if (sendPrecompressed(req, res)) return;
  compress(expressReq, expressRes, () => handler(req, res));
});
server.listen(port, host, () => {
  console.log(`[serve] listening on http://${host}:${port}`);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
