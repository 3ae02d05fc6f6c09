import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { ARTWORK_WIDTHS } from '../../contract/rules/artwork-srcset';
import type { ArtworkKind } from '../domain/catalog/artwork';
import { artworkDesign } from './artwork-design';
import { ARTWORK_FONTS, artworkFonts } from './artwork-fonts';
import { sceneSvg, wordsBox, type Locale } from './artwork-scene';
import type { Cue } from './scenes/cues';

// Demo photos (posters, backdrops, slides, stills, cast, channels, genres) drawn by sharp
// (docs/decisions/0014-demo-artwork.md): the scene's SVG through librsvg, the words through Pango (shaped,
// bidirectional, in Vazirmatn), encoded as AVIF, WebP or JPEG. artwork-cache.ts keeps them.

export type ArtworkFormat = 'avif' | 'webp' | 'jpeg';

export const CONTENT_TYPES: Record<ArtworkFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** What a picture says: its title large, then a smaller line and a note (the year). */
export interface ArtworkWords {
  locale: Locale;
  title: string;
  subtitle?: string;
  note?: string;
}

// Chosen by eye and by the bytes of `npm run bench:artwork` (docs/decisions/0014-demo-artwork.md).
export const ENCODERS: Record<ArtworkFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 52, effort: 1 }),
  webp: (image) => image.webp({ quality: 76, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};

/** The width to draw `kind` at: its own when none is asked, else one of ARTWORK_WIDTHS below it. */
export function artworkWidth(kind: string, name: string, asked?: number): number | null {
  const design = artworkDesign(kind, name);
  if (!design) return null;
  if (asked === undefined || asked === design.width) return design.width;
  return (ARTWORK_WIDTHS as readonly number[]).includes(asked) && asked < design.width ? asked : null;
}

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface TextImage {
  input: Buffer;
  width: number;
  height: number;
}

/** White words `size` px high, wrapped to `width` px and centred, on a transparent image. */
async function textImage(text: string, family: string, size: number, width: number, extra = ''): Promise<TextImage> {
  const markup =
    `<span foreground="#ffffff" font_family="${family}" size="${Math.round(size * 1024)}"${extra}>` +
    `${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: { text: markup, width: Math.max(1, Math.round(width)), align: 'centre', rgba: true, dpi: 72, wrap: 'word' },
  })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** A soft dark copy of words, laid under them so they read on any part of the scene. */
async function shadowOf(text: TextImage, blur: number): Promise<Buffer> {
  const pad = Math.ceil(blur * 2);
  return sharp(text.input)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .modulate({ brightness: 0 })
    .blur(blur)
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The words' layers: title, subtitle and note stacked and centred in the kind's box. */
async function wordLayers(kind: ArtworkKind, words: ArtworkWords, scale: number, drawnWidth: number) {
  const design = artworkDesign(kind, '0')!;
  const box = wordsBox(kind, design.width, design.height);
  if (!box) return [];
  await artworkFonts();
  const boxWidth = box.width * scale;
  const boxHeight = box.height * scale;
  // Long titles shrink until they fit in three fifths of the box.
  let size = box.size * scale;
  let title = await textImage(words.title, ARTWORK_FONTS.title, size, boxWidth);
  for (let tries = 0; tries < 4 && (title.height > boxHeight * 0.6 || title.width > boxWidth); tries++) {
    size *= 0.8;
    title = await textImage(words.title, ARTWORK_FONTS.title, size, boxWidth);
  }
  const latin = (text: string) => !/[\u0600-\u06ff]/.test(text);
  const subtitle = words.subtitle
    ? await textImage(
        latin(words.subtitle) ? words.subtitle.toUpperCase() : words.subtitle,
        ARTWORK_FONTS.text,
        Math.max(9, size * 0.34),
        boxWidth,
        latin(words.subtitle) ? ` letter_spacing="${Math.round(size * 0.08 * 1024)}" fgalpha="85%"` : ' fgalpha="85%"',
      )
    : null;
  const note = words.note
    ? await textImage(words.note, ARTWORK_FONTS.text, Math.max(9, size * 0.36), boxWidth, ' fgalpha="80%"')
    : null;
  const gap = size * 0.22;
  const parts = [title, subtitle, note].filter((part): part is TextImage => part !== null);
  const total = parts.reduce((sum, part) => sum + part.height, 0) + gap * (parts.length - 1);
  let top = box.y * scale + (box.anchor === 'bottom' ? boxHeight - total : (boxHeight - total) / 2);
  const layers: OverlayOptions[] = [];
  const blur = Math.max(1, size * 0.12);
  for (const part of parts) {
    const left = Math.round(box.x * scale + (boxWidth - part.width) / 2);
    const pad = Math.ceil(blur * 2);
    layers.push({
      input: await shadowOf(part, blur),
      left: Math.max(0, left - pad),
      top: Math.max(0, Math.round(top + size * 0.04) - pad),
    });
    layers.push({
      input: part.input,
      left: Math.max(0, Math.min(left, drawnWidth - part.width)),
      top: Math.round(top),
    });
    top += part.height + gap;
  }
  return layers;
}

/**
 * The bytes of `kind`/`name` (see artworkDesign) `width` pixels wide (artworkWidth), in `format`,
 * with `words` drawn on it when the kind carries words (wordsBox: never on a backdrop, slide or
 * still), its motif chosen by `cue` when the caller looked it up. Null when there is no such picture.
 */
export async function drawArtwork(
  kind: string,
  name: string,
  format: ArtworkFormat,
  options: { width?: number; words?: ArtworkWords | null; cue?: Cue | null } = {},
): Promise<Buffer | null> {
  const design = artworkDesign(kind, name);
  const width = artworkWidth(kind, name, options.width);
  if (!design || width === null) return null;
  // The picture's name decides its composition (a backdrop's subject on the end side of its locale).
  const locale: Locale = name.endsWith('-en') ? 'en' : (options.words?.locale ?? 'fa');
  const scale = width / design.width;
  const svg = sceneSvg(kind as ArtworkKind, design, width, locale, options.cue ?? undefined);
  const layers = options.words ? await wordLayers(kind as ArtworkKind, options.words, scale, width) : [];
  // The scene and the words are flattened first: an encoder then sees one opaque picture.
  const flat = await sharp(Buffer.from(svg))
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = sharp(flat.data, { raw: { width: flat.info.width, height: flat.info.height, channels: 3 } });
  return ENCODERS[format](image).toBuffer();
}
