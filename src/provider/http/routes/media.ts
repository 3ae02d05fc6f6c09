import { Hono, type Context } from 'hono';
import { bearerToken, findViewer } from '../../domain/auth/viewer';
import { ProviderError } from '../../errors';
import { contentType, demoManifest, MEDIA_FILE, mediaFile } from '../../media/demo';
import { liveMaster, liveWindow, signPlaylist, vodSegments } from '../../media/playlists';
import { byteRange } from '../../media/range';
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
 * child signed for the same viewer, and files answer byte ranges.
 */
export const mediaRoutes = new Hono<ProviderEnv>().get('/:kind{vod|live}/:id{[1-9][0-9]{0,8}}/*', async (c) => {
  const settings = c.var.settings;
  const { dir, secret } = mediaSettings(settings);
  const prefix = `/media/${c.req.param('kind')}/${c.req.param('id')}/`;
  const file = c.req.path.slice(prefix.length);
  if (!MEDIA_FILE.test(file)) throw new ProviderError(404, 'This media file does not exist.', 'این فایل وجود ندارد.');
  const viewer = (await findViewer(c.var.db, bearerToken(c.req.header('authorization'))))?.userId ?? 0;
  const now = Math.floor(clock(settings) / 1000);
  const problem = signatureProblem(secret, c.req.path, c.req.query(), viewer, now);
  if (problem) throw new ProviderError(403, ...REFUSALS[problem]);

  const live = c.req.param('kind') === 'live';
  if (file.endsWith('.m3u8')) {
    const manifest = await demoManifest(dir);
    let text = (await mediaFile(dir, file)).toString('utf8');
    if (live && file === 'master.m3u8') text = liveMaster(text);
    else if (live) text = liveWindow(vodSegments(text), manifest.segment, manifest.segments, LIVE_EPOCH_SECONDS, now);
    const ttl = (child: string) =>
      live ? (child.endsWith('.m3u8') ? TTL.livePlaylist : TTL.playlist) : TTL.playlist + manifest.duration;
    const body = signPlaylist(text, c.req.path, (child) => signPath(secret, child, viewer, now + ttl(child)));
    return c.body(body, 200, { 'content-type': contentType(file), 'cache-control': 'no-store' });
  }
  return serveBytes(c, file, await mediaFile(dir, file));
});

/** A file whole (200) or one byte range of it (206), 416 for a range past its end. */
function serveBytes(c: Context<ProviderEnv>, file: string, bytes: Buffer) {
  const headers: Record<string, string> = {
    'content-type': contentType(file),
    'accept-ranges': 'bytes',
    'cache-control': 'private, max-age=600',
  };
  if (file.startsWith('download/')) headers['content-disposition'] = `attachment; filename="demo-${file.slice(9)}"`;
  const range = byteRange(c.req.header('range'), bytes.length);
  if (range.kind === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'content-range': `bytes */${bytes.length}` });
  }
  if (range.kind === 'part') {
    const part = bytes.subarray(range.start, range.end + 1);
    return c.body(new Uint8Array(part), 206, {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${bytes.length}`,
      'content-length': String(part.length),
    });
  }
  return c.body(new Uint8Array(bytes), 200, { ...headers, 'content-length': String(bytes.length) });
}
