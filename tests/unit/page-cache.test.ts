import { beforeEach, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding } from '../../src/lib/server/accept-encoding.mjs';
import {
  cachedPage,
  clearPageCache,
  keepPage,
  PAGE_STALE_MS,
  PAGE_TTL_MS,
  pageCacheSize,
  stalePage,
} from '../../src/lib/server/page-cache';

const page = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html', ...headers } });

describe('page cache', () => {
  beforeEach(clearPageCache);

  it('answers a kept page again, body and headers, until the TTL passes', async () => {
    const sent = await keepPage('h/movie/1', page('<h1>film</h1>', { 'cache-control': 'public' }), 0);
    expect(await sent.text()).toBe('<h1>film</h1>');
    const hit = cachedPage('h/movie/1', PAGE_TTL_MS - 1)!;
    expect(await hit.text()).toBe('<h1>film</h1>');
    expect(hit.headers.get('cache-control')).toBe('public');
    expect(cachedPage('h/movie/1', PAGE_TTL_MS + 1)).toBeNull();
  });

  it('keys by host, path and query: another brand or filter is another page', async () => {
    await keepPage('a.example/genres/drama', page('a'), 0);
    expect(cachedPage('b.example/genres/drama', 1)).toBeNull();
    expect(cachedPage('a.example/genres/drama?f_type=movie', 1)).toBeNull();
  });

  it('never replays a Set-Cookie header', async () => {
    await keepPage('k', page('x', { 'set-cookie': 'a=b' }), 0);
    expect(cachedPage('k', 1)!.headers.get('set-cookie')).toBeNull();
  });

  it('answers each hit with its own body stream', async () => {
    await keepPage('k', page('same'), 0);
    const [a, b] = [cachedPage('k', 1)!, cachedPage('k', 1)!];
    expect([await a.text(), await b.text()]).toEqual(['same', 'same']);
  });

  it('drops the least recently used pages past its bound', async () => {
    for (let i = 0; i < 1001; i++) await keepPage(`k${i}`, page(String(i)), 0);
    expect(pageCacheSize().entries).toBe(1000);
    expect(cachedPage('k0', 1)).toBeNull();
    expect(cachedPage('k1000', 1)).not.toBeNull();
  });
});

describe('page cache compression', () => {
  beforeEach(clearPageCache);
  const big = '<p>فیلم</p>'.repeat(400);

  it('answers a hit compressed as the client asks, the same page once decoded', async () => {
    await keepPage('k', page(big, { 'content-length': String(Buffer.byteLength(big)) }), 0);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const hit = cachedPage('k', 1, encoding)!;
      expect(hit.headers.get('content-encoding')).toBe(encoding);
      expect(hit.headers.get('vary')).toBe('Accept-Encoding');
      expect(hit.headers.get('content-length')).toBeNull();
      const bytes = Buffer.from(await hit.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(big) / 4);
      expect(decode(bytes).toString()).toBe(big);
    }
    const plain = cachedPage('k', 1, null)!;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
  });

  it('keeps the compressed bytes with the page and counts them', async () => {
    await keepPage('k', page(big), 0);
    const before = pageCacheSize().bytes;
    cachedPage('k', 1, 'br');
    const after = pageCacheSize().bytes;
    expect(after).toBeGreaterThan(before);
    cachedPage('k', 2, 'br');
    expect(pageCacheSize().bytes).toBe(after);
  });

  it('answers the first visitor with the compressed bytes it keeps for the next', async () => {
    const first = await keepPage('k', page(big), 0, 'br');
    expect(first.headers.get('content-encoding')).toBe('br');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(brotliDecompressSync(firstBytes).toString()).toBe(big);
    const bytes = pageCacheSize().bytes;
    const next = Buffer.from(await cachedPage('k', 1, 'br')!.arrayBuffer());
    expect(next.equals(firstBytes)).toBe(true);
    // Compressed once: the second answer added nothing to what the cache holds.
    expect(pageCacheSize().bytes).toBe(bytes);
    // A client that takes no encoding gets the page as rendered.
    expect(await (await keepPage('plain', page(big), 0, null)).text()).toBe(big);
  });

  it('sends small pages as they are', async () => {
    await keepPage('k', page('<p>tiny</p>'), 0);
    expect(cachedPage('k', 1, 'br')!.headers.get('content-encoding')).toBeNull();
  });

  it('reads the client header: brotli first, a q=0 refuses', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0.0, br;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('stale pages (the provider slow or down)', () => {
  beforeEach(clearPageCache);
  const html = '<html><body><main id="main"><h1>film</h1></main></body></html>';

  it('answers the last copy past its TTL, with the notice at the top of <main>, never to be cached', async () => {
    await keepPage('k', page(html, { 'cache-control': 'public, max-age=60' }), 0);
    // Past the TTL the page is rendered again (no fresh hit) ...
    expect(cachedPage('k', PAGE_TTL_MS + 1)).toBeNull();
    // ... and when that fails, the old copy answers with the notice.
    const stale = stalePage('k', '<p role="status">saved copy</p>', PAGE_TTL_MS + 60_000)!;
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(
      '<html><body><main id="main"><p role="status">saved copy</p><h1>film</h1></main></body></html>',
    );
    expect(stale.headers.get('cache-control')).toBe('no-store');
    expect(stale.headers.get('x-page-stale')).toBe('1');
  });

  it('has nothing for a page never kept, or kept longer ago than PAGE_STALE_MS', async () => {
    expect(stalePage('never', 'n', 0)).toBeNull();
    await keepPage('k', page(html), 0);
    expect(stalePage('k', 'n', PAGE_TTL_MS + PAGE_STALE_MS + 1)).toBeNull();
    expect(pageCacheSize().entries).toBe(0);
  });
});
