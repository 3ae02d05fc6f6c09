import type { Frame, Mood } from './frame';
import { box, cypress, dot, figure, glow, hsl, linear, n, path, peaks, pine, ridge, wave } from './kit';

// The motifs of the illustrated scenes (docs/decisions/0014-demo-artwork.md): flat-vector
// landscapes of layered shapes (a sky, a sun or moon, far, middle and near silhouettes and a
// small subject), each drawn into a Frame in the title's palette. A few dozen shapes each,
// gradients only (librsvg's blur is slow): glows are radial gradients.

export interface Drawing {
  defs: string;
  body: string;
}

export interface Motif {
  key: MotifKey;
  mood: Mood;
  /** How many stars the sky carries (before the time of day dims them). */
  stars: number;
  draw(f: Frame): Drawing;
}

export const MOTIF_KEYS = [
  'desert',
  'city',
  'train',
  'portal',
  'snow',
  'sea',
  'peaks',
  'road',
  'garden',
  'stage',
] as const;
export type MotifKey = (typeof MOTIF_KEYS)[number];

/** A circle element. */
const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;

/** An ellipse element. */
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;

/** A sun or moon with its halo. */
function orb(f: Frame, x: number, y: number, r: number, halo: number, fill = f.pal.orb): string {
  return circle(x, y, r * halo, 'url(#halo)') + circle(x, y, r, fill);
}

/** Long thin clouds, in the colour of the haze. */
function clouds(f: Frame, count: number, top: number, bottom: number, opacity: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const width = f.w * (0.25 + f.rand() * 0.35);
    const x = f.rand() * (f.w - width * 0.5) - width * 0.25;
    const y = top + (bottom - top) * f.rand();
    const t = f.s * (0.008 + f.rand() * 0.012);
    d += `M${n(x + t)},${n(y)}h${n(width - 2 * t)}a${n(t)},${n(t)} 0 0,1 0,${n(2 * t)}h${n(-(width - 2 * t))}a${n(t)},${n(t)} 0 0,1 0,${n(-2 * t)}Z`;
  }
  return path(d, f.pal.haze, ` fill-opacity="${n(opacity)}"`);
}

/** A pointed (Persian) arch `width` wide, from `bottom` up to its springing line and its apex. */
function arch(x: number, width: number, bottom: number, spring: number, apex: number): string {
  const l = x - width / 2;
  const r = x + width / 2;
  const rise = spring - apex;
  return (
    `M${n(l)},${n(bottom)}L${n(l)},${n(spring)}C${n(l)},${n(spring - rise * 0.55)} ${n(x - width * 0.14)},${n(apex + rise * 0.22)} ${n(x)},${n(apex)}` +
    `C${n(x + width * 0.14)},${n(apex + rise * 0.22)} ${n(r)},${n(spring - rise * 0.55)} ${n(r)},${n(spring)}L${n(r)},${n(bottom)}Z`
  );
}

const desert: Motif = {
  key: 'desert',
  mood: { hues: [255, 345], glow: 45, accent: 160, time: 'dusk' },
  stars: 28,
  draw(f) {
    const { w, h, fx, hy, s, pal } = f;
    const r = s * 0.19;
    const sunY = hy - r * 0.1;
    const crest = hy + s * 0.09;
    const left = hy + s * (0.2 + f.rand() * 0.08);
    const right = hy + s * (0.16 + f.rand() * 0.08);
    const near =
      `M0,${n(h)}L0,${n(left)}C${n(fx * 0.45)},${n(left)} ${n(fx - s * 0.28)},${n(crest)} ${n(fx)},${n(crest)}` +
      `C${n(fx + s * 0.28)},${n(crest)} ${n((fx + w) / 2)},${n(right)} ${n(w)},${n(right)}L${n(w)},${n(h)}Z`;
    return {
      defs:
        glow('halo', pal.orbGlow, 0.5) +
        linear('sun', [
          [0, pal.orb],
          [1, hsl(pal.hue + 70, 90, 66)],
        ]),
      body:
        orb(f, fx, sunY, r, 3.2, 'url(#sun)') +
        clouds(f, 4, hy * 0.3, hy * 0.9, 0.28) +
        path(ridge(wave(f.rand, -w * 0.05, w * 1.05, 5, hy + s * 0.03, s * 0.06), h), pal.far) +
        path(ridge(wave(f.rand, -w * 0.05, w * 1.05, 4, hy + s * 0.12, s * 0.07), h), pal.mid) +
        path(near, pal.near) +
        path(figure(fx + s * 0.02, crest + s * 0.004, s * 0.2), pal.near),
    };
  },
};

