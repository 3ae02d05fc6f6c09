import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileCss } from '../../scripts/css.mjs';

const root = new URL('../../', import.meta.url).pathname;

describe('the committed stylesheets', async () => {
  const { ltr, rtl } = (await compileCss(root)) as { ltr: string; rtl: string };

  it('match what the Sass sources build (run node scripts/build-css.mjs after editing them)', () => {
    expect(readFileSync(`${root}src/styles/generated/site-ltr.css`, 'utf8')).toBe(ltr);
    expect(readFileSync(`${root}src/styles/generated/site-rtl.css`, 'utf8')).toBe(rtl);
  });

  it('mirror physical directions for the rtl build', () => {
    expect(ltr).toContain('margin-left');
    const sample = /\.me-2\{margin-right:[^}]+\}/.exec(ltr)?.[0];
    expect(sample).toBeTruthy();
    expect(rtl).toContain(sample!.replace('margin-right', 'margin-left'));
  });

  it('keep unmirrored what DESIGN.md §6 says never mirrors: a check mark, a play mark', () => {
    // /*! rtl:ignore */ before each physical side: Sass's compressed output drops a quiet comment.
    const rule = (css: string, selector: string) => new RegExp(`${selector.replace(/[.*]/g, '\\$&')}\\{[^}]+\\}`).exec(css)?.[0];
    for (const selector of ['.is-selected .plan-card__radio::after', '.episode-row__play::after']) {
      expect(rule(ltr, selector), selector).toContain('border-left:');
      expect(rule(rtl, selector), selector).toBe(rule(ltr, selector));
    }
    expect(ltr + rtl).not.toContain('rtl:ignore');
  });

  it("keep the Bootstrap rules the site's markup uses and drop the rest", () => {
    // Written in components and islands: the button, the form control, a spacing utility.
    for (const rule of ['.btn{', '.form-control{', '.mb-3{']) expect(ltr, rule).toContain(rule);
    // Never written anywhere in src/: input groups, tabs, sticky helpers.
    for (const rule of ['.input-group{', '.nav-tabs{', '.sticky-top{']) expect(ltr, rule).not.toContain(rule);
    // Our own partials are kept whole, whatever the markup says (a class built at run time).
    expect(ltr).toContain('dialog.sheet--plans');
    expect(ltr).not.toContain('purgecss');
  });

  it('load Vazirmatn with font-display swap', () => {
    expect(ltr).toContain('font-family:Vazirmatn');
    expect(ltr).toContain('font-display:swap');
  });
});
