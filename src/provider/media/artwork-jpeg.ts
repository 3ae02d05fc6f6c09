import { encode } from 'jpeg-js';
import { ARTWORK_WIDTHS } from '../../lib/rules/artwork-srcset';
import { artworkDesign, type ArtworkDesign } from './artwork-design';

// Demo photos (posters, backdrops, stills, cast, channels, genres) as JPEG: the browser decodes
// them off the main thread, and social cards show them. Drawn on first request at the asked
// width and kept (a few hundred small files at most), so a page's images cost no CPU after that.

const QUALITY = 72;
const CACHE_LIMIT = 600;

const cache = new Map<string, Uint8Array>();

/** sRGB bytes of an HSL colour (h in degrees, s and l in percent). */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** RGBA pixels of a design drawn `width` pixels wide (the height keeps the kind's ratio). */
function draw(design: ArtworkDesign, width: number): { data: Uint8Array; width: number; height: number } {
  const scale = width / design.width;
  const height = Math.round(design.height * scale);
  const data = new Uint8Array(width * height * 4);
  const [r0, g0, b0] = hsl(design.hue, 55, 32);
  const [r1, g1, b1] = hsl(design.hue2, 60, 14);
  // The SVG's linearGradient x1=0 y1=0 x2=1 y2=1 in bounding-box units: t = (x/w + y/h) / 2,
  // so each channel grows by a fixed step along a row.
  const channels = [
    [r0, r1 - r0],
    [g0, g1 - g0],
    [b0, b1 - b0],
  ] as const;
  for (let c = 0; c < 3; c++) {
    const [start, span] = channels[c]!;
    const stepX = span / (2 * width);
    for (let y = 0; y < height; y++) {
      let value = start + span * ((0.5 / width + (y + 0.5) / height) / 2);
      for (let i = y * width * 4 + c, end = i + width * 4; i < end; i += 4, value += stepX) data[i] = value;
    }
  }
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  for (const circle of design.circles) {
    const [cr, cg, cb] = hsl(circle.hue, 70, 70);
    const cx = circle.cx * scale;
    const cy = circle.cy * scale;
    const radius = circle.r * scale;
    const top = Math.max(0, Math.floor(cy - radius - 1));
    const bottom = Math.min(height - 1, Math.ceil(cy + radius + 1));
    const left = Math.max(0, Math.floor(cx - radius - 1));
    const right = Math.min(width - 1, Math.ceil(cx + radius + 1));
    for (let y = top; y <= bottom; y++) {
      const dy = y + 0.5 - cy;
      for (let x = left; x <= right; x++) {
        const dx = x + 0.5 - cx;
        // Coverage with a one-pixel soft edge, at 18% opacity.
        const coverage = Math.min(1, Math.max(0, radius - Math.sqrt(dx * dx + dy * dy) + 0.5)) * 0.18;
        if (coverage === 0) continue;
        const i = (y * width + x) * 4;
        data[i] = data[i]! + (cr - data[i]!) * coverage;
        data[i + 1] = data[i + 1]! + (cg - data[i + 1]!) * coverage;
        data[i + 2] = data[i + 2]! + (cb - data[i + 2]!) * coverage;
      }
    }
  }
  return { data, width, height };
}

/**
 * The JPEG bytes of `kind`/`name` (see artworkDesign), `width` pixels wide: the kind's own width
 * when omitted, else one of ARTWORK_WIDTHS below it. Null when there is no such picture.
 */
export function renderArtworkJpeg(kind: string, name: string, width?: number): Uint8Array | null {
  const design = artworkDesign(kind, name);
  if (!design) return null;
  const drawnWidth = width ?? design.width;
  if (drawnWidth !== design.width && !(ARTWORK_WIDTHS as readonly number[]).includes(drawnWidth)) return null;
  if (drawnWidth > design.width) return null;
  const key = `${kind}/${name.replace(/-(en|fa)$/, '')}@${drawnWidth}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const bytes = new Uint8Array(encode(draw(design, drawnWidth), QUALITY).data);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, bytes);
  return bytes;
}