const city: Motif = {
  key: 'city',
  mood: { hues: [215, 300], glow: 35, accent: 140, time: 'night' },
  stars: 30,
  draw(f) {
    const { w, h, fx, hy, s, pal, away } = f;
    const far: string[] = [];
    const near: string[] = [];
    let lit = '';
    // Taller near the subject, lower towards the calm side.
    const height = (x: number) => 1 - 0.55 * Math.min(1, Math.max(0, ((x - fx) * away) / (s * 1.1)));
    for (let x = -s * 0.02; x < w;) {
      const bw = s * (0.05 + f.rand() * 0.06);
      const bh = s * (0.18 + f.rand() * 0.32) * height(x);
      far.push(box(x, hy - bh - s * 0.04, bw, bh + s * 0.04));
      x += bw + s * 0.004;
    }
    const cols = (bw: number) => Math.max(1, Math.floor((bw - s * 0.02) / (s * 0.024)));
    for (let x = -s * 0.04; x < w;) {
      const bw = s * (0.07 + f.rand() * 0.07);
      const bh = s * (0.1 + f.rand() * 0.26) * height(x);
      const top = hy - bh;
      near.push(box(x, top, bw, bh + 1));
      const c = cols(bw);
      const step = (bw - s * 0.02) / c;
      for (let row = top + s * 0.02; row < hy - s * 0.03; row += s * 0.032) {
        for (let i = 0; i < c; i++) {
          if (f.rand() < 0.3) lit += box(x + s * 0.012 + i * step, row, s * 0.011, s * 0.016);
        }
      }
      x += bw + s * 0.006;
    }
    const signX = fx - away * s * 0.16;
    const signY = hy - s * 0.34;
    const lampX = fx + away * s * 0.08;
    const feet = hy + s * 0.1;
    return {
      defs: glow('halo', pal.orbGlow, 0.35) + glow('neon', pal.accent, 0.5) + glow('pool', pal.lamp, 0.55),
      body:
        orb(f, fx - away * s * 0.3, hy * 0.28, s * 0.035, 4) +
        path(far.join(''), pal.far) +
        path(near.join(''), pal.near) +
        path(lit, pal.lamp, ' fill-opacity=".85"') +
        circle(signX, signY + s * 0.06, s * 0.12, 'url(#neon)') +
        `<rect x="${n(signX - s * 0.016)}" y="${n(signY)}" width="${n(s * 0.032)}" height="${n(s * 0.12)}" rx="${n(s * 0.006)}" fill="${pal.near}" stroke="${pal.accent}" stroke-width="${n(s * 0.004)}"/>` +
        path(box(0, hy, w, h - hy), pal.near) +
        ellipse(lampX - away * s * 0.05, feet, s * 0.22, s * 0.05, 'url(#pool)') +
        circle(lampX, hy - s * 0.17, s * 0.09, 'url(#pool)') +
        path(
          box(lampX - s * 0.003, hy - s * 0.17, s * 0.006, s * 0.27) + dot(lampX, hy - s * 0.17, s * 0.01),
          pal.near,
        ) +
        circle(lampX, hy - s * 0.165, s * 0.007, pal.lamp) +
        path(figure(fx, feet, s * 0.2), hsl(pal.hue, 30, 3)),
    };
  },
};

