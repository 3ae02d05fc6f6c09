import { ARTWORK_SIZES, type ArtworkKind } from '../domain/catalog/artwork';

// Demo artwork drawn on request: a deterministic gradient and shapes per id, in the fixed size
// of its kind. Small (under 1 KB), cacheable forever, and nothing fetched from outside.

const KIND_NAMES = new Set(Object.keys(ARTWORK_SIZES));

/** A 32-bit FNV-1a hash: the same name always draws the same picture. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** `name` is the file name without .svg: an id, optionally with a -suffix (e.g. 12-en, 3-2). */
export function renderArtwork(kind: string, name: string): string | null {
  if (!KIND_NAMES.has(kind) || !/^[a-z0-9_]{1,40}(-[a-z0-9]{1,8})?$/.test(name)) return null;
  const { width, height } = ARTWORK_SIZES[kind as ArtworkKind];
  const seed = hash(`${kind}:${name.replace(/-(en|fa)$/, '')}`);
  const hue = seed % 360;
  const hue2 = (hue + 40 + ((seed >> 9) % 80)) % 360;
  const shapes = Array.from({ length: 4 }, (_, i) => {
    const s = hash(`${seed}:${i}`);
    const cx = s % width;
    const cy = (s >> 8) % height;
    const r = Math.round(Math.min(width, height) * (0.15 + ((s >> 16) % 30) / 100));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${(hue + i * 30) % 360} 70% 70%)" fill-opacity=".18"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 55% 32%)"/><stop offset="1" stop-color="hsl(${hue2} 60% 14%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`
  );
}
