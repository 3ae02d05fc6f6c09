import { hsl } from './kit';

// What a motif draws into (docs/decisions/0014-demo-artwork.md): the picture's size, where its
// subject stands and its horizon lies, which way the calm side (the page's text) is, and the
// colours of the title's palette at the scene's time of day.

export type TimeOfDay = 'dusk' | 'night' | 'dawn';

export interface Palette {
  /** The sky from its top to the horizon. */
  skyTop: string;
  skyMid: string;
  skyLow: string;
  /** Sun or moon, and the glow around it. */
  orb: string;
  orbGlow: string;
  /** Silhouettes, far (lightest) to near (darkest). */
  far: string;
  mid: string;
  near: string;
  /** Warm light: windows, lamps, a lantern. */
  lamp: string;
  /** A second colour for signs, tiles and sails, apart from the sky's. */
  accent: string;
  /** Cloud and haze. */
  haze: string;
  /** The palette's hue (for motifs that tint their own shapes). */
  hue: number;
}

export interface Frame {
  w: number;
  h: number;
  /** The subject's x: the end side of a backdrop, the middle of a poster. */
  fx: number;
  /** The horizon's y. */
  hy: number;
  /** The scale of the subject and the scene's details (a figure is about a fifth of it). */
  s: number;
  /** From the subject towards the calm side: +1 right, -1 left. */
  away: 1 | -1;
  /** The room from the subject to the calm side's edge. */
  room: number;
  portrait: boolean;
  time: TimeOfDay;
  rand: () => number;
  pal: Palette;
}

export interface Mood {
  /** The range of the sky's hue the title's hue is mapped into. */
  hues: [number, number];
  /** How far the horizon's glow turns from the sky's hue. */
  glow: number;
  /** The accent's hue relative to the sky's. */
  accent: number;
  /** The motif's usual time: a still may move it. */
  time: TimeOfDay;
}

const LIGHT: Record<TimeOfDay, number> = { night: 0, dusk: 1, dawn: 1.15 };
/** Dawn turns the horizon's glow and the sky's hue towards rose and gold. */
const TURN: Record<TimeOfDay, number> = { night: 0, dusk: 0, dawn: -40 };

/** The palette of `mood` for a title whose own hues are `hue` and `hue2` (artwork-design.ts). */
export function palette(mood: Mood, hue: number, hue2: number, time: TimeOfDay): Palette {
  const [a, b] = mood.hues;
  const h = a + ((hue % 360) / 360) * (b - a) + TURN[time] * 0.3;
  const day = LIGHT[time];
  const glowHue = h + mood.glow + ((hue2 % 40) - 20) * 0.4 + TURN[time];
  return {
    skyTop: hsl(h + 8, 55, 6 + day * 5),
    skyMid: hsl(h, 50, 15 + day * 12),
    skyLow: hsl(glowHue, 65 + day * 10, 30 + day * 28),
    orb: hsl(glowHue + 15, 90, day ? 84 : 92),
    orbGlow: hsl(glowHue + 10, 90, 70),
    far: hsl(h - 6, 30, 18 + day * 10),
    mid: hsl(h - 12, 34, 10 + day * 5),
    near: hsl(h - 18, 40, 4 + day * 2),
    lamp: hsl(38 + (hue2 % 14), 95, 68),
    accent: hsl(h + mood.accent, 75, 58),
    haze: hsl(glowHue + 5, 60, 55 + day * 15),
    hue: h,
  };
}
