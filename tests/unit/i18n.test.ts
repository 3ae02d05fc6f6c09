import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import moneyFa from '../../locales/money/fa.json';
import moneyEn from '../../locales/money/en.json';
import playerFa from '../../locales/player/fa.json';
import playerEn from '../../locales/player/en.json';
import cartFa from '../../locales/cart/fa.json';
import cartEn from '../../locales/cart/en.json';
import adminFa from '../../locales/admin/fa.json';
import adminEn from '../../locales/admin/en.json';
import {
  createTranslate,
  dirOf,
  ISLAND_TEXTS,
  isIslandText,
  islandTextsJson,
  langOf,
  localeFacts,
} from '../../src/lib/i18n';

/** Every .ts/.tsx file under a folder. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe('locales', () => {
  it('have the same keys in fa and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fa).sort());
    expect(Object.keys(moneyEn).sort()).toEqual(Object.keys(moneyFa).sort());
    expect(Object.keys(playerEn).sort()).toEqual(Object.keys(playerFa).sort());
    expect(Object.keys(cartEn).sort()).toEqual(Object.keys(cartFa).sort());
    expect(Object.keys(adminEn).sort()).toEqual(Object.keys(adminFa).sort());
  });

  it('keep each feature dictionary to its own keys', () => {
    for (const key of Object.keys(moneyFa)) {
      expect(key.startsWith('money.'), key).toBe(true);
      expect(key in fa, key).toBe(false);
    }
    for (const key of Object.keys(playerFa)) {
      expect(key.startsWith('player.'), key).toBe(true);
      expect(key in fa, key).toBe(false);
    }
    for (const key of Object.keys(cartFa)) {
      expect(key.startsWith('cart.'), key).toBe(true);
      expect(key in fa, key).toBe(false);
    }
    for (const key of Object.keys(adminFa)) {
      expect(key.startsWith('admin.'), key).toBe(true);
      expect(key in fa, key).toBe(false);
    }
  });

  it('have no empty text', () => {
    for (const [key, text] of [
      ...Object.entries(fa),
      ...Object.entries(en),
      ...Object.entries(adminFa),
      ...Object.entries(adminEn),
    ])
      expect(text.trim(), key).not.toBe('');
  });

  it('write Persian with Persian yeh and kaf, never the Arabic forms', () => {
    for (const [key, text] of [
      ...Object.entries(fa),
      ...Object.entries(playerFa),
      ...Object.entries(cartFa),
      ...Object.entries(adminFa),
    ])
      expect(text, key).not.toMatch(/[يك]/);
  });
});

describe('createTranslate()', () => {
  it('answers the text of the locale', () => {
    expect(createTranslate('fa')('nav.home')).toBe('خانه');
    expect(createTranslate('en')('nav.home')).toBe('Home');
  });
});

describe('island texts (what the browser is given)', () => {
  const islandKeys = sources('src/islands').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*['"`]([a-zA-Z]+\.[\w.]*)/g)].map((m) => m[1]!),
  );
  // A key an island builds (`filter.age.${age}`) is read here up to its last dot.
  const covered = (key: string, known: string[]) =>
    key.endsWith('.') ? known.some((k) => k.startsWith(key)) : known.includes(key);

  it('cover every text key an island reads (money, player and cart islands bring their own)', () => {
    expect(islandKeys.length).toBeGreaterThan(50);
    const pageTexts = Object.keys(fa).filter(isIslandText);
    for (const key of islandKeys)
      expect(
        covered(key, pageTexts) ||
          (key.startsWith('money.') && covered(key, Object.keys(moneyFa))) ||
          (key.startsWith('player.') && covered(key, Object.keys(playerFa))) ||
          (key.startsWith('cart.') && covered(key, Object.keys(cartFa))),
        key,
      ).toBe(true);
  });

  it('name only keys an island reads (every page carries them)', () => {
    for (const name of ISLAND_TEXTS)
      expect(
        islandKeys.some((key) => key === name || key.startsWith(name) || (name.startsWith(key) && key.endsWith('.'))),
        name,
      ).toBe(true);
  });

  it('carry only the page locale, and no page-only text', () => {
    const texts = JSON.parse(islandTextsJson('en')) as Record<string, Record<string, string>>;
    expect(Object.keys(texts)).toEqual(['en']);
    expect(texts['en']!['auth.sendCode']).toBe(en['auth.sendCode']);
    expect(texts['en']!['title.play']).toBeUndefined();
    expect(Object.keys(texts['en']!).length).toBeLessThan(Object.keys(en).length / 2);
  });

  it('are safe inside a script element', () => {
    expect(islandTextsJson('fa')).not.toContain('<');
  });
});

describe('direction', () => {
  it('is right-to-left with lang fa-IR only for fa', () => {
    expect([dirOf('fa'), langOf('fa')]).toEqual(['rtl', 'fa-IR']);
    expect([dirOf('en'), langOf('en')]).toEqual(['ltr', 'en-US']);
  });
});

describe('localeFacts', () => {
  it('gives fa right-to-left with its Persian-and-Latin font file and en left-to-right with the Latin one', () => {
    expect(localeFacts('fa')).toEqual({
      dir: 'rtl',
      lang: 'fa-IR',
      ogLocale: 'fa_IR',
      fontPreloads: ['fa-400', 'fa-700'],
      mixedFontPreloads: null,
      calendar: 'persian',
      signUpConsent: true,
    });
    expect(localeFacts('en')).toEqual({
      dir: 'ltr',
      lang: 'en-US',
      ogLocale: 'en_US',
      fontPreloads: ['latin-400'],
      mixedFontPreloads: ['fa-400'],
      calendar: 'gregory',
      signUpConsent: false,
    });
  });
});

describe('counted texts', () => {
  it('takes the .one variant where the locale calls the count "one", and the plain text otherwise', () => {
    const en = createTranslate('en');
    expect(en('profile.tile.paymentsCount', { count: '1' }, 1)).toBe('1 payment');
    expect(en('profile.tile.paymentsCount', { count: '2' }, 2)).toBe('2 payments');
    expect(en('title.episodeCount', { count: '1' }, 1)).toBe('1 episode');
    expect(en('title.episodeCount', { count: '12' }, 12)).toBe('12 episodes');
    // Without a count, the text as it is.
    expect(en('profile.tile.paymentsCount', { count: '1' })).toBe('1 payments');
    // Persian keeps the noun singular after any number.
    const fa = createTranslate('fa');
    expect(fa('profile.tile.paymentsCount', { count: '۱' }, 1)).toBe('۱ تراکنش');
    expect(fa('profile.tile.paymentsCount', { count: '۳' }, 3)).toBe('۳ تراکنش');
  });
});
