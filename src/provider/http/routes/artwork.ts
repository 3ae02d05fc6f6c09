import { Hono } from 'hono';
import { renderArtwork } from '../../media/artwork';
import { renderArtworkJpeg } from '../../media/artwork-jpeg';

const FOREVER = 'public, max-age=31536000, immutable';

/**
 * Generated demo artwork: `/img/{kind}/{name}.jpg` (photos; `?w=` one of ARTWORK_WIDTHS for a
 * narrower copy, for srcset) or `/img/{kind}/{name}.svg` (icons). Anything else is 404. Served
 * beside the API, not under /api/v1: the catalog's image URLs name these paths.
 */
export const artworkRoutes = new Hono().get('/img/:kind/:file', (c) => {
  const { kind, file } = c.req.param();
  const url = new URL(c.req.url);
  if (file.endsWith('.svg') && !url.search) {
    const svg = renderArtwork(kind, file.slice(0, -4));
    if (svg) return new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': FOREVER } });
  }
  if (file.endsWith('.jpg')) {
    const width = url.searchParams.get('w');
    const onlyWidth = [...url.searchParams.keys()].every((key) => key === 'w');
    const jpeg =
      onlyWidth && (width === null || /^[1-9]\d{1,3}$/.test(width))
        ? renderArtworkJpeg(kind, file.slice(0, -4), width === null ? undefined : Number(width))
        : null;
    // A copy: the kept bytes must not be handed to the response stream.
    if (jpeg)
      return new Response(jpeg.slice(), { headers: { 'content-type': 'image/jpeg', 'cache-control': FOREVER } });
  }
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
});
