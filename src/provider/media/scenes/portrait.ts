import { catalog } from '../../seed/catalog';
import { FEMALE_IDS } from '../../seed/catalog/people';
import type { Frame } from './frame';
import { hash, hsl, n } from './kit';

// A cast portrait (docs/decisions/0014-demo-artwork.md): a head-and-shoulders silhouette, rim-lit
// from the scene's light, in front of a title's scene (scenes/index.ts draws the scene, pushed
// back, behind it). Faceless, as the design's cast faces are: the silhouette's outline tells
// people apart (short hair, a beard, a headscarf, long hair). A few shapes, no filters.

export type PortraitStyle = 'short' | 'beard' | 'scarf' | 'long';
const STYLES: PortraitStyle[] = ['short', 'beard', 'scarf', 'long'];

const IRANIAN = new Set(
  catalog.people.filter((p) => p.kind === 'iranian-actor' || (p.kind === 'director' && p.id <= 8)).map((p) => p.id),
);
const KNOWN = new Set(catalog.people.map((p) => p.id));

/**
 * The outline of person `id`: a woman of the demo catalog wears a headscarf in an Iranian title's
 * credits and long hair otherwise, a man short hair or a beard; a person the catalog does not
 * know (added in the back office) takes one by their id.
 */
export function portraitStyle(id: number): PortraitStyle {
  const seed = hash(`person:${id}`);
  if (!KNOWN.has(id)) return STYLES[seed % STYLES.length]!;
  if (FEMALE_IDS.has(id)) return IRANIAN.has(id) ? 'scarf' : 'long';
  return seed % 3 === 0 ? 'beard' : 'short';
}

/** The silhouette's layers, back to front: hair or scarf behind, body, face, hair or beard in front. */
interface Layers {
  back: string;
  body: string;
  face: string;
  front: string;
}

/** The silhouette of `style`, centred on `cx`, in a `w` by `h` box, as SVG path data per layer. */
function silhouette(style: PortraitStyle, cx: number, w: number, h: number): Layers {
  const p = (dx: number, dy: number) => `${n(cx + dx * w)},${n(dy * h)}`;
  // Shoulders and chest, from the bottom edge up to the collar.
  const body =
    `M${p(-0.44, 1.02)}C${p(-0.42, 0.8)} ${p(-0.3, 0.72)} ${p(-0.12, 0.69)}L${p(-0.06, 0.6)}` +
    `L${p(0.06, 0.6)}L${p(0.12, 0.69)}C${p(0.3, 0.72)} ${p(0.42, 0.8)} ${p(0.44, 1.02)}Z`;
  // The head: an egg, narrower at the chin, and the neck under it.
  const face =
    `M${p(0, 0.22)}C${p(0.105, 0.22)} ${p(0.15, 0.3)} ${p(0.148, 0.4)}C${p(0.145, 0.5)} ${p(0.09, 0.6)} ${p(0, 0.61)}` +
    `C${p(-0.09, 0.6)} ${p(-0.145, 0.5)} ${p(-0.148, 0.4)}C${p(-0.15, 0.3)} ${p(-0.105, 0.22)} ${p(0, 0.22)}Z` +
    `M${p(-0.065, 0.55)}L${p(0.065, 0.55)}L${p(0.07, 0.7)}L${p(-0.07, 0.7)}Z`;
  // Hair on the crown, its edge across the forehead.
  const crown = (depth: number) =>
    `M${p(-0.153, 0.4)}C${p(-0.17, 0.25)} ${p(-0.08, 0.19)} ${p(0.01, 0.195)}C${p(0.12, 0.2)} ${p(0.175, 0.27)} ${p(0.153, 0.4)}` +
    `C${p(0.13, 0.33)} ${p(0.06, depth)} ${p(-0.02, depth + 0.01)}C${p(-0.09, depth + 0.01)} ${p(-0.14, 0.34)} ${p(-0.153, 0.4)}Z`;
  switch (style) {
    case 'short':
      return { back: '', body, face, front: crown(0.29) };
    case 'beard':
      return {
        back: '',
        body,
        face,
        front:
          crown(0.28) +
          `M${p(-0.146, 0.42)}C${p(-0.13, 0.47)} ${p(-0.1, 0.5)} ${p(-0.05, 0.5)}L${p(0.05, 0.5)}C${p(0.1, 0.5)} ${p(0.13, 0.47)} ${p(0.146, 0.42)}` +
          `C${p(0.145, 0.52)} ${p(0.09, 0.625)} ${p(0, 0.635)}C${p(-0.09, 0.625)} ${p(-0.145, 0.52)} ${p(-0.146, 0.42)}Z`,
      };
    case 'scarf':
      // A headscarf framing the face, falling past the chin onto the shoulders, its edge low on the forehead.
      return {
        back:
          `M${p(0, 0.17)}C${p(0.14, 0.17)} ${p(0.2, 0.28)} ${p(0.2, 0.42)}C${p(0.2, 0.56)} ${p(0.25, 0.66)} ${p(0.33, 0.76)}` +
          `L${p(0, 0.84)}L${p(-0.33, 0.76)}C${p(-0.25, 0.66)} ${p(-0.2, 0.56)} ${p(-0.2, 0.42)}C${p(-0.2, 0.28)} ${p(-0.14, 0.17)} ${p(0, 0.17)}Z`,
        body,
        face,
        front:
          `M${p(-0.16, 0.42)}C${p(-0.17, 0.26)} ${p(-0.09, 0.2)} ${p(0, 0.2)}C${p(0.09, 0.2)} ${p(0.17, 0.26)} ${p(0.16, 0.42)}` +
          `C${p(0.13, 0.32)} ${p(0.07, 0.29)} ${p(0, 0.29)}C${p(-0.07, 0.29)} ${p(-0.13, 0.32)} ${p(-0.16, 0.42)}Z`,
      };
    case 'long':
      // Long hair behind the head, down past the shoulders, parted on one side.
      return {
        back:
          `M${p(0, 0.19)}C${p(0.15, 0.19)} ${p(0.19, 0.3)} ${p(0.185, 0.44)}C${p(0.18, 0.6)} ${p(0.23, 0.7)} ${p(0.25, 0.8)}` +
          `C${p(0.15, 0.83)} ${p(-0.15, 0.83)} ${p(-0.25, 0.8)}C${p(-0.23, 0.7)} ${p(-0.18, 0.6)} ${p(-0.185, 0.44)}C${p(-0.19, 0.3)} ${p(-0.15, 0.19)} ${p(0, 0.19)}Z`,
        body,
        face,
        front:
          `M${p(-0.155, 0.46)}C${p(-0.17, 0.26)} ${p(-0.08, 0.195)} ${p(0.01, 0.2)}C${p(0.12, 0.2)} ${p(0.17, 0.27)} ${p(0.155, 0.44)}` +
          `C${p(0.12, 0.32)} ${p(0.06, 0.27)} ${p(0.03, 0.25)}C${p(-0.02, 0.31)} ${p(-0.1, 0.34)} ${p(-0.155, 0.46)}Z`,
      };
  }
}

