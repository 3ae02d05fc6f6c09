import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { renderArtwork } from '../../media/artwork';
import { cachedArtwork } from '../../media/artwork-cache';
import { artworkFormat } from '../../media/artwork-format';
import { artworkWidth, CONTENT_TYPES, drawArtwork } from '../../media/artwork-render';
import { artworkCue } from '../../media/artwork-cue';
import { artworkWords } from '../../media/artwork-words';
import { uploadedArtworkAnswer } from './artwork-uploaded';

// Icons never change. Photos are drawn from the catalog (a poster's title, a back-office title's
// motif by its genre) and their URL names only the id, so they are kept a week and then
// revalidated by ETag, not marked immutable (docs/decisions/0014-demo-artwork.md).
const FOREVER = 'public, max-age=31536000, immutable';
const A_WEEK = 'public, max-age=604800, stale-while-revalidate=2592000';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * Generated demo artwork: `/img/{kind}/{name}.jpg` (photos, in the format the Accept header
 * prefers: AVIF, WebP or JPEG; `?w=` one of ARTWORK_WIDTHS for a narrower copy, for srcset) or
 * `/img/{kind}/{name}.svg` (icons). Anything else is 404. Served beside the API, not under
 * /api/v1: the catalog's image URLs name these paths.
 */
export const artworkRoutes = (db: Db, uploadedDir?: string) =>
  new Hono().get('/img/:kind/:file', async (c) => {
    const { kind, file } = c.req.param();
    const url = new URL(c.req.url);
    // Pictures uploaded in the back office (docs/admin.md "Artwork"), read from their files.
    const uploaded = await uploadedArtworkAnswer(uploadedDir, kind, file, url, {
      accept: c.req.header('accept'),
      ifNoneMatch: c.req.header('if-none-match'),
    });
    if (uploaded) return uploaded;
    if (file.endsWith('.svg') && !url.search) {
      const svg = renderArtwork(kind, file.slice(0, -4));
      if (svg) return new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': FOREVER } });
    }
    if (!file.endsWith('.jpg') || ![...url.searchParams.keys()].every((key) => key === 'w')) return notFound();
    const name = file.slice(0, -4);
    const asked = url.searchParams.get('w');
    if (asked !== null && !/^[1-9]\d{1,3}$/.test(asked)) return notFound();
    const width = artworkWidth(kind, name, asked === null ? undefined : Number(asked));
    if (width === null) return notFound();
    const format = artworkFormat(c.req.header('accept'));
    const bytes = await cachedArtwork(`${kind}/${name}@${width}.${format}`, async () => {
      const [words, cue] = await Promise.all([artworkWords(db, kind, name), artworkCue(db, kind, name)]);
      return drawArtwork(kind, name, format, { width, words, cue });
    });
    if (!bytes) return notFound();
    const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`;
    const headers = { 'cache-control': A_WEEK, vary: 'Accept', etag };
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
    // A copy: the kept bytes must not be handed to the response stream.
    return new Response(new Uint8Array(bytes), { headers: { ...headers, 'content-type': CONTENT_TYPES[format] } });
  });
