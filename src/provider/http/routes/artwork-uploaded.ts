import { createHash } from 'node:crypto';
import {
  ARTWORK_UPLOAD_KINDS,
  isArtworkUploadKind,
  UPLOADED_ARTWORK_NAME,
} from '../../../contract/rules/artwork-upload';
import { artworkFormat } from '../../media/artwork-format';
import {
  readUploadedArtwork,
  UPLOAD_CONTENT_TYPES,
  uploadWidths,
  type UploadFormat,
} from '../../media/artwork-uploads';

// docs/admin.md "Artwork": an uploaded picture at /img/{kind}/up….jpg (a photo: AVIF, WebP or JPEG
// by the Accept header, `?w=` its narrower copies) or /img/{logo kind}/up….png (AVIF, WebP or
// PNG), read from the files the upload wrote. Each upload has a new name, so its URL never shows
// another picture: kept a year, immutable.
const FOREVER = 'public, max-age=31536000, immutable';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The answer for an uploaded picture's URL, or null when `file` does not name one (a drawn picture). */
export async function uploadedArtworkAnswer(
  dir: string | undefined,
  kind: string,
  file: string,
  url: URL,
  headers: { accept?: string; ifNoneMatch?: string },
): Promise<Response | null> {
  const dot = file.lastIndexOf('.');
  const name = dot < 0 ? file : file.slice(0, dot);
  if (!UPLOADED_ARTWORK_NAME.test(name)) return null;
  if (dot < 0) return notFound();
  if (!dir || !isArtworkUploadKind(kind)) return notFound();
  const style = ARTWORK_UPLOAD_KINDS[kind].style;
  if (file.slice(dot) !== (style === 'logo' ? '.png' : '.jpg')) return notFound();
  if (![...url.searchParams.keys()].every((key) => key === 'w')) return notFound();
  const asked = url.searchParams.get('w');
  const widths = uploadWidths(kind);
  const width = asked === null ? widths.at(-1)! : Number(asked);
  if (!widths.includes(width) || (asked !== null && !/^[1-9]\d{1,3}$/.test(asked))) return notFound();
  const negotiated = artworkFormat(headers.accept);
  const format: UploadFormat = style === 'logo' && negotiated === 'jpeg' ? 'png' : negotiated;
  const bytes = await readUploadedArtwork(dir, kind, name, width, format);
  if (!bytes) return notFound();
  const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`;
  const answer = { 'cache-control': FOREVER, vary: 'Accept', etag };
  if (headers.ifNoneMatch === etag) return new Response(null, { status: 304, headers: answer });
  return new Response(new Uint8Array(bytes), { headers: { ...answer, 'content-type': UPLOAD_CONTENT_TYPES[format] } });
}
