import type { APIRoute } from 'astro';
import { sendMediaToProvider } from '../../lib/server/api/transport';

export const prerender = false;

/** What a player, a download manager or a cache sends that the media answer depends on. */
const FORWARDED = [
  'range',
  'if-range',
  'if-none-match',
  'if-modified-since',
  'origin',
  'access-control-request-method',
  'access-control-request-headers',
  'accept-language',
];

/**
 * Media (ARCHITECTURE.md §9): players and download managers fetch /media/t/<token>/… on this
 * origin, and the token alone opens the file. No cookie goes along and nothing here depends on
 * who asks, so the provider's answer passes as it is: cacheable by any cache keyed by URL (no
 * Vary: Cookie), with its ETag, ranges and CORS.
 */
const forward: APIRoute = async ({ request, url }) => {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await sendMediaToProvider(
    `${url.pathname}${url.search}`,
    { method: request.method, headers },
    url.host,
  );
  return new Response(response.body, { status: response.status, headers: new Headers(response.headers) });
};

export const GET = forward;
export const HEAD = forward;
export const OPTIONS = forward;
