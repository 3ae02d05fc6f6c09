// ARCHITECTURE.md §6: a request that changes state must come from this site, except the bank's
// form POST back to /callback (src/middleware/origin.ts says why).

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Content types a cross-site form can send without a preflight (what CSRF uses). */
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;
const BANK_RETURN = /^(?:\/en)?\/callback\/?$/;

/** Whether a request may go on: reads always, state changes only from this site (or the bank return). */
export function sameSite(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  if (request.method === 'POST' && BANK_RETURN.test(url.pathname)) return true;
  const origin = request.headers.get('origin');
  if (origin !== null) return origin === url.origin;
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin' || site === 'none';
  // No browser header at all: a script or a server, not a cross-site form; only forms are refused.
  return !FORM_TYPES.test(request.headers.get('content-type') ?? '');
}
