// docs/admin.md "Artwork": what the back office may upload as a picture, for which kind of target,
// at what size and shape. The provider checks every upload against this (and reads the image with
// sharp); the pages name the same limits beside their file inputs.

/** The largest image file taken: past it the upload is refused (413) before it is read. */
export const ARTWORK_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Each kind an editor may upload: the slot it fills, the size written (its own width; the narrower
 * ARTWORK_WIDTHS copies are written beside it), and what it belongs to.
 * - `photo` kinds are cropped to their shape and served as `/img/{kind}/{name}.jpg` (AVIF, WebP or
 *   JPEG by the Accept header);
 * - `logo` kinds keep their transparency and their own shape inside the box (AVIF, WebP or PNG at
 *   `/img/{kind}/{name}.png`).
 */
export const ARTWORK_UPLOAD_KINDS = {
  poster: { target: 'title', width: 300, height: 450, style: 'photo' },
  backdrop: { target: 'title', width: 1280, height: 720, style: 'photo' },
  slide: { target: 'title', width: 720, height: 900, style: 'photo' },
  /** Target `{title}-{n}`, n from 1 to STILLS_PER_TITLE. */
  still: { target: 'still', width: 640, height: 360, style: 'photo' },
  /** A person's photo (the catalog's `cast` pictures). */
  cast: { target: 'person', width: 240, height: 240, style: 'photo' },
  /** A brand's logos (the header's 140×40 box, drawn at twice that for sharp screens). */
  logo: { target: 'brand', width: 280, height: 80, style: 'logo' },
  logo_dark: { target: 'brand', width: 280, height: 80, style: 'logo' },
} as const;

export type ArtworkUploadKind = keyof typeof ARTWORK_UPLOAD_KINDS;

export const isArtworkUploadKind = (kind: string): kind is ArtworkUploadKind =>
  Object.hasOwn(ARTWORK_UPLOAD_KINDS, kind);

/** A title's stills (the title page's gallery). */
export const STILLS_PER_TITLE = 3;

/**
 * How far an upload's shape may be from its kind's before it is refused rather than cropped: a
 * picture at most 1.5 times too wide or too tall is cropped (sharp's attention strategy keeps
 * its busiest part); a landscape picture for a poster is refused.
 */
export const ARTWORK_RATIO_TOLERANCE = 1.5;

/** The file types taken: photos as JPEG, PNG, WebP or AVIF; logos as PNG or WebP (never SVG). */
export const ARTWORK_UPLOAD_TYPES = {
  photo: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  logo: ['image/png', 'image/webp'],
} as const;

/** Uploaded pictures' names: `up` and 16 hex digits, new for every upload. */
export const UPLOADED_ARTWORK_NAME = /^up[0-9a-f]{16}$/;
