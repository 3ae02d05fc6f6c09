// The HLS ladder: H.264 rungs from 240p to 1080p (Apple HLS Authoring Specification 2.1's
// 16:9 ladder, fewer rungs), each only where the source has the pixels: never upscaled.

/**
 * @typedef {{ height: number, kbps: number }} RungSpec a rung's height and its peak video bitrate
 * @typedef {{ name: string, dir: string, width: number, height: number, kbps: number, profile: string }} Rung
 */

/** @type {RungSpec[]} */
export const LADDER = [
  { height: 240, kbps: 400 },
  { height: 360, kbps: 800 },
  { height: 480, kbps: 1400 },
  { height: 720, kbps: 2800 },
  { height: 1080, kbps: 5000 },
];

const even = (/** @type {number} */ n) => Math.max(2, Math.round(n / 2) * 2);

/**
 * The rungs of `ladder` a source of `width`×`height` allows, each as wide as the source's shape
 * asks; a source smaller than the lowest rung gets one rung of its own size.
 * @param {{ width: number, height: number }} source
 * @param {RungSpec[]} [ladder]
 * @returns {Rung[]}
 */
export function ladderFor(source, ladder = LADDER) {
  const shape = source.width / source.height;
  const fits = ladder.filter((r) => r.height <= source.height && even(r.height * shape) <= even(source.width));
  const chosen = fits.length ? fits : [{ height: even(source.height), kbps: ladder[0]?.kbps ?? 400 }];
  return chosen.map(({ height, kbps }) => ({
    name: `${height}p`,
    dir: `v${height}`,
    width: even(height * shape),
    height,
    kbps,
    // High profile where the picture is large enough to gain from it (Apple 1.2: up to High 4.2).
    profile: height >= 480 ? 'high' : 'main',
  }));
}