const train: Motif = {
  key: 'train',
  mood: { hues: [205, 250], glow: 20, accent: 170, time: 'night' },
  stars: 60,
  draw(f) {
    const { w, h, fx, hy, s, pal, away } = f;
    const deck = hy - s * 0.1;
    const span = s * 0.13;
    const pier = s * 0.04;
    const spring = deck + s * 0.04 + span * 0.5;
    let holes = '';
    const first = fx - Math.ceil(fx / (span + pier)) * (span + pier);
    for (let x = first; x < w; x += span + pier) {
      holes += `M${n(x)},${n(h + 2)}L${n(x)},${n(spring)}A${n(span / 2)},${n(span / 2)} 0 0,1 ${n(x + span)},${n(spring)}L${n(x + span)},${n(h + 2)}Z`;
    }
    const carH = s * 0.06;
    const carW = s * 0.21;
    const gap = s * 0.008;
    const cars: string[] = [];
    let windows = '';
    const head = fx + away * s * 0.3;
    for (let i = 0; i < 6; i++) {
      const x = away > 0 ? head - (i + 1) * (carW + gap) : head + i * (carW + gap);
      const nose = i === 0 ? carH * 0.5 : carH * 0.12;
      cars.push(`<rect x="${n(x)}" y="${n(deck - carH)}" width="${n(carW)}" height="${n(carH)}" rx="${n(nose)}"/>`);
      const count = i === 0 ? 3 : 7;
      const from = i === 0 && away < 0 ? x + carW * 0.45 : x + s * 0.014;
      for (let k = 0; k < count; k++) windows += box(from + k * s * 0.027, deck - carH * 0.72, s * 0.016, carH * 0.32);
    }
    const moonX = fx + away * s * 0.08;
    const moonY = hy * 0.34;
    const moonR = s * 0.055;
    let shimmer = '';
    for (let i = 0; i < 7; i++) {
      const half = s * (0.1 - i * 0.011);
      shimmer += box(moonX - half, hy + s * 0.03 + i * s * 0.03, half * 2, s * 0.006);
    }
    return {
      defs:
        glow('halo', pal.orbGlow, 0.45) +
        linear('water', [
          [0, hsl(pal.hue, 35, f.time === 'night' ? 20 : 30)],
          [1, pal.near],
        ]),
      body:
        orb(f, moonX, moonY, moonR, 5) +
        path(
          dot(moonX - moonR * 0.35, moonY - moonR * 0.2, moonR * 0.18) +
            dot(moonX + moonR * 0.3, moonY + moonR * 0.3, moonR * 0.12),
          pal.haze,
          ' fill-opacity=".35"',
        ) +
        clouds(f, 2, hy * 0.45, hy * 0.8, 0.16) +
        path(peaks(wave(f.rand, -w * 0.05, w * 1.05, 9, hy - s * 0.01, s * 0.14), hy + 2), pal.far) +
        `<rect y="${n(hy)}" width="${w}" height="${n(h - hy)}" fill="url(#water)"/>` +
        path(shimmer, pal.orb, ' fill-opacity=".35"') +
        `<g fill="${pal.near}">${cars.join('')}</g>` +
        path(windows, pal.lamp, ' fill-opacity=".9"') +
        path(box(0, deck, w, h - deck + 2) + holes, pal.near, ' fill-rule="evenodd"') +
        path(box(0, deck - s * 0.003, w, s * 0.004), pal.far),
    };
  },
};

const portal: Motif = {
  key: 'portal',
  mood: { hues: [8, 42], glow: 18, accent: 170, time: 'dusk' },
  stars: 12,
  draw(f) {
    const { w, h, fx, hy, s, pal } = f;
    const fw = s * 0.6;
    const top = hy - s * 0.58;
    const aw = fw * 0.46;
    const spring = hy - s * 0.26;
    const apex = top + s * 0.14;
    const tile = hsl(pal.hue + 165, 55, 42);
    let squares = '';
    for (let i = 0; i < 12; i++) {
      const x = fx - fw / 2 + (fw / 12) * (i + 0.5);
      squares += `M${n(x)},${n(top + s * 0.012)}l${n(s * 0.014)},${n(s * 0.014)}l${n(-s * 0.014)},${n(s * 0.014)}l${n(-s * 0.014)},${n(-s * 0.014)}Z`;
    }
    const towers = [-1, 1]
      .map((side) => {
        const x = fx + side * (fw / 2 + s * 0.05);
        return (
          box(x - s * 0.025, top - s * 0.1, s * 0.05, hy - top + s * 0.1) +
          arch(x, s * 0.05, top - s * 0.09, top - s * 0.12, top - s * 0.19)
        );
      })
      .join('');
    const niches = [-1, 1]
      .map((side) => arch(fx + side * fw * 0.36, fw * 0.14, hy - s * 0.04, hy - s * 0.2, hy - s * 0.28))
      .join('');
    return {
      defs:
        glow('halo', pal.orbGlow, 0.45) +
        `<radialGradient id="door" cx=".5" cy=".85" r=".8"><stop offset="0" stop-color="hsl(46 100% 92%)"/><stop offset=".45" stop-color="${pal.lamp}"/><stop offset="1" stop-color="${hsl(pal.hue + 10, 80, 38)}"/></radialGradient>` +
        glow('spill', pal.lamp, 0.6),
      body:
        circle(fx, hy - s * 0.3, s * 0.75, 'url(#halo)') +
        clouds(f, 3, hy * 0.15, hy * 0.55, 0.22) +
        path(ridge(wave(f.rand, -w * 0.05, w * 1.05, 5, hy, s * 0.08), h), pal.far) +
        path(
          `M${n(fx - fw * 0.3)},${n(top)}A${n(fw * 0.3)},${n(fw * 0.3)} 0 0,1 ${n(fx + fw * 0.3)},${n(top)}Z`,
          hsl(pal.hue + 165, 35, 24),
        ) +
        path(towers + box(fx - fw / 2, top, fw, hy - top), pal.mid) +
        path(box(fx - fw / 2, top, fw, s * 0.04), tile) +
        path(squares, pal.lamp, ' fill-opacity=".7"') +
        path(arch(fx, aw + s * 0.03, hy, spring, apex - s * 0.025), tile) +
        path(arch(fx, aw, hy, spring, apex), 'url(#door)') +
        path(niches, pal.near, ' fill-opacity=".55"') +
        path(box(0, hy, w, h - hy), pal.near) +
        ellipse(fx, hy + s * 0.01, aw * 1.3, s * 0.07, 'url(#spill)') +
        path(
          figure(fx - aw * 0.2, hy + s * 0.01, s * 0.085) +
            figure(fx + aw * 0.04, hy + s * 0.012, s * 0.08) +
            figure(fx + aw * 0.2, hy + s * 0.012, s * 0.055),
          pal.near,
        ),
    };
  },
};

