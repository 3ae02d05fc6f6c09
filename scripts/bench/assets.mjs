// The JavaScript and CSS a page loads before any interaction, in gzip bytes: module scripts,
// modulepreloads and inline scripts of the HTML, and its stylesheets.
import { gzipSync } from 'node:zlib';

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

export async function pageWeight(origin, path) {
  const html = await (await fetch(origin + path)).text();
  const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const jsUrls = new Set([
    ...scripts
      .filter((tag) => !tag.includes('application/ld+json'))
      .map((tag) => attr(tag, 'src'))
      .filter(Boolean),
    ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) => attr(m[0], 'href')).filter(Boolean),
  ]);
  // Astro islands load their component and renderer from attributes of <astro-island>.
  for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const name of ['component-url', 'renderer-url']) {
      const url = attr(m[0], name);
      if (url) jsUrls.add(url);
    }
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1],
  );
  const cssUrls = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map((m) => attr(m[0], 'href'))
    .filter(Boolean);
  const fetchGz = async (url) => gz(await (await fetch(new URL(url, origin))).text());
  const modules = await withStaticImports(origin, jsUrls);
  const js = [...modules.values()].reduce((a, b) => a + b, 0) + inline.reduce((a, s) => a + gz(s), 0);
  const css = (await Promise.all(cssUrls.map(fetchGz))).reduce((a, b) => a + b, 0);
  return { html: gz(html), js, css, jsFiles: modules.size, inlineScripts: inline.length, modules };
}

/**
 * Every module the entry scripts load before running: the entries and, transitively, what they
 * import statically (`import … from "./x.js"`, `import "./x.js"`). Dynamic `import()` is left out:
 * it loads on use (a modal's code when it opens). Answers url → gzip bytes.
 */
async function withStaticImports(origin, entries) {
  const sizes = new Map();
  const queue = [...entries].map((url) => new URL(url, origin).href);
  while (queue.length > 0) {
    const url = queue.pop();
    if (sizes.has(url)) continue;
    const text = await (await fetch(url)).text();
    sizes.set(url, gz(text));
    for (const m of text.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
      queue.push(new URL(m[1], url).href);
    }
  }
  return sizes;
}
