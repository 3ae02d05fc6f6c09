import { ARTWORK_SIZES, type ArtworkKind } from '../domain/catalog/artwork';

// The demo artwork's colours and shapes, chosen deterministically from the kind and name, in the
// fixed size of the kind: a diagonal two-colour gradient and four translucent circles for the
// payment icons (artwork.ts); the photos' scene (artwork-scene.ts) adds an accent colour and the
// positions of its lights from the same seed.

const KIND_NAMES = new Set(Object.keys(ARTWORK_SIZES));
const TITLE_KINDS = new Set(['poster', 'backdrop', 'slide']);

export interface ArtworkCircle {
  cx: number;
  cy: number;
  r: number;
  hue: number;
}

export interface ArtworkDesign {
  /** The file name it was drawn for (an id, optionally with a -suffix): the scenes read their cue from it. */
  name: string;
  width: number;
  height: number;
  /** Gradient from hsl(hue 55% 32%) at the top-left corner to hsl(hue2 60% 14%) at the bottom-right. */
  hue: number;
  hue2: number;
  /** Filled with hsl(hue 70% 70%) at 18% opacity. */
  circles: ArtworkCircle[];
  /** The photos' accent (their lights): a hue apart from the gradient's. */
  accent: number;
  /** Fractions in [0, 1) for the photos' scene to place its lights and rings by. */
  spots: number[];
}

/** A 32-bit FNV-1a hash: the same name always draws the same picture. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * `name` is the file name without its extension: an id, optionally with a -suffix (12-en, 3-2).
 * The locale suffix draws the same picture (a title's English and Persian backdrops look alike).
 * Null for an unknown kind or a name that is not one.
 */
export function artworkDesign(kind: string, name: string): ArtworkDesign | null {
  if (!KIND_NAMES.has(kind) || !/^[a-z0-9_]{1,40}(-[a-z0-9]{1,8})?$/.test(name)) return null;
  const { width, height } = ARTWORK_SIZES[kind as ArtworkKind];
  // A title's poster, backdrop and slide share its colours.
  const family = TITLE_KINDS.has(kind) ? 'title' : kind;
  const seed = hash(`${family}:${name.replace(/-(en|fa|plain)$/, '')}`);
  const hue = seed % 360;
  const hue2 = (hue + 40 + ((seed >> 9) % 80)) % 360;
  const circles = Array.from({ length: 4 }, (_, i) => {
    const s = hash(`${seed}:${i}`);
    return {
      cx: s % width,
      cy: (s >> 8) % height,
      r: Math.round(Math.min(width, height) * (0.15 + ((s >> 16) % 30) / 100)),
      hue: (hue + i * 30) % 360,
    };
  });
  const accent = (hue + 150 + ((seed >> 5) % 60)) % 360;
  const spots = Array.from({ length: 6 }, (_, i) => (hash(`${seed}:spot:${i}`) % 1000) / 1000);
  return { name, width, height, hue, hue2, circles, accent, spots };
}
