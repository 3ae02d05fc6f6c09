// Draws each brand's logo (public/brand/<brand>/logo.svg and logo-dark.svg) with its wordmark as
// outlines: an SVG in an <img> cannot use the page's web fonts, so a <text> wordmark fell back to
// a system font (issue: "the logo wordmark is SVG text in an <img> and renders in a system font").
// The glyphs are Vazirmatn ExtraBold (@fontsource/vazirmatn, the site's font), read by opentype.js.
// Run: node scripts/brand/logos.mjs (the SVGs are committed; run again when a brand's name changes).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);
const fontFile = require.resolve('@fontsource/vazirmatn/files/vazirmatn-latin-800-normal.woff');
const buffer = readFileSync(fontFile);
const font = opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));

// DESIGN.md §5 Header: a 32 px mark, then the wordmark at 22/800.
const BRANDS = [
  { dir: 'main', word: 'Pardeh', mark: { light: '#b0164f', dark: '#e0457f' } },
  { dir: 'partner', word: 'Cinema', mark: { light: '#0b6e4f', dark: '#2fb37f' } },
];
const INK = { light: '#1b1e21', dark: '#f1f3f5' };
const SIZE = 22;
const X = 42;
const BASELINE = 28;

/** The word's outline, glyph by glyph with kerning (Latin needs no shaping; opentype.js's own
 * shaper stops at a contextual lookup of this font). */
function outline(word) {
  const path = new opentype.Path();
  const scale = SIZE / font.unitsPerEm;
  let x = X;
  const glyphs = Array.from(word, (char) => font.charToGlyph(char));
  glyphs.forEach((glyph, i) => {
    path.extend(glyph.getPath(x, BASELINE, SIZE));
    const next = glyphs[i + 1];
    x += (glyph.advanceWidth + (next ? font.getKerningValue(glyph, next) : 0)) * scale;
  });
  return path;
}

for (const brand of BRANDS) {
  const path = outline(brand.word);
  const box = path.getBoundingBox();
  // The header reserves 140×40 for a logo before it loads (its <img> width and height): a logo of
  // another width would move the header when it arrives (tests/e2e/layout-shift.spec.ts).
  const width = Math.max(140, Math.ceil(box.x2) + 2);
  for (const scheme of /** @type {const} */ (['light', 'dark'])) {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">` +
      `<title>${brand.word}</title>` +
      `<rect x="0" y="4" width="32" height="32" rx="8" fill="${brand.mark[scheme]}"/>` +
      `<path d="M12 12v16l13-8z" fill="#fff"/>` +
      `<path fill="${INK[scheme]}" d="${path.toPathData(1)}"/></svg>\n`;
    const file = `public/brand/${brand.dir}/${scheme === 'light' ? 'logo' : 'logo-dark'}.svg`;
    writeFileSync(file, svg);
    console.log(`${file}: ${svg.length} bytes, ${width}×40`);
  }
}