const snow: Motif = {
  key: 'snow',
  mood: { hues: [195, 240], glow: 25, accent: 180, time: 'night' },
  stars: 70,
  draw(f) {
    const { w, h, fx, hy, s, pal, away } = f;
    const ground = hy + s * 0.06;
    let back = '';
    for (let x = -s * 0.02; x < w + s * 0.05; x += s * (0.035 + f.rand() * 0.03)) {
      back += pine(x, hy + s * (0.02 + f.rand() * 0.03), s * (0.1 + f.rand() * 0.1));
    }
    let front = '';
    for (let i = 0; i < 4; i++) {
      const x = fx - away * s * (0.24 + i * 0.13 + f.rand() * 0.05);
      front += pine(x, h + s * 0.02, s * (0.45 + f.rand() * 0.25));
    }
    front += pine(fx + away * s * 0.2, ground + s * 0.03, s * 0.22);
    const cw = s * 0.15;
    const ch = s * 0.085;
    const cx = fx - cw / 2;
    const cy = ground + s * 0.02;
    return {
      defs:
        glow('halo', pal.orbGlow, 0.4) +
        glow('warm', pal.lamp, 0.6) +
        linear('snow', [
          [0, hsl(pal.hue, 30, f.time === 'night' ? 58 : 68)],
          [0.6, hsl(pal.hue + 10, 30, f.time === 'night' ? 30 : 38)],
          [1, hsl(pal.hue + 10, 35, 16)],
        ]),
      body:
        orb(f, fx + away * s * 0.3, hy * 0.3, s * 0.05, 4) +
        path(peaks(wave(f.rand, -w * 0.05, w * 1.05, 7, hy - s * 0.02, s * 0.16), hy + 2), pal.far) +
        path(back, pal.mid) +
        path(ridge(wave(f.rand, -w * 0.05, w * 1.05, 4, ground + s * 0.02, s * 0.04), h), 'url(#snow)') +
        ellipse(fx, cy - ch * 0.4, s * 0.22, s * 0.1, 'url(#warm)') +
        path(box(cx, cy - ch, cw, ch) + box(cx + cw * 0.72, cy - ch * 1.7, cw * 0.1, ch * 0.5), pal.near) +
        path(
          `M${n(cx - cw * 0.12)},${n(cy - ch)}L${n(fx)},${n(cy - ch * 1.75)}L${n(cx + cw * 1.12)},${n(cy - ch)}Z`,
          hsl(pal.hue, 25, 85),
        ) +
        path(
          box(cx + cw * 0.2, cy - ch * 0.7, cw * 0.18, ch * 0.4) +
            box(cx + cw * 0.58, cy - ch * 0.7, cw * 0.18, ch * 0.4),
          pal.lamp,
        ) +
        path(front, pal.near),
    };
  },
};

