// Catalog HTML is the same for every visitor (ARCHITECTURE.md §3), so this process keeps each
// rendered page a short while and answers repeats from memory: a popular title page costs one
// render per TTL, not one per visitor (the quality bar: rendered pages at least half as fast as
// the same bytes served statically). Only responses the middleware marked shared-cacheable enter.

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const PAGE_TTL_MS = 30_000;
/**
 * How long after its TTL a page is still kept, to be answered only when rendering it again fails
 * (the provider slow or down): a stale page with a notice beats an error page (README, Failures).
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
// Compressed once per page and TTL instead of on every request, so a stronger setting pays off.
const ENCODERS: Record<PageEncoding, (body: Uint8Array) => Uint8Array> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
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
  let encoded = entry.encoded[encoding];
  if (!encoded) {
    encoded = ENCODERS[encoding](entry.body);
    entry.encoded[encoding] = encoded;
    bytes += encoded.byteLength;
  }
  const headers = new Headers(entry.headers);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  const vary = headers.get('vary');
  if (!vary?.toLowerCase().includes('accept-encoding')) {
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  return new Response(encoded.slice(), { status: entry.status, headers });
}

/** Keeps `response` under `key` and answers an equivalent response to send now. */
export async function keepPage(key: string, response: Response, now = Date.now()): Promise<Response> {
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = [...response.headers.entries()].filter(([name]) => name.toLowerCase() !== 'set-cookie');
  if (body.byteLength <= MAX_BYTES / 16) {
    drop(key);
    const expires = now + PAGE_TTL_MS;
    entries.set(key, { expires, staleUntil: expires + PAGE_STALE_MS, status: response.status, headers, body, encoded: {} });
    bytes += body.byteLength;
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      drop(oldest);
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
