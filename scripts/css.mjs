import rtlcss from 'rtlcss';
import * as sass from 'sass';

/** The site's CSS in both directions, minified. */
export function compileCss(root) {
  const { css } = sass.compile(`${root}src/styles/site.scss`, {
    style: 'compressed',
    loadPaths: [`${root}node_modules`],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  });
  // The CSS is inlined into <style>: no byte-order mark (Sass adds one to non-ASCII output).
  const clean = css.replace(/^\ufeff/, '');
  return { ltr: `${clean}\n`, rtl: `${latinOptional(rtlcss.process(clean))}\n` };
}

/**
 * A Persian page preloads only the Persian subset of its font; its Latin words (the logo, a
 * title's English name) used the Latin subset when it came, and the text reflowed after first
 * paint (a layout shift Lighthouse measured on film pages). On the right-to-left sheet the Latin
 * subset is `optional`: used when it is already there (cached, or in the first 100 ms), else the
 * system font for that visit, never a swap. English pages preload it and keep `swap`.
 */
function latinOptional(css) {
  return css.replace(/@font-face\{[^}]*\}/g, (face) =>
    face.includes('vazirmatn-latin-') ? face.replace('font-display:swap', 'font-display:optional') : face,
  );
}
