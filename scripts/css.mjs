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
  return { ltr: `${clean}\n`, rtl: `${rtlcss.process(clean)}\n` };
}
