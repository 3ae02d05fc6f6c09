import { beforeEach, describe, expect, it, vi } from 'vitest';

// The storefront's /media route (src/pages/media/[...path].ts) in front of the provider: the token
// in the path opens the file, so the route sends no cookie on and the answer stays as the provider
// made it: no Vary: Cookie, no no-store, its cache headers, ETag and CORS intact
// (docs/media.md "Delivery: tokens, caching, nginx": a CDN in front of the site keeps one copy per URL).

const sent: { path: string; init: RequestInit }[] = [];
vi.mock('../../src/lib/server/api/transport', () => ({
  sendMediaToProvider: vi.fn(async (path: string, init: RequestInit) => {
    sent.push({ path, init });
    return new Response('segment', {
      status: 206,
      headers: {
        'content-type': 'video/iso.segment',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: '"6928-1b"',
        'access-control-allow-origin': 'https://cast.example.ir',
        vary: 'Origin',
      },
    });
  }),
}));

const route = await import('../../src/pages/media/[...path]');
const PATH = '/media/t/1767232800.w.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/vod/4/v240/seg1.m4s';

function call(method: 'GET' | 'HEAD' | 'OPTIONS', headers: Record<string, string>) {
  const url = new URL(`http://shop.example${PATH}`);
  const request = new Request(url, { method, headers });
  const handler = route[method];
  return handler({ request, url } as never) as Promise<Response>;
}

describe('the storefront /media route', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it("passes the provider's cacheable answer on as it is: no Vary: Cookie, no no-store", async () => {
    const answer = await call('GET', { cookie: 'auth_token=abcdefghijklmnopqrstuvwxyz012345', range: 'bytes=0-9' });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('etag')).toBe('"6928-1b"');
    expect(answer.headers.get('vary')).toBe('Origin');
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://cast.example.ir');
  });

  it('sends what the answer depends on (range, validators, origin, preflight), and never the cookie', async () => {
    await call('GET', {
      cookie: 'auth_token=abcdefghijklmnopqrstuvwxyz012345',
      range: 'bytes=0-9',
      'if-range': '"6928-1b"',
      'if-none-match': '"6928-1b"',
      origin: 'https://cast.example.ir',
    });
    await call('OPTIONS', { origin: 'https://cast.example.ir', 'access-control-request-method': 'GET' });
    await call('HEAD', {});
    expect(sent.map((s) => [s.path, s.init.method])).toEqual([
      [PATH, 'GET'],
      [PATH, 'OPTIONS'],
      [PATH, 'HEAD'],
    ]);
    const headers = new Headers(sent[0]!.init.headers);
    expect(headers.get('cookie')).toBeNull();
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('range')).toBe('bytes=0-9');
    expect(headers.get('if-range')).toBe('"6928-1b"');
    expect(headers.get('if-none-match')).toBe('"6928-1b"');
    expect(headers.get('origin')).toBe('https://cast.example.ir');
    expect(new Headers(sent[1]!.init.headers).get('access-control-request-method')).toBe('GET');
  });
});
