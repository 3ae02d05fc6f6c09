import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileSheets, SHEETS } from '../../scripts/css.mjs';

const root = new URL('../../', import.meta.url).pathname;
type Sheets = Record<string, { ltr: string; rtl: string }>;

/** The rule of `selector` in `css` (compressed output: `selector{…}`), if it has one. */
const rule = (css: string, selector: string) =>
  new RegExp(`(^|[}])${selector.replace(/[.*()[\]]/g, '\\$&')}\\{[^}]+\\}`).exec(css)?.[0];

/** Whether `css` has a rule whose selector names `selector` (not a longer name starting with it). */
const names = (css: string, selector: string) =>
  new RegExp(`(^|[},>~+ (])${selector.replace(/[.*()[\]]/g, '\\$&')}(?=[{,:. >[)])`).test(css);

describe('the committed stylesheets', async () => {
  const sheets = (await compileSheets(root)) as Sheets;
  const { ltr, rtl } = sheets['site']!;

  it.each(SHEETS as string[])(
    '%s matches what its Sass source builds (run node scripts/build-css.mjs after editing them)',
    (name) => {
      expect(readFileSync(`${root}src/styles/generated/${name}-ltr.css`, 'utf8')).toBe(sheets[name]!.ltr);
      expect(readFileSync(`${root}src/styles/generated/${name}-rtl.css`, 'utf8')).toBe(sheets[name]!.rtl);
    },
  );

  it.each(SHEETS as string[])('%s keeps the keyframes of every animation it names', (name) => {
    for (const css of [sheets[name]!.ltr, sheets[name]!.rtl]) {
      const used = new Set([...css.matchAll(/animation(?:-name)?:([a-z][\w-]*)/g)].map((match) => match[1]));
      used.delete('none');
      const defined = new Set([...css.matchAll(/@keyframes ([\w-]+)/g)].map((match) => match[1]));
      expect([...used].filter((animation) => !defined.has(animation))).toEqual([]);
    }
  });

  it('mirror physical directions for the rtl build', () => {
    expect(ltr).toContain('margin-left');
    const sample = /\.me-2\{margin-right:[^}]+\}/.exec(ltr)?.[0];
    expect(sample).toBeTruthy();
    expect(rtl).toContain(sample!.replace('margin-right', 'margin-left'));
  });

  it('keep unmirrored what DESIGN.md §6 says never mirrors: a check mark, a play mark', () => {
    // /*! rtl:ignore */ before each physical side: Sass's compressed output drops a quiet comment.
    for (const [sheet, selector] of [
      ['modals', '.is-selected .plan-card__radio::after'],
      ['title', '.episode-row__play::after'],
    ] as const) {
      const built = sheets[sheet]!;
      expect(rule(built.ltr, selector), selector).toContain('border-left:');
      expect(rule(built.rtl, selector), selector).toBe(rule(built.ltr, selector));
    }
    expect(Object.values(sheets).map(({ ltr, rtl }) => ltr + rtl)).not.toContainEqual(
      expect.stringContaining('rtl:ignore'),
    );
  });

  it("keep the Bootstrap rules the site's markup uses and drop the rest", () => {
    // Written in components and islands: the button, the form control, a spacing utility.
    for (const selector of ['.btn{', '.form-control{', '.mb-3{']) expect(ltr, selector).toContain(selector);
    // Never written anywhere in src/: input groups, tabs, sticky helpers.
    for (const selector of ['.input-group{', '.nav-tabs{', '.sticky-top{'])
      expect(ltr, selector).not.toContain(selector);
    // Our own partials are kept whole, whatever the markup says (a class built at run time).
    expect(sheets['modals']!.ltr).toContain('dialog.sheet--plans');
    expect(Object.values(sheets).map(({ ltr }) => ltr)).not.toContainEqual(expect.stringContaining('purgecss'));
  });

  it("leave out of the site's sheet what only some pages draw, each in the sheet of its pages", () => {
    const owners: [string, string][] = [
      ['.player-controls', 'title'],
      ['.title-stage', 'title'],
      ['.live-pill', 'title'],
      ['.sheet__body', 'modals'],
      ['.otp__cell', 'modals'],
      ['.plan-card', 'modals'],
      ['.callback__title', 'checkout'],
      ['.payments-table', 'checkout'],
      ['.admin-bar', 'back-office'],
      ['.table', 'back-office'],
    ];
    for (const [selector, sheet] of owners) {
      const defining = Object.keys(sheets).filter((name) => names(sheets[name]!.ltr, selector));
      expect(defining, selector).toEqual([sheet]);
    }
    // What every catalog page draws stays in it: the header, the hero, cards, the bottom bar.
    for (const selector of ['.site-header', '.hero', '.poster-card', '.bottom-bar', '.alert-warning'])
      expect(names(ltr, selector), selector).toBe(true);
  });

  it('load Vazirmatn with font-display swap', () => {
    expect(ltr).toContain('font-family:Vazirmatn');
    expect(ltr).toContain('font-display:swap');
  });
});
