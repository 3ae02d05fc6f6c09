import type { ArtworkKind } from '../domain/catalog/artwork';
import type { ArtworkDesign } from './artwork-design';
import { illustratedSvg } from './scenes';
import type { Cue } from './scenes/cues';

// The photos' background as SVG (docs/decisions/0014-demo-artwork.md), drawn in the kind's own
// coordinates and scaled by librsvg to the width asked, so every copy is sharp. A title's
// pictures (poster, backdrops, slide, stills), a genre's and a channel's card and a cast portrait
// are illustrated scenes (scenes/); the few other photos (an avatar drawn as a photo) keep the
// abstract art: a deep gradient in their colours, a soft light and faint rings.

export type Locale = 'fa' | 'en';

/** Where the words go, in the kind's own coordinates, and how they align. */
export interface WordsBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The block's vertical anchor: its bottom edge (posters) or its middle (cards). */
  anchor: 'bottom' | 'middle';
  /** The title's size in the kind's own pixels, before long titles shrink it. */
  size: number;
}

/**
 * The box of the words: at the foot of a poster, in the upper middle of a channel's card, in the
 * middle of a genre's.
 * Null for every other kind, which is drawn without words whatever it is asked: a backdrop and a
 * slide (textless key art, DESIGN.md "Precedence" (no baked-in text) and T2: the page sets the title in Vazirmatn over their calm start
 * side), a still, a cast portrait.
 */
export function wordsBox(kind: ArtworkKind, width: number, height: number): WordsBox | null {
  const pad = width * 0.08;
  if (kind === 'poster') {
    return {
      x: pad,
      y: height * 0.42,
      width: width - 2 * pad,
      height: height * 0.5,
      anchor: 'bottom',
      size: width * 0.12,
    };
  }
  if (kind === 'live') {
    // A channel's name in the upper middle, clear of the middle where the live player puts its play button.
    return {
      x: pad,
      y: height * 0.08,
      width: width - 2 * pad,
      height: height * 0.4,
      anchor: 'middle',
      size: width * 0.085,
    };
  }
  if (kind === 'genre') {
    return {
      x: pad,
      y: height * 0.15,
      width: width - 2 * pad,
      height: height * 0.7,
      anchor: 'middle',
      size: width * 0.1,
    };
  }
  return null;
}

/**
 * The scene's SVG, `drawnWidth` pixels wide (the height keeps the kind's ratio). `cue`, when the
 * caller knows it (a title added in the back office: scenes/cues.ts), chooses the motif.
 */
export function sceneSvg(
  kind: ArtworkKind,
  design: ArtworkDesign,
  drawnWidth: number,
  locale: Locale,
  cue?: Cue,
): string {
  return illustratedSvg(kind, design, drawnWidth, locale, cue) ?? abstractSvg(design, drawnWidth);
}

/** The abstract art of the photos without a scene: a gradient, a light and faint rings. */
function abstractSvg(design: ArtworkDesign, drawnWidth: number): string {
  const { width: w, height: h, hue, hue2, accent, spots } = design;
  const drawnHeight = Math.round((h * drawnWidth) / w);
  const [s0 = 0, s1 = 0, s2 = 0, s3 = 0] = spots;
  const big = Math.max(w, h);
  const rings = [0.18, 0.3, 0.44, 0.6]
    .map(
      (r, i) =>
        `<circle cx="${Math.round((0.15 + s2 * 0.7) * w)}" cy="${Math.round((0.1 + s3 * 0.5) * h)}" r="${Math.round(big * r)}" stroke-width="${(i + 1) * 0.0015 * big}"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawnWidth}" height="${drawnHeight}" viewBox="0 0 ${w} ${h}">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="hsl(${hue} 58% 30%)"/><stop offset="1" stop-color="hsl(${hue2} 62% 8%)"/></linearGradient>` +
    `<radialGradient id="l1"><stop offset="0" stop-color="hsl(${accent} 85% 62%)" stop-opacity=".75"/><stop offset="1" stop-color="hsl(${accent} 85% 62%)" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${Math.round(s0 * w)}" cy="${Math.round(s1 * h)}" r="${Math.round(big * 0.55)}" fill="url(#l1)"/>` +
    `<g fill="none" stroke="#fff" stroke-opacity=".07">${rings}</g>` +
    `</svg>`
  );
}
