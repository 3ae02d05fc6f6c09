import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ARTWORK_WIDTHS } from '../../contract/rules/artwork-srcset';
import {
  ARTWORK_RATIO_TOLERANCE,
  ARTWORK_UPLOAD_KINDS,
  ARTWORK_UPLOAD_TYPES,
  UPLOADED_ARTWORK_NAME,
  type ArtworkUploadKind,
} from '../../contract/rules/artwork-upload';
import { ProviderError } from '../errors';
import { cachedArtwork, forgetCachedArtwork } from './artwork-cache';
import { ENCODERS } from './artwork-render';

// docs/admin.md "Artwork": an uploaded picture is read by sharp, checked (a real image of a type
// taken, near its kind's shape, big enough), cropped to the kind's shape and written once, at
// upload, in every width the site asks (its own and the narrower ARTWORK_WIDTHS) and every format
// it serves, under ARTWORK_DIR/{kind}/{name}/{width}.{ext}. Nothing is drawn per request: the
// /img route reads these files. Each upload gets a new name, so a URL's picture never changes.

/** A photo's formats (served for `.jpg`); a logo's (served for `.png`) keep transparency. */
export const UPLOAD_FORMATS = {
  photo: ['avif', 'webp', 'jpeg'],
  logo: ['avif', 'webp', 'png'],
} as const;
export type UploadFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const UPLOAD_CONTENT_TYPES: Record<UploadFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Decoding a picture larger than this is refused (a decompression bomb), about 8000×6000. */
const MAX_PIXELS = 50_000_000;

/** sharp's name of each file type taken (AVIF is read by libheif). */
const SHARP_FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heif: 'image/avif',
};

const unreadable = () =>
  new ProviderError(
    415,
    'The file is not a picture that can be read (JPEG, PNG, WebP or AVIF).',
    'این فایل تصویری خوانا نیست (JPEG، PNG، WebP یا AVIF بفرستید).',
  );

/** The widths a kind is written at: its own, and the narrower ARTWORK_WIDTHS (photos only). */
export function uploadWidths(kind: ArtworkUploadKind): number[] {
  const spec = ARTWORK_UPLOAD_KINDS[kind];
  if (spec.style === 'logo') return [spec.width];
  return [...ARTWORK_WIDTHS.filter((width) => width < spec.width), spec.width];
}

const extensionOf = (format: UploadFormat) => (format === 'jpeg' ? 'jpg' : format);

const ENCODE: Record<UploadFormat, (image: Sharp) => Sharp> = {
  ...ENCODERS,
  png: (image) => image.png({ compressionLevel: 9, palette: false }),
};

/** A checked picture ready to be written: its pixels, upright, at the kind's shape and own size. */
interface Prepared {
  master: Buffer;
  width: number;
  height: number;
}

/** Reads and checks `bytes` as `kind`, or refuses them (415 not a picture taken, 422 wrong shape or size). */
async function prepare(kind: ArtworkUploadKind, bytes: Uint8Array): Promise<Prepared> {
  const spec = ARTWORK_UPLOAD_KINDS[kind];
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw unreadable();
  }
  const type = SHARP_FORMATS[meta.format ?? ''];
  const taken = ARTWORK_UPLOAD_TYPES[spec.style] as readonly string[];
  // An SVG is refused whatever the kind: it is a document that may carry script, not a picture.
  if (!type || !taken.includes(type) || (meta.format === 'heif' && meta.compression !== 'av1'))
    throw spec.style === 'logo'
      ? new ProviderError(
          415,
          'A logo is a PNG or WebP picture (not SVG).',
          'لوگو باید تصویر PNG یا WebP باشد (نه SVG).',
        )
      : unreadable();
  // EXIF orientation applied: a phone's portrait photo is measured standing up.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  try {
    if (spec.style === 'logo') {
      if (width < spec.width / 2 && height < spec.height / 2)
        throw new ProviderError(
          422,
          `The logo is too small: at least ${spec.width / 2} pixels wide or ${spec.height / 2} high.`,
          `لوگو خیلی کوچک است: دست‌کم ${spec.width / 2} پیکسل پهنا یا ${spec.height / 2} پیکسل بلندی لازم است.`,
        );
      const { data, info } = await image
        .resize(spec.width, spec.height, { fit: 'inside', withoutEnlargement: true })
        .ensureAlpha()
        .png({ compressionLevel: 1 })
        .toBuffer({ resolveWithObject: true });
      return { master: data, width: info.width, height: info.height };
    }
    const ratio = width / height;
    const wanted = spec.width / spec.height;
    if (!(Math.max(ratio / wanted, wanted / ratio) <= ARTWORK_RATIO_TOLERANCE))
      throw new ProviderError(
        422,
        `The picture's shape is too far from ${shapeName(kind)}: crop it closer and send it again.`,
        `شکل تصویر با ${shapeNameFa(kind)} فاصلهٔ زیادی دارد؛ آن را نزدیک‌تر برش دهید و دوباره بفرستید.`,
      );
    // Cropped to the shape (sharp's attention strategy keeps the busiest part), then checked for size.
    const cropWidth = Math.round(Math.min(width, height * wanted));
    const cropHeight = Math.round(Math.min(height, width / wanted));
    if (cropWidth < spec.width || cropHeight < spec.height)
      throw new ProviderError(
        422,
        `The picture is too small: at least ${spec.width}×${spec.height} pixels.`,
        `تصویر خیلی کوچک است: دست‌کم ${spec.width}×${spec.height} پیکسل لازم است.`,
      );
    const { data, info } = await image
      .resize(spec.width, spec.height, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#000000' })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { master: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    // A file whose header reads but whose pixels do not (cut off, corrupt).
    throw unreadable();
  }
}

