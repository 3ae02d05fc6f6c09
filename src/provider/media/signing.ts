import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed media URLs (ARCHITECTURE.md §7 "Media URLs are signed and expire"): an HMAC-SHA256 of
 * the path, the viewer (user id, 0 for a guest) and the expiry, carried as `v`, `e` and `s`.
 */
export const TTL = {
  /** Playlists and segments: minutes (a VOD playlist's segments also get the film's length). */
  playlist: 10 * 60,
  /** A live channel's media playlists are fetched again and again while the channel plays. */
  livePlaylist: 6 * 60 * 60,
  /** Downloads: an hour. */
  download: 60 * 60,
} as const;

const mac = (secret: string, path: string, viewer: number, expires: number) =>
  createHmac('sha256', secret).update(`${path}\n${viewer}\n${expires}`).digest('base64url');

/** The path with its signature query for `viewer`, valid until `expires` (unix seconds). */
export function signPath(secret: string, path: string, viewer: number, expires: number): string {
  return `${path}?v=${viewer}&e=${expires}&s=${mac(secret, path, viewer, expires)}`;
}

export type SignatureProblem = 'unsigned' | 'expired' | 'invalid' | 'another-viewer';

/** Why a request for `path` with `query` may not be served to `viewer` at `now` (seconds), or null. */
export function signatureProblem(
  secret: string,
  path: string,
  query: { v?: string; e?: string; s?: string },
  viewer: number,
  now: number,
): SignatureProblem | null {
  const { v, e, s } = query;
  if (!v || !e || !s) return 'unsigned';
  if (!/^\d{1,10}$/.test(v) || !/^\d{1,12}$/.test(e)) return 'invalid';
  const expected = Buffer.from(mac(secret, path, Number(v), Number(e)));
  const given = Buffer.from(s);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (Number(e) < now) return 'expired';
  if (Number(v) !== viewer) return 'another-viewer';
  return null;
}
