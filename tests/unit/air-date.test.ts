import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { airDateText, parseAirDate } from '../../src/contract/rules/air-date';

// An episode's air date as the back office types and shows it (src/contract/rules/air-date.ts).

const at = (text: string) => parseAirDate(text)?.date?.toISOString();

describe('parseAirDate', () => {
  it('reads a Persian-calendar day and time in Tehran, in Persian or Latin digits', () => {
    // 15 Azar 1405 is 6 December 2026; Tehran is UTC+3:30.
    expect(at('1405/09/15 20:30')).toBe('2026-12-06T17:00:00.000Z');
    expect(at('۱۴۰۵/۰۹/۱۵ ۲۰:۳۰')).toBe('2026-12-06T17:00:00.000Z');
    expect(at('١٤٠٥-٠٩-١٥')).toBe('2026-12-05T20:30:00.000Z');
  });

  it('reads a Gregorian day by its year', () => {
    expect(at('2026-12-06 20:30')).toBe('2026-12-06T17:00:00.000Z');
    expect(at('2026/12/6')).toBe('2026-12-05T20:30:00.000Z');
  });

  it('takes an empty field as no date', () => {
    expect(parseAirDate('  ')).toEqual({ date: null });
  });

  it('refuses what is not a day: the 30th of Esfand in a common year, February 30, a 13th month, a 25th hour', () => {
    expect(at('1403/12/30')).toBe('2025-03-19T20:30:00.000Z');
    for (const text of ['1404/12/30', '2026-02-30', '1405/13/01', '1405/09/15 24:00', 'next week', '15/09/1405'])
      expect(parseAirDate(text), text).toBeNull();
  });

  it('reads back every minute it shows, in either calendar', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2090, 0, 1) / 60_000 }),
        fc.constantFrom('persian' as const, 'gregory' as const),
        (minute, calendar) => {
          const date = new Date(minute * 60_000);
          expect(parseAirDate(airDateText(date, calendar))?.date?.getTime()).toBe(date.getTime());
        },
      ),
      { numRuns: 300 },
    );
  });
});