const sea: Motif = {
  key: 'sea',
  mood: { hues: [185, 222], glow: -175, accent: 180, time: 'dusk' },
  stars: 30,
  draw(f) {
    const { w, h, fx, hy, s, pal, away } = f;
    const edge = away > 0 ? -s * 0.05 : w + s * 0.05;
    const top = hy - s * 0.1;
    const cliff =
      `M${n(edge)},${n(h)}L${n(edge)},${n(top - s * 0.02)}L${n(fx - away * s * 0.08)},${n(top)}` +
      `Q${n(fx + away * s * 0.1)},${n(top - s * 0.01)} ${n(fx + away * s * 0.16)},${n(hy + s * 0.06)}L${n(fx + away * s * 0.24)},${n(h)}Z`;
    const tw = s * 0.06;
    const th = s * 0.24;
    const base = top + s * 0.005;
    const tower = `M${n(fx - tw / 2)},${n(base)}L${n(fx - tw * 0.34)},${n(base - th)}L${n(fx + tw * 0.34)},${n(base - th)}L${n(fx + tw / 2)},${n(base)}Z`;
    const ly = base - th - s * 0.03;
    const orbX = fx + away * f.room * (f.portrait ? 0.5 : 0.36);
    const orbY = hy - s * 0.1;
    let shimmer = '';
    for (let i = 0; i < 6; i++) {
      const half = s * (0.07 - i * 0.008) * (0.7 + f.rand() * 0.6);
      shimmer += box(orbX - half, hy + s * (0.02 + i * 0.028), half * 2, s * 0.005);
    }
    const bx = fx + away * f.room * (f.portrait ? 0.7 : 0.2);
    const by = hy + s * 0.07;
    const bs = s * 0.05;
    const beamEnd = fx + away * f.room * (f.portrait ? 1.1 : 0.75);
    return {
      defs:
        glow('halo', pal.orbGlow, 0.5) +
        linear('water', [
          [0, pal.far],
          [1, pal.near],
        ]) +
        linear(
          'beam',
          [
            [0, pal.lamp, 0.4],
            [1, pal.lamp, 0],
          ],
          away > 0 ? 0 : 1,
          0,
          away > 0 ? 1 : 0,
          0,
        ),
      body:
        orb(f, orbX, orbY, s * 0.06, 4.5) +
        clouds(f, 3, hy * 0.3, hy * 0.85, 0.2) +
        `<rect y="${n(hy)}" width="${w}" height="${n(h - hy)}" fill="url(#water)"/>` +
        path(shimmer, pal.orb, ' fill-opacity=".4"') +
        `<polygon points="${n(fx)},${n(ly)} ${n(beamEnd)},${n(ly - s * 0.14)} ${n(beamEnd)},${n(ly + s * 0.08)}" fill="url(#beam)"/>` +
        path(
          `M${n(bx - bs)},${n(by - bs * 0.3)}L${n(bx + bs)},${n(by - bs * 0.3)}L${n(bx + bs * 0.7)},${n(by)}L${n(bx - bs * 0.7)},${n(by)}Z`,
          pal.near,
        ) +
        path(
          `M${n(bx)},${n(by - bs * 0.35)}L${n(bx)},${n(by - bs * 1.9)}L${n(bx + bs * 0.8)},${n(by - bs * 0.35)}Z`,
          pal.haze,
          ' fill-opacity=".85"',
        ) +
        path(cliff, pal.near) +
        path(tower, hsl(pal.hue, 15, 88)) +
        path(
          box(fx - tw * 0.42, base - th * 0.62, tw * 0.84, th * 0.12) +
            box(fx - tw * 0.38, base - th * 0.3, tw * 0.76, th * 0.12),
          pal.accent,
        ) +
        circle(fx, ly, s * 0.07, 'url(#halo)') +
        path(box(fx - tw * 0.28, ly - s * 0.02, tw * 0.56, s * 0.035), pal.lamp) +
        path(
          box(fx - tw * 0.5, base - th, tw, s * 0.008) +
            `M${n(fx - tw * 0.38)},${n(ly - s * 0.02)}L${n(fx)},${n(ly - s * 0.05)}L${n(fx + tw * 0.38)},${n(ly - s * 0.02)}Z`,
          pal.near,
        ),
    };
  },
};

