import type { ProviderSettings } from '../http/env';
import { clock, mediaSettings, tokenTtl } from './settings';
import { DOWNLOAD_TTL_S, downloadToken, tokenExpiry, watchToken, type DownloadNames, type MediaKind } from './tokens';

export type { MediaKind };

/**
 * The URL of `file` (the master, or a subtitle) under `/media/<kind>/<id>/` with a watch token for
 * that whole folder: the playlists name their children by relative URIs, so every file the
 * player asks for next carries the same token. The token lasts MEDIA_TOKEN_TTL_S, rounded up to
 * the hour, plus `lengthSeconds` (a film's length), and is the same for every viewer asking
 * within the hour: a CDN keeps one copy per title.
 */
export function watchUrl(
  settings: ProviderSettings,
  kind: MediaKind,
  id: number,
  file: string,
  lengthSeconds = 0,
): string {
  const expires = tokenExpiry(clock(settings), tokenTtl(settings), lengthSeconds);
  return `/media/t/${watchToken(mediaSettings(settings).secret, kind, id, expires)}/${kind}/${id}/${file}`;
}

/**
 * A download link of one file of title `id` for its buyer (docs/payments.md "Buying"): valid two days
 * without a cookie, so a download manager can fetch and resume it, saved under `names`.
 */
export function downloadUrl(
  settings: ProviderSettings,
  id: number,
  file: string,
  buyer: number,
  names: DownloadNames,
): string {
  const expires = tokenExpiry(clock(settings), DOWNLOAD_TTL_S);
  const token = downloadToken(mediaSettings(settings).secret, id, file, buyer, names, expires);
  const query = `ascii=${encodeURIComponent(names.ascii)}&name=${encodeURIComponent(names.name)}`;
  return `/media/t/${token}/vod/${id}/${file}?${query}`;
}
