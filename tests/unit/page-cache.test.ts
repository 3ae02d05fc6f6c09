import { beforeEach, describe, expect, it } from 'vitest';
import { cachedPage, clearPageCache, keepPage, PAGE_TTL_MS, pageCacheSize } from '../../src/lib/page-cache';

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
    expect(pageCacheSize().entries).toBe(0);
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