/**
 * The portrait over its scene: the scene pushed back behind a veil in the sky's colour, a glow of
 * the scene's light behind the head, and the silhouette with a thin rim of that light on the side
 * the light comes from.
 */
export function portraitLayers(f: Frame, style: PortraitStyle): { defs: string; body: string } {
  const { w, h, pal } = f;
  const cx = w * 0.5;
  const { back, body, face, front } = silhouette(style, cx, w, h);
  const outline = back + body + face + front;
  // The light comes from the side the scene's subject stands on.
  const from = f.fx > cx ? 1 : -1;
  const rim = w * 0.012;
  const hair = hsl(pal.hue - 20, 30, 5);
  return {
    defs:
      `<radialGradient id="veil" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${pal.skyMid}" stop-opacity=".2"/><stop offset="1" stop-color="${pal.skyTop}" stop-opacity=".7"/></radialGradient>` +
      `<radialGradient id="backlight" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${pal.orbGlow}" stop-opacity=".55"/><stop offset=".5" stop-color="${pal.orbGlow}" stop-opacity=".18"/><stop offset="1" stop-color="${pal.orbGlow}" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(pal.hue - 10, 30, 12)}"/><stop offset="1" stop-color="${hsl(pal.hue - 18, 35, 5)}"/></linearGradient>` +
      `<linearGradient id="skin" x1="${from > 0 ? 1 : 0}" y1="0" x2="${from > 0 ? 0 : 1}" y2="0"><stop offset="0" stop-color="${hsl(pal.hue + 10, 22, 22)}"/><stop offset="1" stop-color="${hsl(pal.hue, 20, 12)}"/></linearGradient>`,
    body:
      `<rect width="${w}" height="${h}" fill="url(#veil)"/>` +
      `<ellipse cx="${n(cx + from * w * 0.04)}" cy="${n(h * 0.42)}" rx="${n(w * 0.42)}" ry="${n(h * 0.42)}" fill="url(#backlight)"/>` +
      // The rim: the whole outline in the light's colour, a little towards the light, under the figure.
      `<g fill="${pal.orbGlow}" fill-opacity=".85" transform="translate(${n(from * rim)},${n(-rim * 0.6)})">${outline
        .split(/(?=M)/)
        .map((d) => `<path d="${d}"/>`)
        .join('')}</g>` +
      // A headscarf falls over the shoulders; long hair behind them.
      (back && style !== 'scarf' ? `<path d="${back}" fill="${hair}"/>` : '') +
      `<path d="${body}" fill="url(#cloth)"/>` +
      (back && style === 'scarf' ? `<path d="${back}" fill="${hair}"/>` : '') +
      `<path d="${face}" fill="url(#skin)"/>` +
      (front ? `<path d="${front}" fill="${hair}"/>` : ''),
  };
}
