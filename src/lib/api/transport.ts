import { config } from '../../config';
import { handle } from '../../provider';

/** The provider's base path on this site and on a remote provider (spec §7). */
export const API_PREFIX = '/api/v1';

/**
 * Sends a request for an /api/v1 path to the provider: the embedded one in process (no HTTP
 * round trip), or the remote one when PROVIDER_URL is set. Server-side only.
 */
export async function sendToProvider(path: string, init: RequestInit = {}, host = 'localhost'): Promise<Response> {
  if (!path.startsWith(`${API_PREFIX}/`)) throw new Error(`Not a provider path: ${path}`);
  if (config.PROVIDER_URL) {
    const target = config.PROVIDER_URL.replace(/\/$/, '') + path.slice(API_PREFIX.length);
    return fetch(target, { ...init, redirect: 'manual' });
  }
  const headers = new Headers(init.headers);
  if (!headers.has('host')) headers.set('host', host);
  return handle(new Request(`http://${host}${path}`, { ...init, headers }));
}

/**
 * Sends a request for a signed /media path (ARCHITECTURE.md §9) to the provider that signed it:
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
