// Catalog HTML is the same for every visitor (ARCHITECTURE.md §3), so this process keeps each
// rendered page a short while and answers repeats from memory: a popular title page costs one
// render per TTL, not one per visitor (the quality bar: rendered pages at least half as fast as
// the same bytes served statically). Only responses the middleware marked shared-cacheable enter.

import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export const PAGE_TTL_MS = 30_000;
/**
 * How long after its TTL a page is still kept, to be answered only when rendering it again fails
 * (the provider slow or down): a stale page with a notice beats an error page (docs/operations.md "Failures").
 */
export const PAGE_STALE_MS = 24 * 60 * 60_000;
const MAX_ENTRIES = 1_000;
const MAX_BYTES = 64 * 1024 * 1024;

export type PageEncoding = 'br' | 'gzip';

interface Entry {
  expires: number;
  staleUntil: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** The body compressed, made on the first hit that asks for each encoding. */
  encoded: Partial<Record<PageEncoding, Uint8Array>>;
}

/** Smaller bodies are not worth compressing (the server's threshold too). */
const MIN_COMPRESSED_BYTES = 1024;
// Compressed once per page and TTL instead of on every request, so a stronger setting than the
// server's brotli 4 pays off. Brotli 5: the home page in 0.9 ms, 9% smaller than brotli 4 (13.4
// against 14.7 KB), which brings its first answer inside the 14.6 KB a new connection's first
// round trip carries (ten TCP segments, RFC 6928); brotli 9 took 8 ms for 1.6% fewer bytes
// (docs/decisions/0003-compression.md).
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 18 } };
const GZIP = { level: 9 };
// The first visitor's copy is made off the event loop (zlib's thread pool, as the server's own
// compression is); a later hit asking another encoding (rare) makes its copy at once.
const brotliLater = promisify(brotliCompress);
const gzipLater = promisify(gzip);
const ENCODE: Record<PageEncoding, (body: Uint8Array) => Promise<Uint8Array>> = {
  br: (body) => brotliLater(body, BROTLI),
  gzip: (body) => gzipLater(body, GZIP),
};
const ENCODE_NOW: Record<PageEncoding, (body: Uint8Array) => Uint8Array> = {
  br: (body) => brotliCompressSync(body, BROTLI),
  gzip: (body) => gzipSync(body, GZIP),
};

const entries = new Map<string, Entry>();
let bytes = 0;

function drop(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  bytes -= entry.body.byteLength + (entry.encoded.br?.byteLength ?? 0) + (entry.encoded.gzip?.byteLength ?? 0);
  entries.delete(key);
}

/**
 * A fresh copy of the cached response for `key`, or null; compressed with `encoding` when the
 * client takes one (the compressed bytes are kept with the page: a popular page is compressed
 * once per TTL, not once per visitor).
 */
export function cachedPage(key: string, now = Date.now(), encoding: PageEncoding | null = null): Response | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.staleUntil <= now) {
    drop(key);
    return null;
  }
  // Past its TTL a page is rendered again; the old copy stays for stalePage().
  if (entry.expires <= now) return null;
  // Map order is recency order: move the hit to the end.
  entries.delete(key);
  entries.set(key, entry);
  if (!encoding || entry.body.byteLength < MIN_COMPRESSED_BYTES) {
    return new Response(entry.body.slice(), { status: entry.status, headers: entry.headers });
  }
  const encoded = entry.encoded[encoding] ?? keepEncoded(entry, encoding, ENCODE_NOW[encoding](entry.body));
  return encodedResponse(entry, encoding, encoded);
}

/** Keeps `encoded` as the page's copy in `encoding`, counted in the cache's bytes. */
function keepEncoded(entry: Entry, encoding: PageEncoding, encoded: Uint8Array): Uint8Array {
  entry.encoded[encoding] = encoded;
  bytes += encoded.byteLength;
  return encoded;
}

/** The kept page as sent in `encoding`. */
function encodedResponse(entry: Entry, encoding: PageEncoding, encoded: Uint8Array): Response {
  const headers = new Headers(entry.headers);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  const vary = headers.get('vary');
  if (!vary?.toLowerCase().includes('accept-encoding')) {
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  return new Response(encoded.slice(), { status: entry.status, headers });
}

/**
 * Keeps `response` under `key` and answers an equivalent response to send now, compressed with
 * `encoding` when the client takes one: the bytes made for this first visitor are the ones kept
 * for the next (the page is compressed once per TTL, its first answer as small as the rest).
 */
export async function keepPage(
  key: string,
  response: Response,
  now = Date.now(),
  encoding: PageEncoding | null = null,
): Promise<Response> {
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = [...response.headers.entries()].filter(([name]) => name.toLowerCase() !== 'set-cookie');
  if (body.byteLength <= MAX_BYTES / 16) {
    drop(key);
    const expires = now + PAGE_TTL_MS;
    const entry: Entry = {
      expires,
      staleUntil: expires + PAGE_STALE_MS,
      status: response.status,
      headers,
      body,
      encoded: {},
    };
    entries.set(key, entry);
    bytes += body.byteLength;
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      drop(oldest);
    }
    if (encoding && body.byteLength >= MIN_COMPRESSED_BYTES) {
      const encoded = await ENCODE[encoding](body);
      // Kept unless the page was dropped or replaced (or its copy made by a hit) meanwhile.
      if (entries.get(key) === entry && !entry.encoded[encoding]) keepEncoded(entry, encoding, encoded);
      return encodedResponse(entry, encoding, encoded);
    }
  }
  return new Response(body, { status: response.status, headers: response.headers });
}

const MAIN_OPEN = /<main\b[^>]*>/;

/**
 * The last copy of `key` kept within PAGE_STALE_MS, for when rendering it again failed: the page
 * as it was, with `noticeHtml` at the top of its <main>, never stored by shared caches.
 */
export function stalePage(key: string, noticeHtml: string, now = Date.now()): Response | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.staleUntil <= now) {
    drop(key);
    return null;
  }
  const html = new TextDecoder().decode(entry.body);
  const body = MAIN_OPEN.test(html) ? html.replace(MAIN_OPEN, (open) => `${open}${noticeHtml}`) : html;
  const headers = new Headers(entry.headers);
  headers.set('cache-control', 'no-store');
  headers.set('x-page-stale', '1');
  headers.delete('content-length');
  return new Response(body, { status: 200, headers });
}

export const pageCacheSize = () => ({ entries: entries.size, bytes });

export function clearPageCache() {
  entries.clear();
  bytes = 0;
}
