import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPersianDigits } from '../../src/contract/rules/digits';
import {
  MAX_TOP_UP,
  MIN_TOP_UP,
  parseAmount,
  planPrice,
  topUpProblem,
  SPEC_VAT_PERCENT,
  vatOf,
  vatPercentOf,
} from '../../src/contract/rules/money';

describe('parseAmount', () => {
  it.each([
    ['20000', 20000],
    ['۲۰۰۰۰', 20000],
    ['۲۰٬۰۰۰', 20000],
    ['٢٠,٠٠٠', 20000],
    ['20,000', 20000],
    ['20.000', 20000],
    ['20 000', 20000],
    [' 1,000,000 ', 1000000],
    ['۲۰٬۰۰۰ تومان', 20000],
  ])('reads %j as %d toman', (typed, amount) => {
    expect(parseAmount(typed)).toBe(amount);
  });

  it.each([
    '',
    ' ',
    'abc',
    '-5',
    '+5',
    '20.5',
    '2,00',
    '20,0000',
    '1e5',
    '0x10',
    '1.000,000',
    '12345678901234567890123',
  ])('refuses %j', (typed) => {
    expect(parseAmount(typed)).toBeNull();
  });

  it('reads any whole amount however it is written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TOP_UP * 10 }), (amount) => {
        const grouped = amount.toLocaleString('en-US');
        expect(parseAmount(String(amount))).toBe(amount);
        expect(parseAmount(grouped)).toBe(amount);
        expect(parseAmount(toPersianDigits(grouped.replace(/,/g, '٬')))).toBe(amount);
      }),
    );
  });
});

describe('top-up limits', () => {
  it('names what is wrong with an amount', () => {
    expect(topUpProblem(null)).toBe('invalid');
    expect(topUpProblem(MIN_TOP_UP - 1)).toBe('tooSmall');
    expect(topUpProblem(MIN_TOP_UP)).toBeNull();
    expect(topUpProblem(MAX_TOP_UP)).toBeNull();
    expect(topUpProblem(MAX_TOP_UP + 1)).toBe('tooLarge');
  });
});

describe('plan prices', () => {
  it('takes discount_price off the price and adds VAT at the given rate, rounded down', () => {
    expect(planPrice({ toman: 99000, discount: { discount_price: 20000 } })).toBe(79000);
    expect(planPrice({ toman: 99000, discount: null })).toBe(99000);
    expect(vatOf(79000, 10)).toBe(7900);
    expect(vatOf(79005, 10)).toBe(7900);
    expect(vatOf(79005, 9)).toBe(7110);
    expect(vatOf(79005, 0)).toBe(0);
  });

  it("reads an answer's VAT rate, or the spec's 10 % where it names none or no rate", () => {
    expect(SPEC_VAT_PERCENT).toBe(10);
    expect(vatPercentOf(9)).toBe(9);
    expect(vatPercentOf(0)).toBe(0);
    for (const odd of [undefined, null, '9', 9.5, -1, 101, Number.NaN]) expect(vatPercentOf(odd)).toBe(10);
  });
});
