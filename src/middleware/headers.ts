import { defineMiddleware } from 'astro:middleware';
import { config } from '../config';

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Pages get Astro's CSP (astro.config.mjs, with its script hashes); everything else this one.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Security headers on every answer, pages from the page cache included. */
export const headers = defineMiddleware(async (context, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  if (config.NODE_ENV === 'production' && context.url.protocol === 'https:') {
    response.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
  return response;
});
