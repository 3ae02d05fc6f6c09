import type { APIRoute } from 'astro';
import { renderArtwork } from '../../../provider/media/artwork';

export const prerender = false;

/** Generated demo artwork (posters, backdrops, cast, channels, genres). */
export const GET: APIRoute = ({ params }) => {
  const name = params.file?.endsWith('.svg') ? params.file.slice(0, -4) : '';
  const svg = params.kind ? renderArtwork(params.kind, name) : null;
  if (!svg) return new Response('Not found', { status: 404 });
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
  });
};
