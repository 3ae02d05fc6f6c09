import type { ArtworkFormat } from './artwork-render';

// Content negotiation of the demo photos (docs/decisions/0014-demo-artwork.md): one URL per picture, the
// format chosen from the request's Accept (sent with `Vary: Accept`), so pages need no <picture>.

/** The quality a media range gives `type` in an Accept header (0 when refused or absent). */
function quality(accept: string, type: string): number {
  let best = -1;
  let found = 0;
  for (const range of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = range.trim().split(';');
    const specificity = name === type ? 3 : name === `${type.split('/')[0]}/*` ? 2 : name === '*/*' ? 1 : 0;
    if (specificity <= best || specificity === 0) continue;
    best = specificity;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    found = q ? Number(q.slice(2)) || 0 : 1;
  }
  return found;
}

/**
 * AVIF when the client names it, else WebP when it names it, else JPEG (every client and social
 * card reads it). Only explicit mentions count for AVIF and WebP: `image/*` is also sent by
 * clients that read neither.
 */
export function artworkFormat(accept: string | undefined): ArtworkFormat {
  const header = accept ?? '';
  if (/image\/avif/i.test(header) && quality(header, 'image/avif') > 0) return 'avif';
  if (/image\/webp/i.test(header) && quality(header, 'image/webp') > 0) return 'webp';
  return 'jpeg';
}
