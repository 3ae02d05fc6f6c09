import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

// The Vazirmatn files the stylesheets name (public/fonts, committed). fontsource's Arabic-script
// file covers every language written in it (Urdu, Sindhi, Kurdish, the presentation forms): 21 KB
// at weight 400, past the 14.6 KB a new connection's first round trip carries. The site writes
// Persian, so the English pages' Persian file is cut to the characters its @font-face declares
// (unicode-range in src/styles/_fonts.scss, the one definition): 12.4 KB. A character outside it,
// in a provider's text, is drawn by the fallback font. The Latin file is fontsource's as it is.
// The Persian pages' file of each weight is the same Persian cut and fontsource's Latin range in
// one file, cut from the whole font of the `vazirmatn` package (fontsource's upstream; fontsource
// ships only per-script files), so a Persian page fetches one file a weight
// (docs/decisions/0008-fonts.md).

const SOURCE = 'node_modules/@fontsource/vazirmatn/files';
/** The whole font of each weight, Persian and Latin in one file. */
const WHOLE = { 400: 'Regular', 700: 'Bold' };
const wholeSource = (file) => {
  const weight = /-(\d{3})-/.exec(file)?.[1];
  const name = weight && WHOLE[/** @type {'400' | '700'} */ (weight)];
  if (!name) throw new Error(`no whole Vazirmatn for ${file}`);
  return `node_modules/vazirmatn/fonts/webfonts/Vazirmatn-${name}.woff2`;
};

/**
 * The code points of a CSS unicode-range ("U+0621-063A, U+067E").
 * @param {string} range
 * @returns {number[]}
 */
export function codePointsOf(range) {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    const end = Number.parseInt(to, 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

/**
 * Each font file the stylesheet names, with the unicode-range of its @font-face.
 * @param {string} css
 * @returns {{ file: string, range: string }[]}
 */
export function fontFaces(css) {
  return [...css.matchAll(/@font-face\{[^}]*\}/g)].flatMap(([rule]) => {
    const file = /url\(["']?\/fonts\/([\w.-]+\.woff2)["']?\)/.exec(rule)?.[1];
    const range = /unicode-range:([^;}]+)/.exec(rule)?.[1];
    return file && range ? [{ file, range }] : [];
  });
}

/**
 * Whether the build cuts `file` to its @font-face's range: the Arabic-script files (Persian) and
 * the Persian pages' files (Persian and Latin).
 * @param {string} file
 */
export const isCutToRange = (file) => file.includes('-arabic-') || isPersianPages(file);

/**
 * Whether `file` is a Persian page's file of one weight, cut from the whole font.
 * @param {string} file
 */
export const isPersianPages = (file) => file.includes('-fa-');

/**
 * Writes public/fonts for the faces of the stylesheets given (both directions): fontsource's
 * Latin files as they are, the others cut to their range.
 * @param {string} root @param {string[]} sheets
 */
export async function writeFonts(root, ...sheets) {
  const faces = new Map(sheets.flatMap((css) => fontFaces(css)).map((face) => [face.file, face.range]));
  for (const [file, range] of faces) {
    const target = `${root}public/fonts/${file}`;
    if (!isCutToRange(file)) {
      copyFileSync(`${root}${SOURCE}/${file}`, target);
      continue;
    }
    const source = isPersianPages(file) ? `${root}${wholeSource(file)}` : `${root}${SOURCE}/${file}`;
    const text = String.fromCodePoint(...codePointsOf(range));
    writeFileSync(target, await subsetFont(readFileSync(source), text, { targetFormat: 'woff2' }));
  }
}
