import type { Context } from 'hono';
import type { ProviderEnv } from './env';
import { originUrl } from './viewer';

const MEDIA_PATH = '/media/t/';

/**
 * An answer whose signed media paths (`/media/t/…`: masters, subtitles, download links) are made
 * absolute on the site the request came through (docs/contract.md "Media URLs"): the original's
 * player and a phone app use the URL as it comes and cannot resolve a site-relative one. The
 * storefront reads a URL on its own host back as its path (`onSite`), so its pages keep their
 * scheme behind a TLS proxy.
 */
export function mediaOnOrigin<T>(value: T, origin: string): T {
  if (typeof value === 'string') return (value.startsWith(MEDIA_PATH) ? origin + value : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mediaOnOrigin(item, origin)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]: [string, unknown]) => [key, mediaOnOrigin(item, origin)]),
    ) as T;
  }
  return value;
}

/** `mediaOnOrigin` on this request's site. */
export const withMediaOrigin = <T>(c: Context<ProviderEnv>, value: T): T => mediaOnOrigin(value, originUrl(c));
