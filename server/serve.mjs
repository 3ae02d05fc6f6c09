// @ts-check
// The storefront's HTTP server: Astro's standalone handler (static files first, then pages and the
// API gateway) behind response compression. The Node adapter compresses nothing; uncompressed, a
// film page's HTML, stylesheet and scripts are ~310 KB instead of ~95 KB, which on a slow mobile
// network is most of the wait before first paint. Brotli when the browser takes it, else gzip;
// hashed scripts and stylesheets go out from copies compressed once at build time.
import './node-version.mjs';
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import { acceptedEncoding } from '../src/lib/server/accept-encoding.mjs';
import { audienceOf, bodyLimitFor, declaredOver, refusal } from '../src/ops/body-limits.mjs';
import { applyProxyHeaders } from '../src/lib/server/proxy-headers.mjs';
import { defaultSecurityHeaders } from '../src/lib/server/security-headers.mjs';
import { createLogger } from '../src/ops/log.mjs';
import { markStopping, runShutdownHooks } from '../src/ops/lifecycle.mjs';

// The adapter's entry starts its own server on import unless told not to.
process.env['ASTRO_NODE_AUTOSTART'] = 'disabled';
const entry = new URL('../dist/server/entry.mjs', import.meta.url).href;
/** @type {{ handler: (req: http.IncomingMessage, res: http.ServerResponse) => void }} */
const { handler } = await import(entry);
// The configuration (src/config.ts) is read when the site's middleware loads, which Astro defers
// to the first request: loaded now, a bad or unsafe setting stops the start with its message
// (production fails closed, docs/operations.md "What production requires") instead of a listening server answering 500.
try {
  await import(new URL('../dist/server/virtual_astro_middleware.mjs', import.meta.url).href);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const compress = compression({
  // Quality 4: a film page in 0.6 ms, as small as gzip -6 (quality 5 costs a third more CPU for
  // 10% fewer bytes; every page is compressed again on each request). A 256 KB window instead of
  // brotli's 4 MB: above 64 KB of HTML (the home page) the default window took its compression
  // from 0.5 to 0.9 ms and made the collector run twice as often, for the same bytes; no page
  // comes near 256 KB (docs/decisions/0013-catalog-queries-at-scale.md).
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
  threshold: 1024,
  // HLS playlists are text (a film's media playlist is tens of KB, a live window a few, fetched
  // every 4 s), but their type is not marked compressible in the MIME database.
  filter: (req, res) =>
    /^application\/vnd\.apple\.mpegurl\b/i.test(String(res.getHeader('content-type') ?? '')) ||
    compression.filter(req, res),
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
const log = createLogger(process.env['LOG_LEVEL'] || 'info');
// Behind a reverse proxy that ends TLS (src/lib/server/proxy-headers.mjs).
const trustProxy = process.env['TRUST_PROXY'] === '1';
// How long a shutdown waits for requests in flight before cutting the connections left.
const graceMs = Number(process.env['SHUTDOWN_GRACE_S'] || 20) * 1000;

let stopping = false;

/**
 * A body declared larger than its path takes is refused before anything reads it (docs/operations.md
 * "Request bodies"): 413, and the connection closes, so no more of it is read than arrived meanwhile.
 * A body sent without a length is counted by the route that reads it (src/lib/server/request-body.ts).
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 */
function refuseOversized(req, res) {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const limit = bodyLimitFor(path);
  if (!declaredOver(req.headers['content-length'], limit)) return false;
  const answer = refusal(413, audienceOf(path), limit);
  res.writeHead(answer.status, answer.headers).end(answer.body);
  log.info(
    { method: req.method, path, status: answer.status, declared: Number(req.headers['content-length']) },
    'request body over the limit',
  );
  return true;
}

// The middleware is typed for Express; it only uses what Node's own request and response have.
/** @typedef {Parameters<typeof compress>} CompressArgs */
const production = process.env['NODE_ENV'] === 'production';

const server = http.createServer((req, res) => {
  if (trustProxy) applyProxyHeaders(req);
  // Static files never meet the site's middleware: they get its security headers here.
  defaultSecurityHeaders(res, { production });
  // Shutting down: this answer is the connection's last (no keep-alive to wait out).
  if (stopping) res.setHeader('connection', 'close');
  const expressReq = /** @type {CompressArgs[0]} */ (/** @type {unknown} */ (req));
  const expressRes = /** @type {CompressArgs[1]} */ (/** @type {unknown} */ (res));
  if (refuseOversized(req, res) || sendPrecompressed(req, res)) return;
  compress(expressReq, expressRes, () => handler(req, res));
});
// A client that asks before sending its body (Expect: 100-continue, curl's way above 1 MB) is
// refused before it sends a byte; otherwise it is told to go on, as Node does by default.
server.on('checkContinue', (req, res) => {
  if (refuseOversized(req, res)) return;
  res.writeContinue();
  server.emit('request', req, res);
});
server.listen(port, host, () => {
  const address = server.address();
  log.info({ port: typeof address === 'object' && address ? address.port : port, host }, 'listening');
});

/**
 * Graceful shutdown (docs/operations.md "Graceful shutdown"): stop accepting connections, let the requests in flight
 * finish (idle keep-alive connections are closed as they become idle), then close what the site
 * opened (the database, the money jobs) and exit 0. Requests still running after the grace period
 * are cut and the exit code is 1.
 * @param {string} signal
 */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  markStopping();
  log.info({ signal }, 'shutting down: no new connections, finishing the requests in flight');
  const closed = new Promise((resolve) => server.close(resolve));
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  let cut = false;
  const deadline = setTimeout(() => {
    cut = true;
    log.warn({ graceMs }, 'requests still running after the grace period: cutting them');
    server.closeAllConnections();
  }, graceMs);
  await closed;
  clearInterval(idle);
  clearTimeout(deadline);
  await runShutdownHooks((name, error) => log.error({ err: error, hook: name }, 'a shutdown step failed'));
  log.info({ cut }, 'stopped');
  log.flush();
  process.exit(cut ? 1 : 0);
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => void shutdown(signal));
}
