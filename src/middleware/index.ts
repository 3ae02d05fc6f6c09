import { sequence } from 'astro:middleware';
import { locale } from './locale';
import { headers } from './headers';
import { referral } from './referral';
import { guard } from './guard';
import { pageCache } from './page-cache';
import { site } from './site';

// STYLE.md §6: per-request data computed once and typed on App.Locals, in small named steps. The
// order is the order a request meets them: the locale first (it rewrites /en/… onto the one
// route file), then the steps that only add headers on the way out, the guard, the page cache
// (a hit skips the rest), and last the site configuration the page renders with.
export const onRequest = sequence(locale, headers, referral, guard, pageCache, site);
