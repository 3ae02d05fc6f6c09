import { defineMiddleware } from 'astro:middleware';
import { cachedPage, keepPage } from '../lib/server/page-cache';
import { acceptedEncoding } from '../lib/server/accept-encoding.mjs';
import { accessOf } from './guard';
import { referralOf } from './referral';
import { isPageGet, requestedPath } from './request';
import { pageCacheLookups } from '../lib/server/ops/metrics';
import { requestFacts } from './observe';

/** Catalog HTML is the same for every visitor (ARCHITECTURE.md §3): shared caches may keep it. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

/**
 * Pages anyone may see, asked without a referral, are answered from this process's page cache,
 * keyed by host, locale and the path as asked (src/lib/page-cache.ts).
 */
export const pageCache = defineMiddleware(async (context, next) => {
  const shared = isPageGet(context) && accessOf(context) === 'any' && referralOf(context).length === 0;
  if (!shared) return next();
  const key = `${context.url.host} ${context.locals.locale} ${requestedPath(context)}`;
  const hit = cachedPage(key, Date.now(), acceptedEncoding(context.request.headers.get('accept-encoding')));
  // README "Operations": the hit rate is a Prometheus series, and each request's log line says.
  pageCacheLookups.inc({ result: hit ? 'hit' : 'miss' });
  const facts = requestFacts();
  if (facts) facts.cache = hit ? 'hit' : 'miss';
  if (hit) return hit;
  const response = await next();
  const html = response.headers.get('content-type')?.startsWith('text/html');
  if (
    html &&
    response.status === 200 &&
    !response.headers.has('cache-control') &&
    !response.headers.has('set-cookie')
  ) {
    response.headers.set('Cache-Control', CATALOG_CACHE_CONTROL);
    return keepPage(key, response);
  }
  return response;
});
