// @ts-check
// The security headers of every answer (docs/operations.md "Security headers"), in one place for the two that send
// them: the site's middleware (src/middleware/headers.ts) on pages, API and operators' calls, and
// the HTTP server (server/serve.mjs) on everything the middleware never sees: the static files
// (fonts, icons, scripts) the adapter serves before Astro runs.

/** @type {Readonly<Record<string, string>>} */
export const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Pages get Astro's CSP (astro.config.mjs, with its script hashes); everything else this one.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
});

/**
 * Two years, as Mozilla's guidelines advise. Sent on every production answer, over http too:
 * behind a proxy that ends TLS the site itself sees http, and browsers ignore the header on an
 * http answer (RFC 6797 §8.1), so it only ever takes effect over https.
 */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Makes `res` send the security headers (and HSTS in production) when what answers it sets none
 * of its own: an answer that carries a Content-Security-Policy came through the site's middleware,
 * which chose its headers (the framing of /app above all) and is left as it is.
 * @param {import('node:http').ServerResponse} res @param {{ production: boolean }} options
 */
export function defaultSecurityHeaders(res, { production }) {
  const writeHead = res.writeHead;
  // Node's implicit head (a first write or end without writeHead) calls this too.
  res.writeHead = /** @type {typeof res.writeHead} */ (
    /** @type {unknown} */ (
      (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) => {
        const given = headerNames(rest);
        if (!res.hasHeader('content-security-policy') && !given.has('content-security-policy')) {
          for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
            if (!res.hasHeader(name) && !given.has(name.toLowerCase())) res.setHeader(name, value);
          }
        }
        if (production && !res.hasHeader('strict-transport-security') && !given.has('strict-transport-security')) {
          res.setHeader('Strict-Transport-Security', HSTS);
        }
        return writeHead.call(res, status, .../** @type {[any]} */ (rest));
      }
    )
  );
}

/**
 * The header names passed to writeHead(status[, message][, headers]): an object, or a flat array
 * of names and values.
 * @param {unknown[]} rest
 */
function headerNames(rest) {
  const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
  if (!headers) return new Set();
  if (Array.isArray(headers)) {
    return new Set(headers.filter((_, i) => i % 2 === 0).map((name) => String(name).toLowerCase()));
  }
  return new Set(Object.keys(headers).map((name) => name.toLowerCase()));
}
