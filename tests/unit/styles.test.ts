import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileCss } from '../../scripts/css.mjs';

const root = new URL('../../', import.meta.url).pathname;

describe('the committed stylesheets', () => {
  const { ltr, rtl } = compileCss(root) as { ltr: string; rtl: string };

  it('match what the Sass sources build (run node scripts/build-css.mjs after editing them)', () => {
    expect(readFileSync(`${root}src/styles/generated/site-ltr.css`, 'utf8')).toBe(ltr);
    expect(readFileSync(`${root}src/styles/generated/site-rtl.css`, 'utf8')).toBe(rtl);
  });

  it('mirror physical directions for the rtl build', () => {
    expect(ltr).toContain('margin-left');
    const sample = /\.me-1\{margin-right:[^}]+\}/.exec(ltr)?.[0];
    expect(sample).toBeTruthy();
    expect(rtl).toContain(sample!.replace('margin-right', 'margin-left'));
  });

  it('load Vazirmatn with font-display swap', () => {
    expect(ltr).toContain('font-family:Vazirmatn');
    expect(ltr).toContain('font-display:swap');
  });
});
