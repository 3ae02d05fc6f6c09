import type { ArtworkKind } from '../domain/catalog/artwork';
import type { ArtworkDesign } from './artwork-design';
import { illustratedSvg } from './scenes';

// The photos' background as SVG (docs/decisions/0014-demo-artwork.md), drawn in the kind's own
// coordinates and scaled by librsvg to the width asked, so every copy is sharp. A title's
// pictures (poster, backdrop, slide, stills) and a genre's card are illustrated scenes
// (scenes/); a cast portrait and a channel's card keep the abstract art: a deep gradient in
// their colours, two soft lights, a beam and faint rings (a silhouette on a cast portrait).

export type Locale = 'fa' | 'en';

/** Where the words go, in the kind's own coordinates, and how they align. */
export interface WordsBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The block's vertical anchor: its bottom edge (posters) or its middle (the rest). */
  anchor: 'bottom' | 'middle';
  /** The title's size in the kind's own pixels, before long titles shrink it. */
  size: number;
}

const PORTRAIT: readonly string[] = ['poster', 'slide'];

/**
 * The box of the words: at the foot of a poster; on a backdrop, the start side (the right in fa,
 * the left in en), the calm side of the scene, whose subject stands on the end side (the design's
 * key art); in the middle of a channel's or genre's card. Null for kinds drawn without words
 * (stills, cast).
 */
export function wordsBox(kind: ArtworkKind, width: number, height: number, locale: Locale): WordsBox | null {
  if (PORTRAIT.includes(kind)) {
    const pad = width * 0.08;
    return {
      x: pad,
      y: height * 0.42,
      width: width - 2 * pad,
      height: height * 0.5,
      anchor: 'bottom',
      size: width * 0.12,
    };
  }
  if (kind === 'backdrop') {
    // Clear of the middle, where a film page puts its play button.
    const boxWidth = width * 0.3;
    return {
      x: locale === 'fa' ? width * 0.96 - boxWidth : width * 0.04,
      y: height * 0.12,
      width: boxWidth,
      height: height * 0.5,
      anchor: 'middle',
      size: width * 0.075,
    };
  }
  if (kind === 'live' || kind === 'genre') {
    const pad = width * 0.08;
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

const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;

/** The scene's SVG, `drawnWidth` pixels wide (the height keeps the kind's ratio). */
export function sceneSvg(kind: ArtworkKind, design: ArtworkDesign, drawnWidth: number, locale: Locale): string {
  return illustratedSvg(kind, design, drawnWidth, locale) ?? abstractSvg(kind, design, drawnWidth, locale);
}

/** The abstract art of the kinds without a scene (cast portraits, channels' cards). */
function abstractSvg(kind: ArtworkKind, design: ArtworkDesign, drawnWidth: number, locale: Locale): string {
  const { width: w, height: h, hue, hue2, accent, spots } = design;
  const drawnHeight = Math.round((h * drawnWidth) / w);
  const [s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0] = spots;
  const words = wordsBox(kind, w, h, locale);
  const big = Math.max(w, h);
  const portrait = PORTRAIT.includes(kind);
  // The lights sit away from the words: high on a poster, on the start side of a backdrop.
  const startX = locale === 'fa' ? 0.65 : 0.35;
  const light1 = portrait
    ? [0.2 + s0 * 0.6, 0.12 + s1 * 0.25]
    : kind === 'backdrop'
      ? [startX + (s0 - 0.5) * 0.3, 0.3 + s1 * 0.3]
      : [s0, s1];
  const light2 = [s2, 0.4 + s3 * 0.5];
  const ringsAt = [(0.15 + s4 * 0.7) * w, (0.1 + s5 * 0.5) * h];
  const rings = [0.18, 0.3, 0.44, 0.6]
    .map(
      (r, i) =>
        `<circle cx="${ringsAt[0]}" cy="${ringsAt[1]}" r="${Math.round(big * r)}" stroke-width="${(i + 1) * 0.0015 * big}"/>`,
    )
    .join('');
  const beamAt = w * (0.25 + s2 * 0.5);
  const beam = `<polygon points="${beamAt - w * 0.04},0 ${beamAt + w * 0.04},0 ${beamAt + w * 0.3},${h} ${beamAt - w * 0.1},${h}" fill="url(#beam)"/>`;
  const hills = kind === 'cast' ? '' : horizon(design, w, h);
  const band = !words
    ? ''
    : portrait
      ? `<rect y="${h * 0.35}" width="${w}" height="${h * 0.65}" fill="url(#foot)"/>`
      : kind === 'backdrop'
        ? `<rect width="${w}" height="${h}" fill="url(#end)"/>`
        : `<rect width="${w}" height="${h}" fill="#000" fill-opacity=".28"/>`;
  const person = kind === 'cast' ? personSvg(w, h, hue) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawnWidth}" height="${drawnHeight}" viewBox="0 0 ${w} ${h}">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="hsl(${hue} 58% 30%)"/><stop offset="1" stop-color="hsl(${hue2} 62% 8%)"/></linearGradient>` +
    `<radialGradient id="l1"><stop offset="0" stop-color="hsl(${accent} 85% 62%)" stop-opacity=".75"/><stop offset="1" stop-color="hsl(${accent} 85% 62%)" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="l2"><stop offset="0" stop-color="hsl(${(hue + 20) % 360} 80% 55%)" stop-opacity=".55"/><stop offset="1" stop-color="hsl(${hue} 80% 55%)" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="foot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".82"/></linearGradient>` +
    `<linearGradient id="end" x1="${locale === 'fa' ? 1 : 0}" y1="0" x2="${locale === 'fa' ? 0 : 1}" y2="0"><stop offset=".35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></linearGradient>` +
    `</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${pct(light1[0]!)}" cy="${pct(light1[1]!)}" r="${Math.round(big * 0.55)}" fill="url(#l1)"/>` +
    `<circle cx="${pct(light2[0]!)}" cy="${pct(light2[1]!)}" r="${Math.round(big * 0.45)}" fill="url(#l2)"/>` +
    beam +
    hills +
    `<g fill="none" stroke="#fff" stroke-opacity=".07">${rings}</g>` +
    person +
    band +
    `</svg>`
  );
}

