import type { APIRoute } from 'astro';
import { sendMediaToProvider } from '../../lib/server/api/transport';

export const prerender = false;

/**
 * Media (ARCHITECTURE.md §9): players and download managers fetch /media/t/<token>/… on this
 * origin, and the token alone opens the file: no cookie goes along, Range passes through.
 */
export const GET: APIRoute = async ({ request, url }) => {
  const headers = new Headers();
  for (const name of ['range', 'accept-language']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await sendMediaToProvider(`${url.pathname}${url.search}`, { headers }, url.host);
  const answer = new Response(response.body, { status: response.status, headers: new Headers(response.headers) });
  answer.headers.append('vary', 'Cookie');
  return answer;
};
