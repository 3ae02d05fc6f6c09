// The HTML and the stylesheets a page loads before any interaction, in gzip -9 bytes. (Its
// JavaScript is measured in the browser: bench/javascript.mjs.)
import { gzipSync } from 'node:zlib';

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

export async function pageWeight(origin, path) {
  const html = await (await fetch(origin + path)).text();
  const cssUrls = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map((m) => m[0].match(/href="([^"]+)"/)?.[1])
    .filter(Boolean);
  const css = await Promise.all(cssUrls.map(async (url) => gz(await (await fetch(new URL(url, origin))).text())));
  return { html: gz(html), css: css.reduce((a, b) => a + b, 0) };
}
