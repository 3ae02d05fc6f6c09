import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { create } from 'fontkitten';
import { describe, expect, it } from 'vitest';
import { codePointsOf, fontFaces } from '../../scripts/fonts.mjs';

// The Persian font files are cut to the characters their @font-face declares (scripts/fonts.mjs):
// the browser picks a face by its unicode-range, so the file must draw all of it, and the site's
// own Persian text must fall inside it, or it would be drawn in the fallback font.

const root = new URL('../../', import.meta.url).pathname;
// English pages (the left-to-right sheet) name the Persian cut and the Latin files apart; Persian
// pages (right-to-left) one file a weight holding both (scripts/fonts.mjs, src/styles/_fonts.scss).
const css = readFileSync(`${root}src/styles/generated/site-ltr.css`, 'utf8');
const rtlCss = readFileSync(`${root}src/styles/generated/site-rtl.css`, 'utf8');
// Each file once: the English title pages' family (Vazirmatn mixed) names the same files again.
const persianFaces = [
  ...new Map(fontFaces(css).filter(({ file }) => file.includes('-arabic-')).map((face) => [face.file, face])).values(),
];
const persianRange = new Set(codePointsOf(persianFaces[0]!.range));

/** The one font in a font file (fontkitten also reads collections, which these are not). */
function fontOf(path: string) {
  const font = create(readFileSync(path));
  if (!('characterSet' in font)) throw new Error(`${path} is a font collection`);
  return font;
}

/** Every file under `dir` whose name ends with one of `endings`. */
function files(dir: string, endings: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, endings);
    return endings.some((ending) => name.endsWith(ending)) ? [path] : [];
  });
}

// Arabic, Arabic Supplement, Extended-A/B and the presentation forms: what Persian text is written in.
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

describe("the English pages' Persian font files", () => {
  it('are named by the stylesheet at both weights, with one range', () => {
    expect(persianFaces.map(({ file }) => file).sort()).toEqual([
      'vazirmatn-arabic-400-normal.woff2',
      'vazirmatn-arabic-700-normal.woff2',
    ]);
    expect(new Set(persianFaces.map(({ range }) => range)).size).toBe(1);
  });

  it.each(persianFaces)('$file draws exactly the characters its @font-face declares', ({ file }) => {
    const font = fontOf(`${root}public/fonts/${file}`);
    // U+FFFF, a noncharacter no text holds, is how the font's map ends; it draws nothing.
    const drawn = [...font.characterSet].filter((codePoint) => codePoint !== 0xffff);
    expect(drawn.sort((a, b) => a - b)).toEqual([...persianRange].sort((a, b) => a - b));
    // Cutting keeps the vertical metrics the fallback fonts are set to (src/styles/_fonts.scss).
    expect([font.unitsPerEm, font.ascent, font.descent]).toEqual([2048, 2100, -1100]);
  });

  it("cover every Persian character of the site's texts and the demo catalog", () => {
    const sources = [...files(`${root}locales`, ['fa.json']), ...files(`${root}src/provider/seed`, ['.ts', '.json'])];
    expect(sources.length).toBeGreaterThan(4);
    const used = new Set(sources.flatMap((path) => readFileSync(path, 'utf8').match(ARABIC_SCRIPT) ?? []));
    expect(used.size).toBeGreaterThan(30);
    const outside = [...used].filter((char) => !persianRange.has(char.codePointAt(0)!));
    expect(outside.map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()} ${char}`)).toEqual([]);
  });
});

describe('the Latin font files', () => {
  it.each(fontFaces(css).filter(({ file }) => file.includes('-latin-')))("$file is fontsource's own", ({ file }) => {
    const built = readFileSync(`${root}public/fonts/${file}`);
    expect(built.equals(readFileSync(`${root}node_modules/@fontsource/vazirmatn/files/${file}`))).toBe(true);
  });
});

describe("the Persian pages' font files", () => {
  const faces = fontFaces(rtlCss);
  const latin = fontOf(`${root}node_modules/@fontsource/vazirmatn/files/vazirmatn-latin-400-normal.woff2`);
  const latinRange = new Set(codePointsOf(fontFaces(css).find(({ file }) => file.includes('-latin-'))!.range));

  it('are one file a weight, the only ones the right-to-left sheet names', () => {
    expect(faces.map(({ file }) => file).sort()).toEqual([
      'vazirmatn-fa-400-normal.woff2',
      'vazirmatn-fa-700-normal.woff2',
    ]);
  });

  it.each(faces)('$file draws the Persian cut and every character of the Latin file', ({ file, range }) => {
    const font = fontOf(`${root}public/fonts/${file}`);
    const drawn = new Set([...font.characterSet].filter((codePoint) => codePoint !== 0xffff));
    // What the Latin file draws inside its range (it also holds a few combining marks it does not declare).
    const latinDrawn = [...latin.characterSet].filter((codePoint) => latinRange.has(codePoint));
    expect([...persianRange].filter((codePoint) => !drawn.has(codePoint))).toEqual([]);
    expect(latinDrawn.filter((codePoint) => !drawn.has(codePoint))).toEqual([]);
    // Nothing outside its @font-face's range, which the browser would never ask it for.
    const declared = new Set(codePointsOf(range));
    expect([...drawn].filter((codePoint) => !declared.has(codePoint))).toEqual([]);
    expect([font.unitsPerEm, font.ascent, font.descent]).toEqual([2048, 2100, -1100]);
  });

  it("draws Latin as fontsource's file does: the same advance for every letter and digit", () => {
    const font = fontOf(`${root}public/fonts/vazirmatn-fa-400-normal.woff2`);
    const sample = [...'AaBbGgMmWwZz0123456789.,:;!?()-+ '];
    const advances = (of: typeof font) => sample.map((char) => of.glyphForCodePoint(char.codePointAt(0)!).advanceWidth);
    expect(advances(font)).toEqual(advances(latin));
  });
});
