// Responsive copies of the embedded provider's demo photos: /img/{kind}/{name}.jpg also answers
// ?w= at these widths (src/provider/media/artwork-render.ts), each in AVIF, WebP or JPEG as the
// browser's Accept header prefers (docs/decisions/0014-demo-artwork.md). Another provider's image URLs (a CDN)
// are used as they come.

/** The narrower widths a photo is also drawn at, besides its kind's own width. */
export const ARTWORK_WIDTHS = [160, 320, 480, 640, 960] as const;

const OWN_PHOTO = /^\/img\/[a-z]+\/[a-z0-9_-]+\.jpg$/;

/**
 * A srcset for `src` drawn `ownWidth` pixels wide: its narrower copies from `minWidth` up and the
 * original. Undefined for a URL that is not one of the embedded provider's photos.
 */
export function artworkSrcset(src: string, ownWidth: number, minWidth = 480): string | undefined {
  if (!OWN_PHOTO.test(src)) return undefined;
  const widths = ARTWORK_WIDTHS.filter((width) => width >= minWidth && width < ownWidth);
  return [...widths.map((width) => `${src}?w=${width} ${width}w`), `${src} ${ownWidth}w`].join(', ');
}
