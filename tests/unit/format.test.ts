import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDigits,
  formatNumber,
  formatPersianMonth,
  formatRate,
  formatRuntime,
  formatToman,
  formatYear,
  formatTitleYear,
} from '../../src/lib/i18n/format';

describe('formatToman()', () => {
  it.each([
    [0, 'fa', '۰ تومان'],
    [10_000, 'fa', '۱۰٬۰۰۰ تومان'],
    [269_000, 'fa', '۲۶۹٬۰۰۰ تومان'],
    [1_250_000, 'fa', '۱٬۲۵۰٬۰۰۰ تومان'],
    [99_000, 'en', '99,000 toman'],
  ] as const)('%d in %s is %s', (amount, locale, expected) => {
    expect(formatToman(amount, locale)).toBe(expected);
  });

  it('refuses a fractional amount: money is integer toman', () => {
    expect(() => formatToman(10.5, 'fa')).toThrow(RangeError);
  });
});

describe('formatNumber() and formatYear()', () => {
  it('writes Persian digits with separators in fa', () => {
    expect(formatNumber(30000, 'fa')).toBe('۳۰٬۰۰۰');
  });
  it('writes years without grouping', () => {
    expect(formatYear(2024, 'fa')).toBe('۲۰۲۴');
    expect(formatYear(2024, 'en')).toBe('2024');
  });
  it("writes an Iranian title's year in the Solar Hijri calendar on Persian pages only", () => {
    // The Solar Hijri year that holds most of the Gregorian one: 1402 began on 21 March 2023.
    expect(formatTitleYear(2023, true, 'fa')).toBe('۱۴۰۲');
    expect(formatTitleYear(1999, true, 'fa')).toBe('۱۳۷۸');
    expect(formatTitleYear(2023, false, 'fa')).toBe('۲۰۲۳');
    expect(formatTitleYear(2023, true, 'en')).toBe('2023');
  });
  it('writes a rating with one decimal', () => {
    expect(formatRate(7, 'fa')).toBe('۷٫۰');
    expect(formatRate(8.25, 'en')).toMatch(/^8\.[23]$/);
  });
});

describe('formatDate()', () => {
  it('shows the Persian (Jalali) calendar in fa', () => {
    // 21 March 2025 is 1 Farvardin 1404 in Tehran.
    expect(formatDate(new Date('2025-03-21T08:00:00Z'), 'fa')).toBe('۱ فروردین ۱۴۰۴');
  });
  it('shows the Gregorian calendar in en', () => {
    expect(formatDate(new Date('2025-03-21T08:00:00Z'), 'en')).toBe('March 21, 2025');
  });
  it('uses Tehran time, so a late UTC evening is already the next day', () => {
    expect(formatDate(new Date('2025-03-20T22:00:00Z'), 'en')).toBe('March 21, 2025');
  });
});

describe('formatRuntime()', () => {
  it.each([
    [45, 'fa', '۴۵ دقیقه'],
    [60, 'fa', '۱ ساعت'],
    [112, 'fa', '۱ ساعت و ۵۲ دقیقه'],
    [45, 'en', '45 min'],
    [112, 'en', '1 h 52 min'],
  ] as const)('%d minutes in %s is %s', (minutes, locale, expected) => {
    expect(formatRuntime(minutes, locale)).toBe(expected);
  });
});

describe('formatDigits', () => {
  it('writes digits in the locale’s script', () => {
    expect(formatDigits('0912 123 4567', 'fa')).toBe('۰۹۱۲ ۱۲۳ ۴۵۶۷');
    expect(formatDigits('0912 123 4567', 'en')).toBe('0912 123 4567');
  });
});

describe('formatPersianMonth()', () => {
  it.each([
    ['1405-01', 'fa', 'فروردین'],
    ['1405-06', 'fa', 'شهریور'],
    ['1405-07', 'fa', 'مهر'],
    ['1405-09', 'fa', 'آذر'],
    ['1404-12', 'fa', 'اسفند'],
    ['1405-09', 'en', 'Azar'],
  ] as const)('%s in %s is %s', (key, locale, expected) => {
    expect(formatPersianMonth(key, locale)).toBe(expected);
  });
  it('keeps a key that is not a month as it is', () => {
    expect(formatPersianMonth('1405-13', 'fa')).toBe('1405-13');
  });
});
