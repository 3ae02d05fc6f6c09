import type { APIRoute } from 'astro';
import { AUTH_COOKIE, isWellFormedToken } from '../../../lib/server/auth/cookie';
import { loginCookie, logoutCookie, stripToken, tokenOf } from '../../../lib/server/auth/session';
import { sendToProvider } from '../../../lib/server/api/transport';
import { bodyLimitFor, UPLOADS_PATH } from '../../../ops/body-limits.mjs';
import { readBody, refusedAnswer } from '../../../lib/server/request-body';
import { API_PREFIX } from '../../../contract/rules/contract';
import { apiCaller, bearerOf, corsHeaders, preflightAnswer, type ApiCaller } from '../../../lib/server/app-clients';
import { config } from '../../../config';

export const prerender = false;

// save-data: the browser's data saver caps the watch answer's quality (docs/data-budget.md).
const FORWARDED_HEADERS = ['content-type', 'accept', 'accept-language', 'user-agent', 'save-data'];
// The tus protocol's own headers, for the back office's uploads only (docs/admin.md "The queue").
const TUS_HEADERS = ['tus-resumable', 'upload-length', 'upload-offset', 'upload-metadata', 'upload-defer-length'];
const isUpload = (pathname: string) => pathname === UPLOADS_PATH || pathname.startsWith(`${UPLOADS_PATH}/`);

/** The address the provider rate-limits sending codes by (docs/decisions/0011-login-codes-four-digits.md: per client address). */
const clientAddressOf = (read: () => string): string | null => {
  try {
    return read();
  } catch {
    // Not every adapter knows the address (prerendering, some proxies): send none.
    return null;
  }
};

/**
 * The gateway (ARCHITECTURE.md): islands call /api/v1/* on this origin; the auth cookie becomes
 * "Authorization: Bearer", and the call goes to the embedded provider or to PROVIDER_URL. Login
 * and logout are where the token enters and leaves the HttpOnly cookie (ARCHITECTURE.md §6).
 */
export const ALL: APIRoute = async (context) => {
  const { request, cookies, url } = context;
  // docs/architecture.md "App clients": a page of this site, a configured origin or no origin.
  const caller = apiCaller(request, url, config.API_CORS_ORIGINS);
  if (request.method === 'OPTIONS') {
    return caller.kind === 'cross-origin'
      ? preflightAnswer(caller.origin)
      : new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  }
  const stateChanging = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
  // Cross-site state changes were refused before this route (src/middleware/origin.ts).
  const headers = new Headers();
  for (const name of isUpload(url.pathname) ? [...FORWARDED_HEADERS, ...TUS_HEADERS] : FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The provider builds payment return addresses on the site's own origin (money routes).
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  const address = clientAddressOf(() => context.clientAddress);
  if (address) headers.set('x-client-ip', address);
  // The site's pages are signed in by the cookie; an app client by its own Bearer token (a web
  // client on another origin never by the cookie, which is this site's visitors').
  const bearer = caller.kind === 'site' ? null : bearerOf(request);
  const cookie = caller.kind === 'cross-origin' ? undefined : cookies.get(AUTH_COOKIE)?.value;
  if (bearer !== null) headers.set('authorization', `Bearer ${bearer}`);
  else if (isWellFormedToken(cookie)) headers.set('authorization', `Bearer ${cookie}`);
  const token = bearer ?? cookie;
  // An API call is a few fields of JSON, an upload's chunk a few MB: a body past its limit is
  // refused, never read whole.
  const body = stateChanging ? await readBody(request, bodyLimitFor(url.pathname)) : undefined;
  if (body && !body.ok) return refusedAnswer(body, 'api');
  const response = await sendToProvider(
    `${url.pathname}${url.search}`,
    { method: request.method, headers, ...(body ? { body: body.bytes } : {}) },
    url.host,
  );

  const secure = url.protocol === 'https:';
  const answer = isLogin(request.method, url.pathname)
    ? await loginAnswer(response, secure, caller)
    : new Response(response.body, { status: response.status, headers: new Headers(response.headers) });
  // POST /logout and GET /logout?2 (spec §8 on a 401): the cookie goes whatever the provider said.
  if (url.pathname === `${API_PREFIX}/logout` && caller.kind !== 'cross-origin')
    answer.headers.append('set-cookie', logoutCookie(secure));
  if (caller.kind === 'cross-origin')
    for (const [name, value] of Object.entries(corsHeaders(caller.origin))) answer.headers.append(name, value);
  // A request with the cookie may get personal data: no cache may keep the answer.
  if (token !== undefined) answer.headers.set('cache-control', 'no-store');
  // The answer depends on the cookie (it becomes the bearer): a guest answer the browser kept
  // (the user state above all) must not be replayed once the visitor has logged in.
  answer.headers.append('vary', 'Cookie');
  return answer;
};

const isLogin = (method: string, pathname: string) => method === 'POST' && pathname === `${API_PREFIX}/login`;

/**
 * A 200 login answer. For the site's pages the token goes into the cookie and out of the body
 * page scripts read; an app client gets the body as the contract has it (spec §7: the token), a
 * web client on another origin without the cookie, a caller with no origin (an app, a tool) with
 * both.
 */
async function loginAnswer(response: Response, secure: boolean, caller: ApiCaller): Promise<Response> {
  if (response.status !== 200)
    return new Response(response.body, { status: response.status, headers: response.headers });
  const body: unknown = await response.json().catch(() => null);
  const token = tokenOf(body);
  if (token && caller.kind === 'cross-origin') return Response.json(body, { headers: { 'cache-control': 'no-store' } });
  if (token && caller.kind === 'no-origin')
    return Response.json(body, { headers: { 'cache-control': 'no-store', 'set-cookie': loginCookie(token, secure) } });
  if (!token) {
    return Response.json(
      { message: 'The provider did not open a session.', message_fa: 'ورود انجام نشد؛ لطفاً دوباره تلاش کنید.' },
      { status: 502, headers: { 'cache-control': 'no-store' } },
    );
  }
  return Response.json(stripToken(body), {
    headers: { 'cache-control': 'no-store', 'set-cookie': loginCookie(token, secure) },
  });
}
