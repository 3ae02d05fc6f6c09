import { defineMiddleware } from 'astro:middleware';
import { config } from '../config';
import { HSTS, SECURITY_HEADERS } from '../lib/server/security-headers.mjs';

/** spec §2 /app: the in-app routes, shown inside the mobile apps' web views. */
const IN_APP = /^\/app(\/|$)/;

/**
 * The in-app routes may be framed by the origins of APP_FRAME_ORIGINS (docs/configuration.md),
 * every other answer by nobody. X-Frame-Options cannot name origins, so it goes where
 * frame-ancestors names some (browsers that know CSP follow frame-ancestors anyway).
 */
function allowFraming(response: Response, origins: string[]) {
  const csp = response.headers.get('Content-Security-Policy');
  if (!csp) return;
  response.headers.set(
    'Content-Security-Policy',
    csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${origins.join(' ')}`),
  );
  response.headers.delete('X-Frame-Options');
}

/** Security headers on every answer, pages from the page cache included. */
export const headers = defineMiddleware(async (context, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  if (config.APP_FRAME_ORIGINS.length > 0 && IN_APP.test(context.url.pathname)) {
    allowFraming(response, config.APP_FRAME_ORIGINS);
  }
  if (config.NODE_ENV === 'production') response.headers.set('Strict-Transport-Security', HSTS);
  return response;
});
