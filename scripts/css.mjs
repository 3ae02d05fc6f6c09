import { PurgeCSS } from 'purgecss';
import rtlcss from 'rtlcss';
import * as sass from 'sass';

// Where the site's class names are written: pages, components, islands and the browser scripts
// that toggle classes. Tests are left out, so a class only they name does not keep its rule.
const CONTENT = ['src/**/*.astro', 'src/**/*.tsx', 'src/**/*.ts', 'src/**/*.mjs'];
const NOT_CONTENT = ['src/**/*.test.*', 'src/styles/**'];

// Bootstrap rules of elements the site's own markup does not write but text from the provider
// or a browser's own form controls may (a title's description, a select's option groups).
const ELEMENTS_KEPT = ['hr', 'abbr', 'blockquote', 'sup', 'sub', 'pre', 'code', 'kbd', 'samp', 'tfoot', 'optgroup'];

/**
 * Bootstrap's rules the site never uses: its components bring every size and variant (input
 * groups, card groups, tabs, sticky helpers, the utilities at every step), most of the sheet.
 * PurgeCSS keeps a rule only when its class, element or attribute is written somewhere in
 * CONTENT; our own partials sit between `purgecss start/end ignore` comments (site.scss) and are
 * kept whole, as are the custom properties that any kept rule reads.
 */
async function dropUnused(root, css) {
  const [result] = await new PurgeCSS().purge({
    content: [...CONTENT.map((glob) => `${root}${glob}`), { raw: ELEMENTS_KEPT.join(' '), extension: 'html' }],
    skippedContentGlobs: NOT_CONTENT.map((glob) => `${root}${glob}`),
    css: [{ raw: css }],
    variables: false,
    // Not `keyframes: true`: it looks for a keyframes' name only in the rules it walks, never in
    // our partials between the ignore comments, so it dropped every animation of ours (the
    // player's spinner, the code cells' caret, the hero's timer). Bootstrap's few stay.
    keyframes: false,
  });
  // The ignore comments are loud (/*! */) to survive Sass's compressed output; they go now.
  return (result?.css ?? css).replace(/\/\*! purgecss (start|end) ignore \*\//g, '');
}

/**
 * The site's sheets, each an entry in src/styles: `site` on every page, the others only on the
 * pages that draw them (src/styles/sheets.ts; docs/decisions/0007-stylesheet.md).
 */
export const SHEETS = ['site', 'title', 'modals', 'checkout', 'back-office'];

/**
 * A sheet's CSS for one direction: what stands between `/*! direction:ltr *\/` (or rtl) and
 * `/*! direction:end *\/` only in that direction's file (the fonts' faces, src/styles/_fonts.scss).
 * @param {string} css @param {'ltr' | 'rtl'} direction
 */
export function forDirection(css, direction) {
  const other = direction === 'ltr' ? 'rtl' : 'ltr';
  return css
    .replace(new RegExp(`/\\*!\\s*direction:${other}\\s*\\*/[\\s\\S]*?/\\*!\\s*direction:end\\s*\\*/`, 'g'), '')
    .replace(/\/\*!\s*direction:(ltr|rtl|end)\s*\*\//g, '');
}

/** One sheet's CSS in both directions, minified, without Bootstrap's unused rules. */
export async function compileSheet(root, name) {
  const { css } = sass.compile(`${root}src/styles/${name}.scss`, {
    style: 'compressed',
    loadPaths: [`${root}node_modules`],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  });
  // No byte-order mark (Sass adds one to non-ASCII output).
  const clean = await dropUnused(root, css.replace(/^\ufeff/, ''));
  // RTLCSS reads its loud directives (/*! rtl:ignore */) and drops them; the LTR file drops them too.
  const ltr = clean.replace(/\/\*!\s*rtl:[^*]*\*\//g, '');
  return { ltr: `${forDirection(ltr, 'ltr')}\n`, rtl: `${forDirection(rtlcss.process(clean), 'rtl')}\n` };
}

/** Every sheet in both directions: { site: { ltr, rtl }, title: { ltr, rtl }, … }. */
export async function compileSheets(root) {
  const sheets = await Promise.all(SHEETS.map(async (name) => [name, await compileSheet(root, name)]));
  return Object.fromEntries(sheets);
}
