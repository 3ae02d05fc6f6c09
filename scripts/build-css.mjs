// Builds each sheet of src/styles (css.mjs: site.scss, title.scss, …) into
// src/styles/generated/<name>-ltr.css and, through RTLCSS, <name>-rtl.css (Bootstrap's own way to
// its RTL build), and writes the Vazirmatn files the stylesheet names into public/fonts
// (scripts/fonts.mjs). The outputs are committed; unit tests check they match their sources.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileSheets } from './css.mjs';
import { writeFonts } from './fonts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sheets = await compileSheets(root);
mkdirSync(`${root}src/styles/generated`, { recursive: true });
for (const [name, { ltr, rtl }] of Object.entries(sheets)) {
  writeFileSync(`${root}src/styles/generated/${name}-ltr.css`, ltr);
  writeFileSync(`${root}src/styles/generated/${name}-rtl.css`, rtl);
  console.log(`css: ${name} ltr ${ltr.length} bytes, rtl ${rtl.length} bytes`);
}

mkdirSync(`${root}public/fonts`, { recursive: true });
await writeFonts(root, sheets.site.ltr, sheets.site.rtl);
