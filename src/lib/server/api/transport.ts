import { config } from '../../../config';
import { handle } from '../../../provider';
import { API_PREFIX } from '../../../contract/rules/contract';

/**
 * Sends a request for an /api/v1 path to the provider: the embedded one in process (no HTTP
 * round trip), or the remote one when PROVIDER_URL is set. Server-side only.
 */
export async function sendToProvider(path: string, init: RequestInit = {}, host = 'localhost'): Promise<Response> {
  if (!path.startsWith(`${API_PREFIX}/`)) throw new Error(`Not a provider path: ${path}`);
  if (config.PROVIDER_URL) {
    const target = config.PROVIDER_URL.replace(/\/$/, '') + path.slice(API_PREFIX.length);
    // A slow provider fails the call after PROVIDER_TIMEOUT_MS: the answer cache serves its last
    // copy, or the page cache its last page with a notice (docs/operations.md "Failures"), instead of hanging.
    return fetch(target, { ...init, redirect: 'manual', signal: AbortSignal.timeout(config.PROVIDER_TIMEOUT_MS) });
  }
  const headers = new Headers(init.headers);
  if (!headers.has('host')) headers.set('host', host);
  return handle(new Request(`http://${host}${path}`, { ...init, headers }));
}

/**
 * Artwork (`/img/…`): drawn by the embedded provider, or the remote provider's own image at the
 * same path beside its API (fetched here, so pages keep loading images from their own origin).
 */
export async function artworkFromProvider(request: Request): Promise<Response> {
  if (!config.PROVIDER_URL) return handle(request);
  const url = new URL(request.url);
  const beside = config.PROVIDER_URL.replace(/\/$/, '').replace(new RegExp(`${API_PREFIX}$`), '');
  // The format follows the browser's Accept (AVIF, WebP or JPEG), and a revalidation its ETag.
  const asked = new Headers();
  for (const name of ['accept', 'if-none-match']) {
    const value = request.headers.get(name);
    if (value) asked.set(name, value);
  }
  const remote = await fetch(`${beside}${url.pathname}${url.search}`, {
    headers: asked,
    signal: AbortSignal.timeout(config.PROVIDER_TIMEOUT_MS),
  });
  const headers = new Headers();
  for (const name of ['content-type', 'cache-control', 'vary', 'etag']) {
    const value = remote.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(remote.body, { status: remote.status, headers });
}

/**
 * Sends a request for a /media path (ARCHITECTURE.md §9) to the provider whose token it carries:
 * the embedded one, or PROVIDER_URL's host with /api/v1 replaced by the media path.
 */
export async function sendMediaToProvider(path: string, init: RequestInit = {}, host = 'localhost'): Promise<Response> {
  if (!path.startsWith('/media/')) throw new Error(`Not a media path: ${path}`);
  if (config.PROVIDER_URL) {
    const target = config.PROVIDER_URL.replace(/\/?api\/v1\/?$/, '') + path;
    return fetch(target, { ...init, redirect: 'manual' });
  }
  const headers = new Headers(init.headers);
  if (!headers.has('host')) headers.set('host', host);
  return handle(new Request(`http://${host}${path}`, { ...init, headers }));
}
