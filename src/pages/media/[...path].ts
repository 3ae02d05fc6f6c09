import type { APIRoute } from 'astro';
import { AUTH_COOKIE, isWellFormedToken } from '../../lib/server/auth/cookie';
import { sendMediaToProvider } from '../../lib/server/api/transport';

export const prerender = false;

/**
 * Signed media (ARCHITECTURE.md §9): players fetch /media/* on this origin; the auth cookie
 * becomes the bearer the provider checks each signature's viewer against, Range passes through.
 */
export const GET: APIRoute = async ({ request, cookies, url }) => {
  const headers = new Headers();
  const range = request.headers.get('range');
  if (range) headers.set('range', range);
  const token = cookies.get(AUTH_COOKIE)?.value;
  if (isWellFormedToken(token)) headers.set('authorization', `Bearer ${token}`);
  const response = await sendMediaToProvider(`${url.pathname}${url.search}`, { headers }, url.host);
  const answer = new Response(response.body, { status: response.status, headers: new Headers(response.headers) });
  answer.headers.append('vary', 'Cookie');
  return answer;
};
