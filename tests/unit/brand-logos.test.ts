import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A logo is shown through <img>, where an SVG cannot use the page's web fonts: a <text> wordmark
// was drawn in whatever system font the device had. The wordmarks are outlines
// (scripts/brand/logos.mjs), so every device draws them in Vazirmatn.
const brands = readdirSync('public/brand');

describe('brand logos', () => {
  for (const brand of brands)
    for (const file of readdirSync(`public/brand/${brand}`).filter((name) => name.endsWith('.svg')))
      it(`${brand}/${file} draws its wordmark as outlines and names it`, () => {
        const svg = readFileSync(`public/brand/${brand}/${file}`, 'utf8');
        expect(svg).not.toMatch(/<text[\s>]/);
        expect(svg).toMatch(/<title>[^<]+<\/title>/);
        expect(svg).toMatch(/<path[^>]* d="M[^"]{200,}"/);
      });
});
