import type { ProviderSettings } from '../http/env';
import { clock, mediaSettings } from './settings';
import { signPath, TTL } from './signing';

export type MediaKind = 'vod' | 'live';

/** A signed URL of a file under /media/{kind}/{id}/ for `viewer` (0: a guest), valid `ttl` seconds. */
export function signedMediaUrl(
  settings: ProviderSettings,
  kind: MediaKind,
  id: number,
  file: string,
  viewer: number,
  ttl: number = TTL.playlist,
): string {
  const expires = Math.floor(clock(settings) / 1000) + ttl;
  return signPath(mediaSettings(settings).secret, `/media/${kind}/${id}/${file}`, viewer, expires);
}