const SHAPES: Record<ArtworkUploadKind, [string, string]> = {
  poster: ['a poster (2:3)', 'پوستر (۲:۳)'],
  backdrop: ['a backdrop (16:9)', 'تصویر زمینه (۱۶:۹)'],
  slide: ['a slide (4:5)', 'اسلاید (۴:۵)'],
  still: ['a still (16:9)', 'تصویر صحنه (۱۶:۹)'],
  cast: ['a portrait (1:1)', 'چهره (۱:۱)'],
  logo: ['a logo', 'لوگو'],
  logo_dark: ['a logo', 'لوگو'],
};
const shapeName = (kind: ArtworkUploadKind) => SHAPES[kind][0];
const shapeNameFa = (kind: ArtworkUploadKind) => SHAPES[kind][1];

/** What an upload wrote: its new name, the sizes and formats written. */
export interface WrittenArtwork {
  name: string;
  width: number;
  height: number;
  widths: number[];
  formats: readonly UploadFormat[];
}

/**
 * Checks `bytes` as a `kind` picture and writes every width and format of it under `dir`, in a
 * folder of a new name (moved into place whole: a reader never sees half of it). Refuses with a
 * ProviderError (415, 422) and writes nothing when the picture is not taken.
 */
export async function writeUploadedArtwork(dir: string, kind: ArtworkUploadKind, bytes: Uint8Array) {
  const prepared = await prepare(kind, bytes);
  const spec = ARTWORK_UPLOAD_KINDS[kind];
  const name = `up${randomBytes(8).toString('hex')}`;
  const formats = UPLOAD_FORMATS[spec.style];
  // A photo's master is its kind's size exactly; a logo's fits inside its box, written once under
  // the box's width (it has no narrower copies).
  const widths = uploadWidths(kind);
  const folder = join(resolve(dir), kind);
  const staging = join(folder, `.${name}.tmp`);
  await mkdir(staging, { recursive: true });
  try {
    for (const width of widths) {
      for (const format of formats) {
        const resized = sharp(prepared.master).resize({ width: Math.min(width, prepared.width) });
        await writeFile(join(staging, `${width}.${extensionOf(format)}`), await ENCODE[format](resized).toBuffer());
      }
    }
    await rename(staging, join(folder, name));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return { name, width: prepared.width, height: prepared.height, widths, formats } satisfies WrittenArtwork;
}

/**
 * Removes an upload's files, every width and format (its change was not saved, or a newer upload
 * replaced it and no row names it any more), and this process's kept copies of them.
 */
export async function removeUploadedArtwork(dir: string, kind: ArtworkUploadKind, name: string) {
  if (!UPLOADED_ARTWORK_NAME.test(name)) return;
  const folder = join(resolve(dir), kind, name);
  await rm(folder, { recursive: true, force: true });
  forgetCachedArtwork(`uploaded:${folder}/`);
}

/** The bytes of an uploaded picture at `width` in `format`, or null when there is none. */
export function readUploadedArtwork(
  dir: string,
  kind: string,
  name: string,
  width: number,
  format: UploadFormat,
): Promise<Buffer | null> {
  if (!UPLOADED_ARTWORK_NAME.test(name) || !/^[a-z_]{1,20}$/.test(kind)) return Promise.resolve(null);
  const file = join(resolve(dir), kind, name, `${width}.${extensionOf(format)}`);
  return cachedArtwork(`uploaded:${file}`, () => readFile(file).catch(() => null));
}
