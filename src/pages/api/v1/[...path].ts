import type { APIRoute } from 'astro';
import { AUTH_COOKIE, isWellFormedToken } from '../../../lib/auth/cookie';
import { sendToProvider } from '../../../lib/api/transport';

export const prerender = false;

const FORWARDED_HEADERS = ['content-type', 'accept', 'accept-language', 'user-agent'];

/**
 * The gateway (ARCHITECTURE.md): islands call /api/v1/* on this origin; the auth cookie becomes
 * "Authorization: Bearer", and the call goes to the embedded provider or to PROVIDER_URL.
 */
export const ALL: APIRoute = async ({ request, cookies, url }) => {
  const stateChanging = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
  const origin = request.headers.get('origin');
  if (stateChanging && origin && origin !== url.origin) {
    return Response.json(
      { message: 'Cross-site request refused.', message_fa: 'درخواست از سایت دیگری پذیرفته نمی‌شود.' },
      { status: 403 },
    );
  }
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const token = cookies.get(AUTH_COOKIE)?.value;
  if (isWellFormedToken(token)) headers.set('authorization', `Bearer ${token}`);
  const body = stateChanging ? await request.arrayBuffer() : undefined;
  const response = await sendToProvider(
    `${url.pathname}${url.search}`,
    { method: request.method, headers, ...(body ? { body } : {}) },
    url.host,
  );
  return new Response(response.body, { status: response.status, headers: response.headers });
};
