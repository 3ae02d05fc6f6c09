import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Media tokens (ARCHITECTURE.md §9 "tokens an edge can check"): one path segment in front of the
 * files it opens, `/media/t/<token>/<kind>/<id>/<file>`, checked by an HMAC over what it covers,
 * its expiry and its claims alone: no database, no cookie, no viewer. deploy/media-token.js is the
 * same check for nginx (njs), so the edge and this provider agree on every token.
 *
 * A token is `<expires>.<claims>.<mac>`:
 * - `expires`: unix seconds, rounded up to a bucket (tokenExpiry), so URLs handed out within the
 *   bucket are the same and a CDN can cache by URL;
 * - `claims`: `w` (watch: every file under the title's, teaser's or channel's folder except a
 *   title's downloads; a teaser's progressive MP4s are as free as its stream) or `d<user>`
 *   (download: one file of a title, for the buyer `user`, 0 for a free file's guest);
 * - `mac`: base64url HMAC-SHA256 with MEDIA_SECRET of `<expires>\n<claims>\n<scope>`, the scope
 *   being the prefix `/media/<kind>/<id>/` (watch), or the download's path and the two file names
 *   its answer gives (`?ascii=…&name=…`, signed so that Content-Disposition says what we said).
 */

/**
 * The folders a token can name: a title's own media (`vod`), a live channel's, a title's teaser
 * (docs/media.md "Teasers"). Each kind is in the signed scope, so a teaser's token never opens the
 * title's folder, nor the title's the teaser's.
 */
export type MediaKind = 'vod' | 'live' | 'teaser';

/** Why a token opens nothing: not a token at all, not one of ours for this file, or past its time. */
export type TokenProblem = 'malformed' | 'invalid' | 'expired';

/** Download links last two days: long enough for a download manager to pause and resume. */
export const DOWNLOAD_TTL_S = 48 * 60 * 60;

const BUCKET_S = 60 * 60;
const TOKEN = /^([1-9]\d{0,11})\.(w|d(?:0|[1-9]\d{0,9}))\.([\w-]{43})$/;
const DOWNLOAD_FILE = /^download\/\d{3,4}p\.mp4$/;

/** The names a download is saved under: an ASCII one, and the full (Persian) one for filename*. */
export interface DownloadNames {
  ascii: string;
  name: string;
}

/**
 * The expiry of a token asked for at `nowMs`: at least `ttl` seconds on, rounded up to the next
 * whole bucket (an hour, or `ttl` when shorter) so that every answer within the bucket names the
 * same URLs, plus `extra` seconds (a film's length: a token handed out as it starts lasts to its end).
 */
export function tokenExpiry(nowMs: number, ttl: number, extra = 0): number {
  const bucket = Math.min(ttl, BUCKET_S);
  return Math.ceil((Math.floor(nowMs / 1000) + ttl) / bucket) * bucket + Math.ceil(extra);
}

const mac = (secret: string, expires: number, claims: string, scope: string) =>
  createHmac('sha256', secret).update(`${expires}\n${claims}\n${scope}`).digest('base64url');

const prefix = (kind: MediaKind, id: number) => `/media/${kind}/${id}/`;
const downloadScope = (id: number, file: string, names: DownloadNames) =>
  `${prefix('vod', id)}${file}\n${names.ascii}\n${names.name}`;

/** A watch token for everything under `/media/<kind>/<id>/` (a title's downloads excepted) until `expires`. */
export const watchToken = (secret: string, kind: MediaKind, id: number, expires: number) =>
  `${expires}.w.${mac(secret, expires, 'w', prefix(kind, id))}`;

/** A download token for one file of title `id`, bought by `buyer` (0: a free file's guest), until `expires`. */
export function downloadToken(
  secret: string,
  id: number,
  file: string,
  buyer: number,
  names: DownloadNames,
  expires: number,
): string {
  const claims = `d${buyer}`;
  return `${expires}.${claims}.${mac(secret, expires, claims, downloadScope(id, file, names))}`;
}

/** What a request names: the token segment, the folder it asks in, the file, and a download's names. */
export interface TokenRequest {
  token: string;
  kind: MediaKind;
  id: number;
  file: string;
  names?: Partial<DownloadNames>;
}

/** Why `request` may not be served at `now` (unix seconds), or null when its token opens the file. */
export function tokenProblem(secret: string, request: TokenRequest, now: number): TokenProblem | null {
  const match = TOKEN.exec(request.token);
  if (!match) return 'malformed';
  const [, expires, claims, given] = match as unknown as [string, string, string, string];
  // A title's downloads are bought: a watch token never opens one, and a download token opens its
  // one file only. Only a title's own folder has downloads to buy; a teaser's MP4s (the teaser
  // page's fallback where a browser plays no HLS) open with the teaser's watch token, and a live
  // channel has none.
  const file = DOWNLOAD_FILE.test(request.file);
  if (file && request.kind === 'live') return 'invalid';
  const download = file && request.kind === 'vod';
  if (download !== claims.startsWith('d')) return 'invalid';
  const scope = download
    ? downloadScope(request.id, request.file, {
        ascii: request.names?.ascii ?? '',
        name: request.names?.name ?? '',
      })
    : prefix(request.kind, request.id);
  const expected = Buffer.from(mac(secret, Number(expires), claims, scope));
  if (!timingSafeEqual(expected, Buffer.from(given))) return 'invalid';
  return Number(expires) < now ? 'expired' : null;
}

/** The buyer a download token names (its `d<user>` claim), or null for a watch token. */
export const tokenBuyer = (token: string): number | null => {
  const claims = TOKEN.exec(token)?.[2];
  return claims?.startsWith('d') ? Number(claims.slice(1)) : null;
};

/**
 * `Content-Disposition` of a download (RFC 6266): `filename` an ASCII fallback, `filename*` the
 * full name in UTF-8 (RFC 8187), so a download manager saves «نام فیلم - 360p.mp4».
 */
export function contentDisposition(names: DownloadNames): string {
  const ascii = names.ascii.replace(/[^\x20-\x7e]|["\\]/g, '').trim() || 'download.mp4';
  const utf8 = encodeURIComponent(names.name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"${names.name ? `; filename*=UTF-8''${utf8}` : ''}`;
}

/** An ASCII file name from a title's English name and a quality: `Title - 360p.mp4`. */
export function downloadNames(nameEn: string, nameFa: string, quality: string, id: number): DownloadNames {
  const ascii = nameEn
    .normalize('NFKD')
    .replace(/[^\w .()-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { ascii: `${ascii || `title-${id}`} - ${quality}.mp4`, name: `${nameFa.trim() || ascii} - ${quality}.mp4` };
}
