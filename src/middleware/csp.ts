import { defineMiddleware } from 'astro:middleware';
import { cspForPage } from '../lib/server/csp-hashes';

/**
 * A rendered page's Content-Security-Policy names only its own inline scripts' hashes
 * (lib/server/csp-hashes.ts). Before the page cache keeps it, so a kept page is cut once.
 */
export const csp = defineMiddleware(async (_context, next) => {
  const response = await next();
  const policy = response.headers.get('content-security-policy');
  if (!policy || !response.headers.get('content-type')?.startsWith('text/html') || !response.body) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', cspForPage(policy, html));
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});
