// The service worker's caching decisions (spec §7 service worker: "caches the shell and static assets and
// serves an offline page; never caches API calls or anything personal"). Both functions are
// serialized into /sw.js (src/lib/server/offline-worker.ts), so each must be self-contained: no reference to
// anything outside its own body.

export type CachingStrategy = 'network-only' | 'cache-first' | 'network-first-offline';

/** What the worker knows of a request. */
export interface RequestFacts {
  method: string;
  url: string;
  /** The site's own origin (the worker's location). */
  origin: string;
  /** Request.mode: 'navigate' for page loads. */
  mode: string;
}

/**
 * - network-only (the worker stays out of the way): other origins, non-GET requests, the API,
 *   the personal and money routes (login, profile, payments, callback, plan, ref), the worker itself;
 * - cache-first: content-hashed build assets, fonts, and the images and artwork under public/ and
 *   /img/ (immutable);
 * - network-first-offline: page navigations; when the network fails, the offline page.
 */
export function cachingStrategy(request: RequestFacts): CachingStrategy {
  if (request.method !== 'GET') return 'network-only';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network-only';
  }
  if (url.origin !== request.origin) return 'network-only';
  const path = url.pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  if (/^\/(api|login|profile|payments|callback|plan|ref)(\/|$)/.test(path) || path === '/sw.js') return 'network-only';
  if (request.mode === 'navigate') return 'network-first-offline';
  if (/^\/(_astro|fonts|img|brand|badges)\//.test(path) || path === '/favicon.svg') return 'cache-first';
  return 'network-only';
}

/** A response may be kept only when it is a whole same-origin answer the server allows to keep. */
export function isCacheableResponse(status: number, type: string, cacheControl: string | null): boolean {
  if (status !== 200 || type !== 'basic') return false;
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/i.test(cacheControl ?? '');
}

/** The offline page of the locale of a URL (fa at the root, en under /en/). */
export function offlinePathOf(url: string): string {
  try {
    return /^\/en(\/|$)/.test(new URL(url).pathname) ? '/en/offline' : '/offline';
  } catch {
    return '/offline';
  }
}
