import { artworkDesign } from './artwork-design';

// Demo artwork as SVG: small (under 1 KB) and cacheable forever. Used for the payment icons
// (operator, gateway); photos (posters, backdrops, …) are JPEG (artwork-jpeg.ts), because every
// SVG image costs the browser a document of its own on the main thread, and social cards do not
// show SVG.

/** `name` is the file name without .svg (see artworkDesign). */
export function renderArtwork(kind: string, name: string): string | null {
  const design = artworkDesign(kind, name);
  if (!design) return null;
  const { width, height, hue, hue2 } = design;
  const shapes = design.circles
    .map((c) => `<circle cx="${c.cx}" cy="${c.cy}" r="${c.r}" fill="hsl(${c.hue} 70% 70%)" fill-opacity=".18"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 55% 32%)"/><stop offset="1" stop-color="hsl(${hue2} 60% 14%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`
  );
}
