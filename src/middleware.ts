import { defineMiddleware } from 'astro:middleware';
import { config } from './config';
import { api } from './lib/api/client';
import { createTranslate, DEFAULT_LOCALE, isLocale } from './lib/i18n';
import { FALLBACK_SITE } from './lib/site-fallback';
import { cachedPage, keepPage } from './lib/page-cache';
import { acceptedEncoding } from './lib/accept-encoding.mjs';
import { localePath, unlocalizedPath } from './lib/paths';
import { currentUser, loginRedirect, pageAccess } from './lib/auth/session';
import { referralCookies } from './lib/auth/cookie';

/** Catalog HTML is the same for every visitor (ARCHITECTURE.md §3): shared caches may keep it. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Pages get Astro's CSP (astro.config.mjs, with its script hashes); everything else this one.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

// STYLE.md §6: per-request data computed once and typed on App.Locals.
export const onRequest = defineMiddleware(async (context, next) => {
  const locale = isLocale(context.currentLocale) ? context.currentLocale : DEFAULT_LOCALE;
  context.locals.locale = locale;
  context.locals.t = createTranslate(locale);
  const isPage = !context.url.pathname.startsWith('/api/') && !context.url.pathname.startsWith('/img/');
  const isGet = context.request.method === 'GET';
  // spec §5 Referral: ?ref= on any page sets the ref cookies, so that answer is this visitor's own.
  const referral = isPage && isGet ? referralCookies(context.url.searchParams.get('ref')) : [];
  // spec §4 Auth: personal pages need a user, /login needs a guest; both depend on who asks.
  const access = isPage ? pageAccess(unlocalizedPath(context.url.pathname)) : 'any';
  const shared = isPage && isGet && access === 'any' && referral.length === 0;
  const cacheKey = `${context.url.host}${context.url.pathname}${context.url.search}`;
  if (shared) {
    const hit = cachedPage(cacheKey, Date.now(), acceptedEncoding(context.request.headers.get('accept-encoding')));
    if (hit) return hit;
  }
  // The white-label configuration of this host (spec §3), cached by the API client. When the
  // provider cannot answer, pages still render (the error page above all) with a neutral brand.
  context.locals.site = FALLBACK_SITE;
  if (isPage) {
    try {
      context.locals.site = await api.guestStatus(config.CHECK_SUFFIX, { host: context.url.host, locale });
    } catch (error) {
      console.error('[site] configuration unavailable:', error);
    }
  }
  const response = (await guard(access, context)) ?? (await next());
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  if (config.NODE_ENV === 'production' && context.url.protocol === 'https:') {
    response.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
  // Personal answers never enter a shared cache nor this process's page cache.
  if (access !== 'any') response.headers.set('Cache-Control', 'no-store');
  if (referral.length > 0) {
    for (const cookie of referral) response.headers.append('Set-Cookie', cookie);
    response.headers.set('Cache-Control', 'private, no-store');
  }
  const html = response.headers.get('content-type')?.startsWith('text/html');
  if (
    shared &&
    html &&
    response.status === 200 &&
    !response.headers.has('cache-control') &&
    !response.headers.has('set-cookie')
  ) {
    response.headers.set('Cache-Control', CATALOG_CACHE_CONTROL);
    return keepPage(cacheKey, response);
  }
  return response;
});

/**
 * spec §4 Auth: a page needing auth sends a logged-out visitor to /login with the original path
 * and query to restore after login; the guest-only /login sends a logged-in user home.
 */
async function guard(
  access: ReturnType<typeof pageAccess>,
  context: Parameters<Parameters<typeof defineMiddleware>[0]>[0],
): Promise<Response | null> {
  if (access === 'any') return null;
  const user = await currentUser(context);
  const locale = context.locals.locale;
  if (access === 'user' && !user) {
    const original = `${context.url.pathname}${context.url.search}`;
    return context.redirect(loginRedirect(localePath(locale, '/login'), original), 302);
  }
  if (access === 'guest' && user) return context.redirect(localePath(locale, '/'), 302);
  return null;
}
