import { describe, expect, it } from 'vitest';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import { createTranslate, dirOf, langOf } from '../../src/lib/i18n';

describe('locales', () => {
  it('have the same keys in fa and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fa).sort());
  });

  it('have no empty text', () => {
    for (const [key, text] of [...Object.entries(fa), ...Object.entries(en)]) expect(text.trim(), key).not.toBe('');
  });

  it('write Persian with Persian yeh and kaf, never the Arabic forms', () => {
    for (const [key, text] of Object.entries(fa)) expect(text, key).not.toMatch(/[يك]/);
  });
});

describe('createTranslate()', () => {
  it('answers the text of the locale', () => {
    expect(createTranslate('fa')('nav.home')).toBe('خانه');
    expect(createTranslate('en')('nav.home')).toBe('Home');
  });
});

describe('direction', () => {
  it('is right-to-left with lang fa-IR only for fa', () => {
    expect([dirOf('fa'), langOf('fa')]).toEqual(['rtl', 'fa-IR']);
    expect([dirOf('en'), langOf('en')]).toEqual(['ltr', 'en-US']);
  });
});
