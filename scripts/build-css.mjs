// Builds src/styles/site.scss into src/styles/generated/site-ltr.css and, through RTLCSS,
// site-rtl.css (Bootstrap's own way to its RTL build), and copies the Vazirmatn files the
// stylesheet names into public/fonts. The outputs are committed; a unit test checks they match.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileCss } from './css.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { ltr, rtl } = compileCss(root);
mkdirSync(`${root}src/styles/generated`, { recursive: true });
writeFileSync(`${root}src/styles/generated/site-ltr.css`, ltr);
writeFileSync(`${root}src/styles/generated/site-rtl.css`, rtl);

mkdirSync(`${root}public/fonts`, { recursive: true });
for (const subset of ['arabic', 'latin']) {
  for (const weight of [400, 700]) {
    const file = `vazirmatn-${subset}-${weight}-normal.woff2`;
    copyFileSync(`${root}node_modules/@fontsource/vazirmatn/files/${file}`, `${root}public/fonts/${file}`);
  }
}
console.log(`css: ltr ${ltr.length} bytes, rtl ${rtl.length} bytes`);