const mountains: Motif = {
  key: 'peaks',
  mood: { hues: [225, 290], glow: 30, accent: 160, time: 'night' },
  stars: 110,
  draw(f) {
    const { w, h, fx, hy, s, pal, away } = f;
    const range = (base: number, rise: number, count: number, spread: number) =>
      wave(f.rand, -w * 0.05, w * 1.05, count, base, rise).map(([x, y]): [number, number] => [
        x,
        base - (base - y) * (0.35 + 0.65 * Math.exp(-(((x - fx) / (s * spread)) ** 2))),
      ]);
    const ground = hy + s * 0.1;
    const tx = fx + away * s * 0.06;
    const tw = s * 0.12;
    const cometX = fx + away * s * 0.25;
    const cometY = hy * 0.18;
    return {
      defs:
        glow('halo', pal.orbGlow, 0.35) +
        glow('band', pal.haze, 0.22) +
        glow('warm', pal.lamp, 0.6) +
        linear(
          'tail',
          [
            [0, '#fff', 0.9],
            [1, '#fff', 0],
          ],
          away > 0 ? 0 : 1,
          0,
          away > 0 ? 1 : 0,
          0,
        ),
      body:
        ellipse(
          w / 2,
          hy * 0.4,
          w * 0.7,
          s * 0.1,
          'url(#band)',
          ` transform="rotate(${away * -14} ${n(w / 2)} ${n(hy * 0.4)})"`,
        ) +
        `<polygon points="${n(cometX)},${n(cometY - s * 0.004)} ${n(cometX + away * s * 0.32)},${n(cometY - s * 0.09)} ${n(cometX)},${n(cometY + s * 0.004)}" fill="url(#tail)"/>` +
        circle(cometX, cometY, s * 0.006, '#fff') +
        path(
          peaks(range(hy - s * 0.02, s * 0.36, 11, 0.6), hy + s * 0.1),
          hsl(pal.hue - 6, 30, f.time === 'night' ? 25 : 33),
        ) +
        path(
          peaks(range(hy + s * 0.04, s * 0.2, 8, 0.9), hy + s * 0.2),
          hsl(pal.hue - 12, 32, f.time === 'night' ? 14 : 20),
        ) +
        path(ridge(wave(f.rand, -w * 0.05, w * 1.05, 4, ground, s * 0.05), h), pal.near) +
        ellipse(tx, ground - s * 0.04, s * 0.16, s * 0.06, 'url(#warm)') +
        path(
          `M${n(tx - tw / 2)},${n(ground - s * 0.015)}L${n(tx)},${n(ground - s * 0.1)}L${n(tx + tw / 2)},${n(ground - s * 0.015)}Z`,
          hsl(pal.hue + 160, 45, 35),
        ) +
        path(
          `M${n(tx - tw * 0.12)},${n(ground - s * 0.015)}L${n(tx)},${n(ground - s * 0.06)}L${n(tx + tw * 0.12)},${n(ground - s * 0.015)}Z`,
          pal.lamp,
        ) +
        path(figure(fx - away * s * 0.1, ground - s * 0.01, s * 0.15), pal.near),
    };
  },
};

