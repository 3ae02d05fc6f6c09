import { defineMiddleware } from 'astro:middleware';
import { createTranslate, DEFAULT_LOCALE } from '../lib/i18n';

const EN_PREFIX = /^\/en(?=\/|$)/;
/** Paths that exist in one language only: the gateway, artwork, and files. */
const UNLOCALIZED = /^\/en\/(?:api|img|_astro)\//;

/**
 * ARCHITECTURE.md §2: fa at the root, en under /en/, both served by one route file. The locale
 * is decided here, once, and /en/… is rewritten onto the route of the path without the prefix.
 */
export const locale = defineMiddleware((context, next) => {
  const { pathname } = context.url;
  const english = EN_PREFIX.test(pathname) && !UNLOCALIZED.test(pathname);
  context.locals.locale = english ? 'en' : DEFAULT_LOCALE;
  context.locals.t = createTranslate(context.locals.locale);
  if (!english) return next();
  // The path as sent, still percent-encoded: context.url's is decoded, and a decoded `%` (from
  // `%25`, a search for "a%b") read as an escape again made the rewrite throw and the page fail.
  const url = new URL(context.url);
  url.pathname = new URL(context.request.url).pathname.replace(EN_PREFIX, '') || '/';
  return next(url);
});
