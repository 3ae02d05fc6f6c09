// Builds src/styles/site.scss into src/styles/generated/site-ltr.css and, through RTLCSS,
// site-rtl.css (Bootstrap's own way to its RTL build), and writes the Vazirmatn files the
// stylesheet names into public/fonts (scripts/fonts.mjs). The outputs are committed; unit tests
// check they match their sources.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileCss } from './css.mjs';
import { writeFonts } from './fonts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { ltr, rtl } = await compileCss(root);
mkdirSync(`${root}src/styles/generated`, { recursive: true });
writeFileSync(`${root}src/styles/generated/site-ltr.css`, ltr);
writeFileSync(`${root}src/styles/generated/site-rtl.css`, rtl);

mkdirSync(`${root}public/fonts`, { recursive: true });
await writeFonts(root, ltr);
console.log(`css: ltr ${ltr.length} bytes, rtl ${rtl.length} bytes`);
