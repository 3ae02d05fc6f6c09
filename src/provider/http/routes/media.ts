import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { ProviderError } from '../../errors';
import { mediaText, openMedia, readManifest } from '../../media/files';
import { contentType, namesFile } from '../../media/manifest';
import { cappedMaster, cappedMasterHeight, liveMaster, liveWindow, vodSegments } from '../../media/playlists';
import { byteRange } from '../../media/range';
import { demoFolder, teaserFolder, titleFolder } from '../../media/registry';
import { clock, corsOrigins, mediaSettings } from '../../media/settings';
import { contentDisposition, tokenProblem, type MediaKind, type TokenProblem } from '../../media/tokens';
import type { ProviderEnv } from '../env';

const REFUSALS: Record<TokenProblem, [string, string]> = {
  malformed: ['This media link is not valid.', 'این پیوند پخش معتبر نیست.'],
  invalid: ['This media link is not valid.', 'این پیوند پخش معتبر نیست.'],
  expired: ['This media link has expired; open the title again.', 'این پیوند منقضی شده است؛ دوباره عنوان را باز کنید.'],
};

/** The live channels' clock starts here: segment numbers grow from it (RFC 8216 §6.2.2). */
const LIVE_EPOCH_SECONDS = Date.UTC(2026, 0, 1) / 1000;

/**
 * How long each kind of answer may be kept, by browsers and shared caches alike (the token in the
 * path is the only key a cache needs): segments, init files and downloads never change under
 * their name; a live window moves every segment (half a target duration, as Apple advises); a VOD
 * playlist, a live master and subtitles are kept minutes, so a title packaged again shows soon.
 */
const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  liveWindow: 'public, max-age=2',
  text: 'public, max-age=300',
} as const;

const PATH = '/t/:token/:kind{vod|live|teaser}/:id{[1-9][0-9]{0,8}}/*';

/** Headers a cross-origin reader may see besides the safelisted ones. */
const EXPOSED = 'Content-Length, Content-Range, Accept-Ranges, ETag, Content-Disposition';

/**
 * Files under /media/t/<token>/{vod|live|teaser}/<id>/ (ARCHITECTURE.md §9): the token alone opens them
 * (media/tokens.ts: an HMAC over the folder, the expiry and the claims, checked here and by the
 * nginx edge alike), with no cookie, session or database. Playlists are served as on disk, their
 * children named by relative URIs under the same token; a live channel's media playlists are
 * windows made from the clock. A title plays its own media folder when one was ingested for it
 * (media/registry.ts), else the demo's, as live channels do, and so does its teaser (its own
 * token kind: docs/media.md "Teasers"); only the files its manifest names exist.
 */
export const mediaRoutes = new Hono<ProviderEnv>()
  .use(async (c, next) => {
    await next();
    allowOrigin(c);
    // A refusal or an absence is for this request only: never kept, by the edge or the browser.
    if (c.res.status >= 400) c.res.headers.set('cache-control', 'no-store');
  })
  .options(PATH, (c) => {
    const allowed = allowedOrigin(c);
    if (!allowed) return c.body(null, 204);
    return c.body(null, 204, {
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      'access-control-allow-headers': 'Range, If-Range, If-None-Match, If-Modified-Since',
      'access-control-max-age': '86400',
    });
  })
  .get(PATH, async (c) => {
    const settings = c.var.settings;
    const kind = c.req.param('kind') as MediaKind;
    const id = Number(c.req.param('id'));
    const token = c.req.param('token');
    const file = c.req.path.slice(`/media/t/${token}/${kind}/${id}/`.length);
    const names = { ascii: c.req.query('ascii') ?? '', name: c.req.query('name') ?? '' };
    const now = clock(settings) / 1000;
    const problem = tokenProblem(mediaSettings(settings).secret, { token, kind, id, file, names }, Math.floor(now));
    if (problem) throw new ProviderError(403, ...REFUSALS[problem]);

    const live = kind === 'live';
    const { dir, version } = live
      ? demoFolder(settings)
      : kind === 'teaser'
        ? await teaserFolder(settings, id)
        : await titleFolder(settings, id);
    const manifest = await readManifest(dir, version);
    // The data saver's master (docs/data-budget.md "The cap"): the folder's master without the
    // rungs above the cap, made here from the master on disk.
    const cap = cappedMasterHeight(file);
    const source = cap ? 'master.m3u8' : file;
    // A live channel has no I-frame playlists (its media playlists are windows made here) nor downloads.
    if (!namesFile(manifest, source) || (live && (file.endsWith('/iframes.m3u8') || file.startsWith('download/'))))
      throw new ProviderError(404, 'This media file does not exist.', 'این فایل وجود ندارد.');

    if (file.endsWith('.m3u8')) {
      const text = (await mediaText(dir, source, version).catch(missing)).toString('utf8');
      if (live && source !== 'master.m3u8') {
        const window = liveWindow(vodSegments(text), manifest.segments, LIVE_EPOCH_SECONDS, now);
        return c.body(window, 200, { 'content-type': contentType(file), 'cache-control': CACHE.liveWindow });
      }
      const master = live ? liveMaster(text) : text;
      return textAnswer(c, cap ? cappedMaster(master, cap) : master, contentType(file));
    }
    const media = await openMedia(dir, file).catch(missing);
    // A title's download is saved under its names; a teaser's MP4 plays in the page.
    const download = kind === 'vod' && file.startsWith('download/') ? contentDisposition(names) : null;
    return serveBytes(c, file, media, download);
  });

