// The drawing kit of the illustrated scenes (docs/decisions/0014-demo-artwork.md): a seeded random
// source, colours, gradients and the few shapes the motifs share (ridges, stars, figures, trees).
// Everything returns SVG text; numbers are rounded to a tenth so the same title always writes the
// same string (the art is cached and its bytes are pinned by tests).

/** A number rounded to a tenth, as SVG text. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

/** Mulberry32: a small, fast, seeded source of fractions in [0, 1). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit FNV-1a hash. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** An HSL colour as SVG text (hue wraps, saturation and lightness are clamped). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const clamp = (v: number) => Math.round(Math.min(100, Math.max(0, v)));
  return `hsl(${Math.round(((hue % 360) + 360) % 360)} ${clamp(saturation)}% ${clamp(lightness)}%)`;
}

export type Stop = [offset: number, color: string, opacity?: number];

const stops = (list: Stop[]) =>
  list
    .map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a)}"`}/>`)
    .join('');

/** A linear gradient from (x1, y1) to (x2, y2), in fractions of the shape's box. */
export const linear = (id: string, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

/** A radial gradient filling its shape's box from the centre. */
export const radial = (id: string, list: Stop[]) => `<radialGradient id="${id}">${stops(list)}</radialGradient>`;

/** A soft glow: `color` at `opacity` fading to nothing. */
export const glow = (id: string, color: string, opacity: number) =>
  radial(id, [
    [0, color, opacity],
    [0.35, color, opacity * 0.45],
    [1, color, 0],
  ]);

/** A circle as a subpath (for many in one path). */
export const dot = (x: number, y: number, r: number) =>
  `M${n(x - r)},${n(y)}a${n(r)},${n(r)} 0 1,0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1,0 ${n(-2 * r)},0`;

/** Stars as one path: `count` dots in the box, most tiny, a few larger. */
export function stars(rand: () => number, count: number, x: number, y: number, w: number, h: number, size: number) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const r = size * (rand() < 0.12 ? 1.6 : 0.5 + rand() * 0.6);
    d += dot(x + rand() * w, y + rand() * h * rand(), r);
  }
  return d;
}

/**
 * A smooth skyline of hills through `points` (x, y), closed down to `bottom`: quadratic curves
 * through the midpoints, so it never overshoots.
 */
export function ridge(points: [number, number][], bottom: number): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${n(first[0])},${n(bottom)}L${n(first[0])},${n(first[1])}`;
  for (let i = 0; i < rest.length; i++) {
    const [x, y] = rest[i]!;
    const next = rest[i + 1];
    if (next) d += `Q${n(x)},${n(y)} ${n((x + next[0]) / 2)},${n((y + next[1]) / 2)}`;
    else d += `L${n(x)},${n(y)}`;
  }
  const last = points[points.length - 1]!;
  return `${d}L${n(last[0])},${n(bottom)}Z`;
}

/** A jagged range: straight segments through `points`, closed down to `bottom`. */
export const peaks = (points: [number, number][], bottom: number) =>
  `M${n(points[0]![0])},${n(bottom)}` +
  points.map(([x, y]) => `L${n(x)},${n(y)}`).join('') +
  `L${n(points[points.length - 1]![0])},${n(bottom)}Z`;

/** `count` points across [x0, x1] around `base`, rising by up to `rise`, from the seeded source. */
export function wave(rand: () => number, x0: number, x1: number, count: number, base: number, rise: number) {
  return Array.from({ length: count + 1 }, (_, i): [number, number] => [
    x0 + ((x1 - x0) * i) / count,
    base - rise * (0.25 + rand() * 0.75),
  ]);
}

/** A standing figure `height` tall, its feet at (x, y): head, shoulders, a coat, two legs. */
export function figure(x: number, y: number, height: number): string {
  const s = height;
  const p = (dx: number, dy: number) => `${n(x + dx * s)},${n(y + dy * s)}`;
  return (
    dot(x, y - 0.9 * s, 0.075 * s) +
    `M${p(-0.05, -0.81)}L${p(-0.12, -0.76)}C${p(-0.15, -0.6)} ${p(-0.14, -0.48)} ${p(-0.12, -0.42)}` +
    `L${p(-0.085, -0.42)}L${p(-0.075, 0)}L${p(-0.02, 0)}L${p(0, -0.36)}L${p(0.02, 0)}L${p(0.075, 0)}` +
    `L${p(0.085, -0.42)}L${p(0.12, -0.42)}C${p(0.14, -0.48)} ${p(0.15, -0.6)} ${p(0.12, -0.76)}L${p(0.05, -0.81)}Z`
  );
}

/** A pine `height` tall standing at (x, y): three stacked tiers and a short trunk. */
export function pine(x: number, y: number, height: number): string {
  const h = height;
  const w = h * 0.42;
  const tier = (top: number, bottom: number, half: number) =>
    `M${n(x)},${n(y - top * h)}L${n(x + half * w)},${n(y - bottom * h)}L${n(x - half * w)},${n(y - bottom * h)}Z`;
  return (
    tier(1, 0.62, 0.55) +
    tier(0.8, 0.36, 0.78) +
    tier(0.58, 0.1, 1) +
    `M${n(x - 0.05 * w)},${n(y - 0.12 * h)}h${n(0.1 * w)}v${n(0.12 * h)}h${n(-0.1 * w)}Z`
  );
}

/** A cypress `height` tall at (x, y): the tall flame of a Persian garden. */
export function cypress(x: number, y: number, height: number): string {
  const h = height;
  const w = h * 0.13;
  return (
    `M${n(x)},${n(y)}C${n(x - w)},${n(y - 0.15 * h)} ${n(x - w * 1.05)},${n(y - 0.55 * h)} ${n(x)},${n(y - h)}` +
    `C${n(x + w * 1.05)},${n(y - 0.55 * h)} ${n(x + w)},${n(y - 0.15 * h)} ${n(x)},${n(y)}Z`
  );
}

/** A rectangle as a subpath. */
export const box = (x: number, y: number, w: number, h: number) => `M${n(x)},${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;

/** A path element. */
export const path = (d: string, fill: string, extra = '') => (d ? `<path d="${d}" fill="${fill}"${extra}/>` : '');