const road: Motif = {
  key: 'road',
  mood: { hues: [250, 330], glow: 50, accent: 180, time: 'dusk' },
  stars: 35,
  draw(f) {
    const { w, h, fx, hy, s, pal, away } = f;
    const spread = s * 0.95;
    const at = (t: number, side: number) => [fx + side * (s * 0.006 + spread * t), hy + (h - hy) * t] as const;
    let dashes = '';
    for (let k = 0; k < 7; k++) {
      const t0 = (k / 7) ** 1.6;
      const t1 = ((k + 0.5) / 7) ** 1.6;
      const y0 = hy + (h - hy) * t0;
      const y1 = hy + (h - hy) * t1;
      dashes += `M${n(fx - s * 0.01 * t0)},${n(y0)}L${n(fx + s * 0.01 * t0)},${n(y0)}L${n(fx + s * 0.012 * t1)},${n(y1)}L${n(fx - s * 0.012 * t1)},${n(y1)}Z`;
    }
    let lamps = '';
    let lights = '';
    for (const t of [0.12, 0.3, 0.62]) {
      const [x, y] = at(t * 1.15, -away);
      const tall = s * 0.5 * t + s * 0.02;
      lamps += box(x - s * 0.004 * (t + 0.3), y - tall, s * 0.008 * (t + 0.3), tall);
      lights +=
        circle(x, y - tall, s * 0.12 * (t + 0.2), 'url(#lamp)') + circle(x, y - tall, s * 0.01 * (t + 0.4), pal.lamp);
    }
    const t = 0.42;
    const [cx, cy] = [fx + away * spread * t * 0.35, hy + (h - hy) * t];
    const cw = s * 0.2;
    const ch = cw * 0.34;
    const [l0, y0] = at(0, -1);
    const [r0] = at(0, 1);
    const [l1, y1] = at(1, -1);
    const [r1] = at(1, 1);
    return {
      defs:
        glow('halo', pal.orbGlow, 0.5) +
        glow('lamp', pal.lamp, 0.45) +
        glow('tail', hsl(355, 95, 55), 0.8) +
        linear('asphalt', [
          [0, hsl(pal.hue + 20, 30, 30)],
          [0.35, hsl(pal.hue, 22, 14)],
          [1, hsl(pal.hue, 25, 5)],
        ]),
      body:
        orb(f, fx, hy - s * 0.02, s * 0.12, 2.6) +
        clouds(f, 3, hy * 0.25, hy * 0.8, 0.2) +
        path(ridge(wave(f.rand, -w * 0.05, w * 1.05, 6, hy + s * 0.005, s * 0.07), hy + 2), pal.far) +
        path(box(0, hy, w, h - hy), pal.mid) +
        `<polygon points="${n(l0)},${n(y0)} ${n(r0)},${n(y0)} ${n(r1)},${n(y1)} ${n(l1)},${n(y1)}" fill="url(#asphalt)"/>` +
        path(dashes, pal.lamp, ' fill-opacity=".75"') +
        path(
          `M${n(l0)},${n(y0)}L${n(l1)},${n(y1)}L${n(l1 + s * 0.025)},${n(y1)}Z` +
            `M${n(r0)},${n(y0)}L${n(r1)},${n(y1)}L${n(r1 - s * 0.025)},${n(y1)}Z`,
          pal.haze,
          ' fill-opacity=".45"',
        ) +
        lights +
        path(lamps, pal.near) +
        path(
          `M${n(cx - cw / 2)},${n(cy)}L${n(cx - cw / 2)},${n(cy - ch * 0.55)}L${n(cx - cw * 0.32)},${n(cy - ch)}L${n(cx + cw * 0.32)},${n(cy - ch)}L${n(cx + cw / 2)},${n(cy - ch * 0.55)}L${n(cx + cw / 2)},${n(cy)}Z`,
          pal.near,
          ` stroke="${pal.haze}" stroke-opacity=".7" stroke-width="${n(s * 0.003)}"`,
        ) +
        circle(cx - cw * 0.36, cy - ch * 0.4, cw * 0.3, 'url(#tail)') +
        circle(cx + cw * 0.36, cy - ch * 0.4, cw * 0.3, 'url(#tail)') +
        path(
          box(cx - cw * 0.44, cy - ch * 0.46, cw * 0.14, ch * 0.12) +
            box(cx + cw * 0.3, cy - ch * 0.46, cw * 0.14, ch * 0.12),
          hsl(355, 95, 62),
        ),
    };
  },
};

const garden: Motif = {
  key: 'garden',
  mood: { hues: [305, 385], glow: 30, accent: -160, time: 'dusk' },
  stars: 16,
  draw(f) {
    const { w, h, fx, hy, s, pal } = f;
    const green = (l: number) => hsl(150 + (pal.hue % 20), 30, l);
    let far = '';
    let near = '';
    for (let i = 0; i < 7; i++) {
      const t = (i + 1) / 7;
      const y = hy + (h - hy) * t * t * 0.9;
      const tall = s * (0.1 + 0.55 * t * t);
      for (const side of [-1, 1]) {
        const x = fx + side * (s * 0.12 + s * 0.75 * t * t);
        if (t < 0.6) far += cypress(x, y, tall);
        else near += cypress(x, y, tall);
      }
    }
    const pw = s * 0.2;
    const ph = s * 0.1;
    const lip = s * 0.006;
    return {
      defs:
        glow('halo', pal.orbGlow, 0.55) +
        glow('spill', pal.lamp, 0.55) +
        linear('pool', [
          [0, pal.skyLow],
          [1, pal.skyMid],
        ]),
      body:
        orb(f, fx, hy - s * 0.22, s * 0.09, 3.2) +
        clouds(f, 3, hy * 0.2, hy * 0.75, 0.25) +
        path(ridge(wave(f.rand, -w * 0.05, w * 1.05, 6, hy, s * 0.06), h), green(18)) +
        path(box(0, hy, w, h - hy), green(9)) +
        `<polygon points="${n(fx - s * 0.05)},${n(hy + s * 0.01)} ${n(fx + s * 0.05)},${n(hy + s * 0.01)} ${n(fx + s * 0.42)},${n(h)} ${n(fx - s * 0.42)},${n(h)}" fill="${hsl(pal.hue, 20, 60)}" fill-opacity=".35"/>` +
        `<polygon points="${n(fx - s * 0.035)},${n(hy + s * 0.015)} ${n(fx + s * 0.035)},${n(hy + s * 0.015)} ${n(fx + s * 0.3)},${n(h)} ${n(fx - s * 0.3)},${n(h)}" fill="url(#pool)"/>` +
        ellipse(fx, hy + s * 0.03, s * 0.1, s * 0.02, 'url(#spill)') +
        path(
          box(fx - pw / 2, hy - ph, pw, ph + lip) +
            `M${n(fx - pw * 0.3)},${n(hy - ph)}A${n(pw * 0.3)},${n(pw * 0.3)} 0 0,1 ${n(fx + pw * 0.3)},${n(hy - ph)}Z`,
          green(14),
        ) +
        path(arch(fx, pw * 0.3, hy, hy - ph * 0.45, hy - ph * 0.8), pal.lamp) +
        path(far, green(13)) +
        path(near, green(6)),
    };
  },
};

