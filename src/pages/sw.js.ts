import type { APIRoute } from 'astro';
import rtlCss from '../styles/generated/site-rtl.css?url';
import ltrCss from '../styles/generated/site-ltr.css?url';
import { serviceWorkerSource } from '../lib/server/offline-worker';

export const prerender = false;

/** Set per build by astro.config.mjs (vite define); a new build drops the old caches. */
declare const __BUILD_VERSION__: string | undefined;
const VERSION = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'dev';

// spec §7 service worker: the offline page of each locale, with what it needs to look right (the stylesheet of
// each direction and the body font of each script), is cached when the worker installs.
const PRECACHE = [
  '/offline',
  '/en/offline',
  rtlCss,
  ltrCss,
  '/fonts/vazirmatn-fa-400-normal.woff2',
  '/fonts/vazirmatn-latin-400-normal.woff2',
];
const SOURCE = serviceWorkerSource(VERSION, PRECACHE);

/**
 * The service worker at the site root, so its scope is the whole site. no-cache: browsers check
 * for a new build on every visit. Its own policy governs the worker: fetches to this origin only.
 */
export const GET: APIRoute = () =>
  new Response(SOURCE, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': "default-src 'none'; connect-src 'self'",
    },
  });