/** Two ridges of hills across the lower half, the far one lighter: a horizon under the lights. */
function horizon(design: ArtworkDesign, w: number, h: number): string {
  const ridge = (base: number, rise: number, offset: number) => {
    const points = Array.from({ length: 7 }, (_, i) => {
      const s = design.spots[(i + offset) % design.spots.length] ?? 0.5;
      return `${Math.round((w * i) / 6)},${Math.round(h * (base - rise * ((s * 7 + i * 0.37 * offset) % 1)))}`;
    });
    return `M0,${h} L${points.join(' L')} L${w},${h} Z`;
  };
  return (
    `<path d="${ridge(0.78, 0.16, 1)}" fill="hsl(${design.hue2} 45% 16%)" fill-opacity=".75"/>` +
    `<path d="${ridge(0.9, 0.12, 3)}" fill="hsl(${design.hue2} 55% 6%)" fill-opacity=".9"/>`
  );
}

/** A head-and-shoulders silhouette: the cast's demo portrait. */
function personSvg(w: number, h: number, hue: number): string {
  const cx = w / 2;
  return (
    `<g fill="hsl(${hue} 30% 85%)" fill-opacity=".22">` +
    `<circle cx="${cx}" cy="${h * 0.4}" r="${w * 0.19}"/>` +
    `<path d="M${w * 0.12},${h} C${w * 0.14},${h * 0.7} ${w * 0.3},${h * 0.62} ${cx},${h * 0.62} C${w * 0.7},${h * 0.62} ${w * 0.86},${h * 0.7} ${w * 0.88},${h} Z"/>` +
    `</g>`
  );
}
