import { sequence } from 'astro:middleware';
import { locale } from './locale';
import { observe, observeRoute } from './observe';
import { origin } from './origin';
import { headers } from './headers';
import { host } from './host';
import { referral } from './referral';
import { guard } from './guard';
import { pageCache } from './page-cache';
import { csp } from './csp';
import { site } from './site';

// STYLE.md §6: per-request data computed once and typed on App.Locals, in small named steps. The
// order is the order a request meets them: the request's id, log line and metrics around
// everything, the locale (it rewrites /en/… onto the one route file) and the route it resolved
// to, the security headers (added on the way out), the refusal of a host this site does not
// serve (a forged Host prints no URL), the origin check of state-changing
// requests, the referral cookies, the guard, the page cache (a hit skips the rest), the page's
// own script hashes in its CSP (before the cache keeps it), and last the site configuration the
// page renders with.
export const onRequest = sequence(
  observe,
  locale,
  observeRoute,
  headers,
  host,
  origin,
  referral,
  guard,
  pageCache,
  csp,
  site,
);
