import { describe, expect, it } from 'vitest';
import { compactForSearch, isSearchable, normalizeForSearch } from '../../src/contract/rules/search';
import { toLatinDigits, toPersianDigits } from '../../src/contract/rules/digits';

describe('normalizeForSearch()', () => {
  it.each([
    ['Arabic yeh becomes Persian yeh', 'علي', 'علی'],
    ['Arabic kaf becomes Persian kaf', 'كتاب', 'کتاب'],
    ['alef maksura becomes yeh', 'موسى', 'موسی'],
    ['teh marbuta becomes heh', 'مدرسة', 'مدرسه'],
    ['hamza-carrying alefs become alef', 'أحمد إمام', 'احمد امام'],
    ['alef with madda becomes alef (typed without its second key)', 'آخرین', 'اخرین'],
    ['yeh with hamza becomes yeh, a lone hamza is dropped', 'پائیز اشیاء', 'پاییز اشیا'],
    ['heh doachashmee becomes heh', 'ھمدان', 'همدان'],
    ['zero-width non-joiner is dropped', 'می‌خواهم', 'میخواهم'],
    ['zero-width joiner and BOM are dropped', 'a\u200db\ufeffc', 'abc'],
    ['harakat and tanwin are dropped', 'کِتابٌ', 'کتاب'],
    ['superscript alef and tatweel are dropped', 'رحمٰـن', 'رحمن'],
    ['Persian digits become Latin', 'ساعت ۴', 'ساعت 4'],
    ['Arabic-Indic digits become Latin', '٢٠٢٤', '2024'],
    ['Latin text is lowercased', 'The LAST Train', 'the last train'],
    ['runs of spaces become one and ends are trimmed', '  a   b  ', 'a b'],
  ])('%s', (_, input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('makes the Arabic-typed and Persian-typed forms of a title equal', () => {
    expect(normalizeForSearch('يك شب در كوير')).toBe(normalizeForSearch('یک شب در کویر'));
  });
});

describe('compactForSearch()', () => {
  it('makes a half-space typed as itself, as a space or as nothing one spelling', () => {
    const spellings = ['کاج‌های خاموش', 'کاج های خاموش', 'کاجهای خاموش', 'كاج‌هاي خاموش'];
    expect(new Set(spellings.map(compactForSearch))).toEqual(new Set(['کاجهایخاموش']));
  });

  it('keeps letters and digits only', () => {
    expect(compactForSearch('Tehran, 4 A.M.')).toBe('tehran4am');
    expect(compactForSearch('تهران، ساعت ۴ صبح')).toBe('تهرانساعت4صبح');
    expect(compactForSearch('%_%')).toBe('');
  });
});

describe('isSearchable()', () => {
  it.each([
    ['', false],
    ['a', false],
    [' a ', false],
    ['\u200cب', false],
    ['ab', true],
    ['فی', true],
    ['۱۲', true],
  ])('%j is searchable: %s', (query, expected) => {
    expect(isSearchable(query)).toBe(expected);
  });
});

describe('digits', () => {
  it('turns Persian and Arabic digits Latin and leaves the rest', () => {
    expect(toLatinDigits('۰۹۱۲-٣٤٥ abc')).toBe('0912-345 abc');
  });
  it('writes Latin digits as Persian ones', () => {
    expect(toPersianDigits(1404)).toBe('۱۴۰۴');
    expect(toPersianDigits('a1')).toBe('a۱');
  });
});
