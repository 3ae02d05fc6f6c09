import { defineMiddleware } from 'astro:middleware';
import { config } from '../config';
import { isKnownHost } from '../lib/server/known-host';
import { isBrandHost } from '../lib/server/brand-hosts';
import { isOpsPath } from './request';

/**
 * A request for a host this site does not serve is refused with 421 Misdirected Request (RFC
 * 9110 §15.5.20) before anything renders: pages print their canonical URL, Open Graph and JSON-LD
 * addresses, the sitemap and robots.txt from the host, and the bank's return address is built on
 * it, so a forged Host would otherwise be reflected (and kept by shared caches). The operators'
 * calls stay open: balancers probe them by address. Served: the configured hosts (SITE_DOMAIN,
 * SITE_HOSTS) and the brands' domains saved in the back office (lib/server/brand-hosts.ts), asked
 * of the provider only for a host the configuration does not name.
 */
export const host = defineMiddleware(async (context, next) => {
  if (isOpsPath(context.url.pathname) || isKnownHost(context.url.host, config)) return next();
  if (await isBrandHost(context.url.host)) return next();
  const fa = context.locals.locale !== 'en';
  return new Response(fa ? 'این سایت به این نشانی پاسخ نمی‌دهد.\n' : 'This site does not answer for this address.\n', {
    status: 421,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
});
