// docs/architecture.md "App clients": the API (/api/v1) also serves clients that are not the
// storefront's own pages — the original apps and web client, a partner's site — with the token in
// "Authorization: Bearer" (spec §7). The storefront's pages keep the token in the HttpOnly cookie
// and never see it (ARCHITECTURE.md §6). Which kind a request is follows from what a browser
// cannot forge: a page script's POST always carries its page's Origin.

/** The kinds of caller the gateway tells apart. */
export type ApiCaller =
  /** A page of this site: the cookie is the session; the token never reaches the page. */
  | { kind: 'site' }
  /** A web client on a configured origin: Bearer only (its cookies are ignored); CORS answers. */
  | { kind: 'cross-origin'; origin: string }
  /** No Origin at all: a native app, a server or a tool (never a page script's POST). */
  | { kind: 'no-origin' }
  /** Another site's page that is not configured: refused before the gateway (src/middleware/origin.ts). */
  | { kind: 'refused' };

/** Who is calling: from the Origin header, the site's own origin and the configured origins. */
export function apiCaller(request: Request, url: URL, allowed: readonly string[]): ApiCaller {
  const origin = request.headers.get('origin');
  if (origin === null) return { kind: 'no-origin' };
  if (origin === url.origin) return { kind: 'site' };
  const lower = origin.toLowerCase();
  return allowed.includes(lower) ? { kind: 'cross-origin', origin } : { kind: 'refused' };
}

/** The Bearer token an app client sent, or null ("Authorization: Bearer <token>"). */
export function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

const ALLOWED_HEADERS = 'authorization, content-type, accept, accept-language';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

/**
 * The CORS headers of an answer to a configured origin. No credentials: an app client's session
 * is its Bearer token, never this site's cookie, so a listed origin cannot ride a visitor's
 * cookie session either.
 */
export function corsHeaders(origin: string): Record<string, string> {
  return { 'access-control-allow-origin': origin, vary: 'Origin' };
}

/** The answer to a preflight from a configured origin (cached by the browser for 10 minutes). */
export function preflightAnswer(origin: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(origin),
      'access-control-allow-methods': ALLOWED_METHODS,
      'access-control-allow-headers': ALLOWED_HEADERS,
      'access-control-max-age': '600',
      'cache-control': 'no-store',
    },
  });
}
