import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { cachingStrategy, isCacheableResponse, offlinePathOf } from '../../src/lib/rules/offline-strategy';
import { serviceWorkerSource } from '../../src/lib/server/offline-worker';

const ORIGIN = 'https://vod.example';
const facts = (path: string, { method = 'GET', mode = 'no-cors', origin = ORIGIN } = {}) => ({
  method,
  url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
  origin,
  mode,
});

describe('cachingStrategy() (the service worker never caches API calls or anything personal)', () => {
  it.each([
    ['/_astro/HeaderSearch.B1x2.js', 'cache-first'],
    ['/_astro/site-rtl.abc.css', 'cache-first'],
    ['/fonts/vazirmatn-arabic-400-normal.woff2', 'cache-first'],
    ['/img/poster/1.jpg', 'cache-first'],
    ['/brand/main/logo.svg', 'cache-first'],
    ['/badges/enamad.svg', 'cache-first'],
    ['/favicon.svg', 'cache-first'],
    ['/api/v1/genres', 'network-only'],
    ['/api/v1/ghost/get/checkuser', 'network-only'],
    ['/en/api/v1/genres', 'network-only'],
    ['/sw.js', 'network-only'],
    ['/sitemap.xml', 'network-only'],
    ['/movie/1', 'network-only'],
    ['https://www.goftino.com/widget/abc', 'network-only'],
  ])('a sub-resource GET of %s is %s', (path, strategy) => {
    expect(cachingStrategy(facts(path))).toBe(strategy);
  });

  it.each([
    ['/', 'network-first-offline'],
    ['/movie/1', 'network-first-offline'],
    ['/en/genres/drama', 'network-first-offline'],
    ['/offline', 'network-first-offline'],
    ['/login', 'network-only'],
    ['/login?redirect=/profile', 'network-only'],
    ['/en/login', 'network-only'],
    ['/profile', 'network-only'],
    ['/profile/settings', 'network-only'],
    ['/en/profile/list/1', 'network-only'],
    ['/payments', 'network-only'],
    ['/callback?mobile=0912', 'network-only'],
    ['/plan/2?content_id=1', 'network-only'],
    ['/ref/abc', 'network-only'],
    ['/api/v1/logout', 'network-only'],
  ])('a navigation to %s is %s', (path, strategy) => {
    expect(cachingStrategy(facts(path, { mode: 'navigate' }))).toBe(strategy);
  });

  it('leaves every non-GET request to the network, static paths included', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'HEAD']) {
      expect(cachingStrategy(facts('/_astro/a.js', { method }))).toBe('network-only');
      expect(cachingStrategy(facts('/', { method, mode: 'navigate' }))).toBe('network-only');
    }
  });

  it('does not take a path that only starts like a personal one for it', () => {
    expect(cachingStrategy(facts('/profiles-of-stars', { mode: 'navigate' }))).toBe('network-first-offline');
    expect(cachingStrategy(facts('/english', { mode: 'navigate' }))).toBe('network-first-offline');
  });

  it('leaves an unreadable URL to the network', () => {
    expect(cachingStrategy(facts('not a url'))).toBe('network-only');
  });
});

describe('isCacheableResponse()', () => {
  it.each([
    [200, 'basic', 'public, max-age=31536000, immutable', true],
    [200, 'basic', null, true],
    [200, 'basic', 'no-store', false],
    [200, 'basic', 'private, no-store', false],
    [200, 'basic', 'private', false],
    [200, 'basic', 'public, max-age=60, s-maxage=300', true],
    [200, 'opaque', null, false],
    [200, 'cors', null, false],
    [404, 'basic', null, false],
    [206, 'basic', null, false],
  ])('status %i, type %s, Cache-Control %j: %s', (status, type, cacheControl, kept) => {
    expect(isCacheableResponse(status, type, cacheControl)).toBe(kept);
  });
});

describe('offlinePathOf()', () => {
  it.each([
    [`${ORIGIN}/movie/1`, '/offline'],
    [`${ORIGIN}/`, '/offline'],
    [`${ORIGIN}/en`, '/en/offline'],
    [`${ORIGIN}/en/genres/drama`, '/en/offline'],
    [`${ORIGIN}/english`, '/offline'],
    ['nonsense', '/offline'],
  ])('%s → %s', (url, path) => {
    expect(offlinePathOf(url)).toBe(path);
  });
});

describe('serviceWorkerSource()', () => {
  it('is a self-contained script that listens for install, activate and fetch', () => {
    const listeners: string[] = [];
    const self = { location: { origin: ORIGIN }, addEventListener: (type: string) => listeners.push(type) };
    vm.runInNewContext(serviceWorkerSource('v1', ['/offline']), { self });
    expect(listeners.sort()).toEqual(['activate', 'fetch', 'install']);
  });

  it('precaches the given URLs in a cache named by the version', async () => {
    const handlers: Record<string, (event: unknown) => void> = {};
    const added: Record<string, string[]> = {};
    const caches = {
      open: async (name: string) => ({ addAll: async (urls: string[]) => void (added[name] = urls) }),
    };
    const self = {
      location: { origin: ORIGIN },
      caches,
      skipWaiting: async () => undefined,
      addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    };
    vm.runInNewContext(serviceWorkerSource('b42', ['/offline', '/en/offline']), { self });
    let done: Promise<unknown> = Promise.resolve();
    handlers['install']?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
    expect(added).toEqual({ 'shell-b42': ['/offline', '/en/offline'] });
  });

  it('does not answer a request the strategy leaves to the network', () => {
    const handlers: Record<string, (event: unknown) => void> = {};
    const self = {
      location: { origin: ORIGIN },
      addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    };
    vm.runInNewContext(serviceWorkerSource('v1', []), { self });
    let answered = false;
    handlers['fetch']?.({
      request: { method: 'GET', url: `${ORIGIN}/api/v1/genres`, mode: 'cors' },
      respondWith: () => (answered = true),
    });
    expect(answered).toBe(false);
  });
});