/** The configured origin a request comes from, or null (MEDIA_CORS_ORIGINS). */
function allowedOrigin(c: Context<ProviderEnv>): string | null {
  const origin = c.req.header('origin')?.toLowerCase();
  return origin && corsOrigins(c.var.settings).includes(origin) ? origin : null;
}

/** CORS for the configured origins: the answer names the one asking, and varies by Origin. */
function allowOrigin(c: Context<ProviderEnv>) {
  if (!corsOrigins(c.var.settings).length) return;
  c.res.headers.append('vary', 'Origin');
  const origin = allowedOrigin(c);
  if (!origin) return;
  c.res.headers.set('access-control-allow-origin', origin);
  c.res.headers.set('access-control-expose-headers', EXPOSED);
}

/** A file the manifest names but the folder lacks is as absent as any other (404, not 500). */
function missing(error: unknown): never {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new ProviderError(404, 'This media file does not exist.', 'این فایل وجود ندارد.');
  throw error;
}

/** Whether If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2). */
const matches = (header: string | undefined, etag: string) =>
  !!header &&
  (header.trim() === '*' ||
    header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, '')));

/** A playlist or subtitle, byte for byte as on disk (or a live master from it), kept minutes. */
function textAnswer(c: Context<ProviderEnv>, body: string, type: string) {
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const headers = { 'content-type': type, 'cache-control': CACHE.text, etag };
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, headers);
}

/**
 * A file whole (200) or one byte range of it (206), 416 for a range past its end; 304 when the
 * client holds it (If-None-Match), and a range only while If-Range still names this file, so a
 * download manager resuming a file that changed starts again instead of splicing two.
 */
function serveBytes(
  c: Context<ProviderEnv>,
  file: string,
  media: Awaited<ReturnType<typeof openMedia>>,
  disposition: string | null,
) {
  const { size, etag, lastModified } = media;
  const headers: Record<string, string> = {
    'content-type': contentType(file),
    'accept-ranges': 'bytes',
    'cache-control': file.endsWith('.vtt') ? CACHE.text : CACHE.immutable,
    etag,
    'last-modified': lastModified,
  };
  if (disposition) headers['content-disposition'] = disposition;
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  const ifRange = c.req.header('if-range')?.trim();
  const rangeStands = !ifRange || ifRange === etag || ifRange === lastModified;
  const range = byteRange(rangeStands ? c.req.header('range') : undefined, size);
  if (range.kind === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
  }
  if (range.kind === 'part') {
    return c.body(media.stream(range.start, range.end), 206, {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
      'content-length': String(range.end - range.start + 1),
    });
  }
  return c.body(media.stream(), 200, { ...headers, 'content-length': String(size) });
}