const stage: Motif = {
  key: 'stage',
  mood: { hues: [265, 345], glow: 30, accent: 150, time: 'night' },
  stars: 0,
  draw(f) {
    const { w, h, fx, hy, s, pal, away } = f;
    const floor = hy + s * 0.06;
    const curtain = hsl(pal.hue + 20, 55, 26);
    const edge = away > 0 ? 0 : w;
    const cw = s * 0.32;
    const inner = edge + away * cw;
    let heads = '';
    for (let x = -s * 0.02; x < w + s * 0.05; x += s * (0.085 + f.rand() * 0.03)) {
      const y = h - s * (0.03 + f.rand() * 0.02);
      heads +=
        dot(x, y - s * 0.06, s * 0.04) +
        `M${n(x - s * 0.07)},${n(h + 2)}Q${n(x)},${n(y - s * 0.06)} ${n(x + s * 0.07)},${n(h + 2)}Z`;
    }
    let dust = '';
    for (let i = 0; i < 14; i++) dust += dot(fx + (f.rand() - 0.5) * s * 0.3, f.rand() * floor, s * 0.002);
    return {
      defs:
        linear('beam', [
          [0, pal.haze, 0.55],
          [1, pal.haze, 0.12],
        ]) +
        glow('pool', pal.haze, 0.7) +
        linear('wall', [
          [0, hsl(pal.hue, 40, 5)],
          [1, hsl(pal.hue, 45, 14)],
        ]) +
        `<linearGradient id="folds" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${n(s * 0.045)}" y2="0" spreadMethod="reflect"><stop offset="0" stop-color="${hsl(pal.hue + 20, 55, 12)}"/><stop offset="1" stop-color="${curtain}"/></linearGradient>` +
        linear('floor', [
          [0, hsl(pal.hue, 25, 16)],
          [1, hsl(pal.hue, 30, 4)],
        ]),
      body:
        `<rect width="${w}" height="${n(floor)}" fill="url(#wall)"/>` +
        `<rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="url(#floor)"/>` +
        `<polygon points="${n(fx - s * 0.03)},0 ${n(fx + s * 0.03)},0 ${n(fx + s * 0.26)},${n(floor)} ${n(fx - s * 0.26)},${n(floor)}" fill="url(#beam)"/>` +
        ellipse(fx, floor, s * 0.34, s * 0.07, 'url(#pool)') +
        path(dust, '#fff', ' fill-opacity=".5"') +
        path(
          `M${n(edge)},0L${n(inner)},0Q${n(inner - away * s * 0.06)},${n(floor * 0.6)} ${n(inner - away * s * 0.02)},${n(floor)}L${n(edge)},${n(floor)}Z`,
          'url(#folds)',
        ) +
        `<path d="M0,0H${w}V${n(s * 0.05)}Q${n(w * 0.75)},${n(s * 0.08)} ${n(w / 2)},${n(s * 0.05)}Q${n(w * 0.25)},${n(s * 0.08)} 0,${n(s * 0.05)}Z" fill="url(#folds)"/>` +
        path(
          figure(fx, floor, s * 0.3) +
            box(fx + away * s * 0.06, floor - s * 0.24, s * 0.005, s * 0.24) +
            dot(fx + away * s * 0.062, floor - s * 0.245, s * 0.01),
          hsl(pal.hue, 30, 3),
        ) +
        path(heads, '#050407'),
    };
  },
};

export const MOTIFS: Record<MotifKey, Motif> = {
  desert,
  city,
  train,
  portal,
  snow,
  sea,
  peaks: mountains,
  road,
  garden,
  stage,
};
