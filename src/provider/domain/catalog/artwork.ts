// Artwork is generated locally (src/provider/media) and served under /img: the demo catalog
// needs no external images. Each kind has one fixed size, so pages can reserve it. Photos are
// named .jpg and answered as AVIF, WebP or JPEG by the Accept header (narrower copies at ?w=, see
// ARTWORK_WIDTHS); the payment icons stay SVG.
export const ARTWORK_SIZES = {
  poster: { width: 300, height: 450 },
  backdrop: { width: 1280, height: 720 },
  slide: { width: 720, height: 900 },
  still: { width: 640, height: 360 },
  cast: { width: 240, height: 240 },
  // A channel's card is its logo too: drawn wide enough for the live player's poster (a narrower
  // copy at ?w= for the cards), so its name stays crisp at the sizes it is shown.
  live: { width: 1280, height: 720 },
  genre: { width: 400, height: 225 },
  operator: { width: 64, height: 64 },
  gateway: { width: 64, height: 64 },
  avatar: { width: 128, height: 128 },
} as const;

export type ArtworkKind = keyof typeof ARTWORK_SIZES;

export const artworkUrl = (kind: ArtworkKind, id: string | number, locale?: 'fa' | 'en') =>
  `/img/${kind}/${id}${locale === 'en' ? '-en' : ''}.jpg`;

/** Key art without words (the home hero's backdrop): the storefront writes the title over it. */
export const plainArtworkUrl = (kind: ArtworkKind, id: string | number) => `/img/${kind}/${id}-plain.jpg`;

/** An uploaded picture's URL (docs/admin.md "Artwork"): a photo's `.jpg`, a logo's `.png`. */
export const uploadedArtworkUrl = (kind: string, name: string) =>
  `/img/${kind}/${name}${kind === 'logo' || kind === 'logo_dark' ? '.png' : '.jpg'}`;

/**
 * A title's picture in `slot` (poster, backdrop, slide, still-1…): the one uploaded for it, else
 * `drawn` (the demo's). One uploaded backdrop serves both locales and the plain key art.
 */
export function titleArtworkUrl(row: { artwork?: Record<string, string> | null }, slot: string, drawn: string) {
  const name = row.artwork?.[slot];
  return name ? uploadedArtworkUrl(slot.replace(/-\d+$/, ''), name) : drawn;
}
