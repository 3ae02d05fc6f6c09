import { describe, expect, it } from 'vitest';
import { REF_COOKIE, REFB_COOKIE, decodeRef, refFromCookie } from '../../src/contract/rules/referral';

describe('decodeRef() (spec §5 Referral code, base 62)', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    ['9', 9],
    ['a', 10],
    ['z', 35],
    ['A', 36],
    ['Z', 61],
    ['10', 62],
    ['zz', 35 * 62 + 35],
    ['ZZ', 62 * 62 - 1],
    ['abc', 39134],
    ['Abc', 36 * 62 * 62 + 11 * 62 + 12],
    ['00042', 4 * 62 + 2],
    ['ZZZZZZZZ', 62 ** 8 - 1],
    ['100000000', 62 ** 8],
  ])('decodes %j as %d', (code, expected) => {
    expect(decodeRef(code)).toBe(expected);
  });

  it.each([
    ['an empty code', ''],
    ['an 11-character code', '1234567890a'],
    ['a long code', 'abcdefghijklmnop'],
    ['a dash', 'ab-c'],
    ['a space', 'ab c'],
    ['a plus sign', '+12'],
    ['Persian digits', '۱۲۳'],
    ['a Persian letter', 'abس'],
    ['a value past the safe integer range', 'ZZZZZZZZZZ'],
  ])('gives 0 for %s', (_name, code) => {
    expect(decodeRef(code)).toBe(0);
  });

  it('uses a 10-character code (the longest under 11)', () => {
    expect(decodeRef('0000000abc')).toBe(39134);
  });
});

describe('refFromCookie() (spec §5: a ref that is not numeric is sent as 0)', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['39134', 39134],
    ['0', 0],
    ['7', 7],
    ['abc', 0],
    ['12abc', 0],
    ['-5', 0],
    ['1.5', 0],
    ['99999999999999999999', 0],
  ])('reads %j as %d', (value, expected) => {
    expect(refFromCookie(value)).toBe(expected);
  });
});

describe('referral cookies (spec §3 Cookies)', () => {
  it('are named ref (the number) and refb (the raw code)', () => {
    expect([REF_COOKIE, REFB_COOKIE]).toEqual(['ref', 'refb']);
  });
});
