import { Hono, type Context } from 'hono';
import { bearerToken, findViewer } from '../../domain/auth/viewer';
import { ProviderError } from '../../errors';
import { mediaText, openMedia, readManifest } from '../../media/files';
import { contentType, namesFile } from '../../media/manifest';
import { liveMaster, liveWindow, signPlaylist, vodSegments } from '../../media/playlists';
import { byteRange } from '../../media/range';
import { demoFolder, titleFolder } from '../../media/registry';
import { clock, mediaSettings } from '../../media/settings';
import { signatureProblem, signPath, TTL, type SignatureProblem } from '../../media/signing';
import type { ProviderEnv } from '../env';

const REFUSALS: Record<SignatureProblem, [string, string]> = {
  unsigned: ['This media link is not signed.', 'این پیوند پخش معتبر نیست.'],
  invalid: ['This media link is not valid.', 'این پیوند پخش معتبر نیست.'],
  expired: ['This media link has expired; open the title again.', 'این پیوند منقضی شده است؛ دوباره عنوان را باز کنید.'],
  'another-viewer': ['This media link belongs to another viewer.', 'این پیوند متعلق به کاربر دیگری است.'],
};

/** The live channels' clock starts here: segment numbers grow from it (RFC 8216 §6.2.2). */
const LIVE_EPOCH_SECONDS = Date.UTC(2026, 0, 1) / 1000;

/**
 * Files under /media (ARCHITECTURE.md §9): every request carries a signature for the viewer
 * asking (the session of the storefront's cookie, 0 for a guest), playlists come back with every
 * child signed for the same viewer, and files answer byte ranges. A title plays its own media
 * folder when one was ingested for it (media/registry.ts), else the demo's, as live channels do;
 * only the files its manifest names exist.
 */
export const mediaRoutes = new Hono<ProviderEnv>().get('/:kind{vod|live}/:id{[1-9][0-9]{0,8}}/*', async (c) => {
  const settings = c.var.settings;
  const { secret } = mediaSettings(settings);
  const live = c.req.param('kind') === 'live';
  const { dir, version } = live ? demoFolder(settings) : await titleFolder(settings, Number(c.req.param('id')));
  const manifest = await readManifest(dir, version);
  const prefix = `/media/${c.req.param('kind')}/${c.req.param('id')}/`;
  const file = c.req.path.slice(prefix.length);
  // A live channel has no I-frame playlists: its media playlists are windows made here.
  if (!namesFile(manifest, file) || (live && file.endsWith('/iframes.m3u8')))
    throw new ProviderError(404, 'This media file does not exist.', 'این فایل وجود ندارد.');
  const viewer = (await findViewer(c.var.db, bearerToken(c.req.header('authorization'))))?.userId ?? 0;
  const now = Math.floor(clock(settings) / 1000);
  const problem = signatureProblem(secret, c.req.path, c.req.query(), viewer, now);
  if (problem) throw new ProviderError(403, ...REFUSALS[problem]);

  if (file.endsWith('.m3u8')) {
    let text = (await mediaText(dir, file, version).catch(missing)).toString('utf8');
    if (live && file === 'master.m3u8') text = liveMaster(text);
    else if (live) text = liveWindow(vodSegments(text), manifest.segment, manifest.segments, LIVE_EPOCH_SECONDS, now);
    const ttl = (child: string) =>
      live ? (child.endsWith('.m3u8') ? TTL.livePlaylist : TTL.playlist) : TTL.playlist + manifest.duration;
    const body = signPlaylist(text, c.req.path, (child) => signPath(secret, child, viewer, now + ttl(child)));
    return c.body(body, 200, { 'content-type': contentType(file), 'cache-control': 'no-store' });
  }
  const name = version === 'demo' ? 'demo' : `title-${c.req.param('id')}`;
  return serveBytes(c, file, name, await openMedia(dir, file).catch(missing));
});

/** A file the manifest names but the folder lacks is as absent as any other (404, not 500). */
function missing(error: unknown): never {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new ProviderError(404, 'This media file does not exist.', 'این فایل وجود ندارد.');
  throw error;
}

/** A file whole (200) or one byte range of it (206), 416 for a range past its end. */
function serveBytes(c: Context<ProviderEnv>, file: string, name: string, media: Awaited<ReturnType<typeof openMedia>>) {
  const headers: Record<string, string> = {
    'content-type': contentType(file),
    'accept-ranges': 'bytes',
    'cache-control': 'private, max-age=600',
  };
  if (file.startsWith('download/')) headers['content-disposition'] = `attachment; filename="${name}-${file.slice(9)}"`;
  const { size } = media;
  const range = byteRange(c.req.header('range'), size);
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
