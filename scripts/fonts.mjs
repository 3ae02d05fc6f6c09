import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

// The Vazirmatn files the stylesheet names (public/fonts, committed). fontsource's Arabic-script
// file covers every language written in it (Urdu, Sindhi, Kurdish, the presentation forms): 21 KB
// at weight 400, past the 14.6 KB a new connection's first round trip carries. The site writes
// Persian, so that file is cut to the characters its @font-face declares (unicode-range in
// src/styles/_fonts.scss, the one definition): 12.4 KB. A character outside it, in a provider's
// text, is drawn by the fallback font. The Latin file is fontsource's as it is.

const SOURCE = 'node_modules/@fontsource/vazirmatn/files';

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
 * Whether the build cuts `file` to its @font-face's range: the Arabic-script files (Persian).
 * @param {string} file
 */
export const isCutToRange = (file) => file.includes('-arabic-');

/**
 * Writes public/fonts from fontsource's files: the Arabic-script ones cut to their range.
 * @param {string} root @param {string} css
 */
export async function writeFonts(root, css) {
  for (const { file, range } of fontFaces(css)) {
    const source = `${root}${SOURCE}/${file}`;
    const target = `${root}public/fonts/${file}`;
    if (!isCutToRange(file)) {
      copyFileSync(source, target);
      continue;
    }
    const text = String.fromCodePoint(...codePointsOf(range));
    writeFileSync(target, await subsetFont(readFileSync(source), text, { targetFormat: 'woff2' }));
  }
}
