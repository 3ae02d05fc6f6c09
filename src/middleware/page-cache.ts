import { defineMiddleware } from 'astro:middleware';
import { config } from '../config';
import { cachedPage, keepPage, stalePage } from '../lib/server/page-cache';
import { acceptedEncoding } from '../lib/server/accept-encoding.mjs';
import { accessOf } from './guard';
import { referralOf } from './referral';
import { isPageGet, requestedPath } from './request';
import { pageCacheLookups } from '../ops/metrics';
import { requestFacts } from './observe';

/** Catalog HTML is the same for every visitor (ARCHITECTURE.md §3): shared caches may keep it. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The notice at the top of a stale page, with a link that tries the page again. */
function staleNotice(t: App.Locals['t'], path: string): string {
  return (
    `<div class="container pt-3"><p class="alert alert-warning d-flex flex-wrap gap-2 mb-0" role="status">` +
    `<span>${escapeHtml(t('stale.notice'))}</span>` +
    `<a href="${escapeHtml(path)}">${escapeHtml(t('stale.retry'))}</a></p></div>`
  );
}

/**
 * Pages anyone may see, asked without a referral, are answered from this process's page cache,
 * keyed by host, locale and the path as asked (src/lib/server/page-cache.ts).
 */
export const pageCache = defineMiddleware(async (context, next) => {
  const shared = isPageGet(context) && accessOf(context) === 'any' && referralOf(context).length === 0;
  if (!shared) return next();
  // PAGE_CACHE=off (docs/configuration.md): every page is rendered; shared caches may still keep it.
  const kept = config.PAGE_CACHE === 'on';
  const key = `${context.url.host} ${context.locals.locale} ${requestedPath(context)}`;
  const encoding = acceptedEncoding(context.request.headers.get('accept-encoding'));
  const hit = kept && cachedPage(key, Date.now(), encoding);
  // docs/operations.md "Logs, health, metrics": the hit rate is a Prometheus series, and each request's log line says.
  if (kept) pageCacheLookups.inc({ result: hit ? 'hit' : 'miss' });
  const facts = requestFacts();
  if (facts) facts.cache = hit ? 'hit' : kept ? 'miss' : 'off';
  if (hit) return hit;
  const response = await next();
  // The provider slow or down (docs/operations.md "Failures"): the last good copy with a notice, not an error.
  if (response.status >= 500) {
    return (kept && stalePage(key, staleNotice(context.locals.t, requestedPath(context)))) || response;
  }
  const html = response.headers.get('content-type')?.startsWith('text/html');
  if (
    html &&
    response.status === 200 &&
    !response.headers.has('cache-control') &&
    !response.headers.has('set-cookie')
  ) {
    response.headers.set('Cache-Control', CATALOG_CACHE_CONTROL);
    return kept ? keepPage(key, response, Date.now(), encoding) : response;
  }
  return response;
});
