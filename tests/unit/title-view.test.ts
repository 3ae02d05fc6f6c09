import { describe, expect, it } from 'vitest';
import { factsLine } from '../../src/lib/server/title/view';
import { createTranslate } from '../../src/lib/i18n';

const item = {
  year: 2019,
  runtime: 112,
  age: 'PG-13' as const,
  rate: 7.8,
  free: false,
  iranian: true,
  language: 'title.language.persian' as const,
};
const genres = [{ label: 'درام' }, { label: 'معمایی' }, { label: 'جنایی' }];

describe('factsLine()', () => {
  it('gives year, length, two genres, age and score in Persian, and no language badge for an Iranian title', () => {
    // An Iranian production's year in the Solar Hijri calendar (2019 → 1398).
    expect(factsLine(item, genres, 'fa', createTranslate('fa'))).toEqual({
      facts: ['۱۳۹۸', '۱ ساعت و ۵۲ دقیقه', 'درام', 'معمایی', 'بالای ۱۳ سال', '۷٫۸ از ۱۰'],
      badges: [],
    });
  });

  it('leaves out an unknown length and badges a free foreign title as subtitled, in English', () => {
    const line = factsLine(
      { ...item, runtime: 0, free: true, iranian: false, language: 'title.language.subtitled' },
      [{ label: 'War' }],
      'en',
      createTranslate('en'),
    );
    expect(line.facts).toEqual(['2019', 'War', '13+', '7.8 out of 10']);
    expect(line.badges).toEqual(['Free', 'Persian subtitles']);
  });

  it('badges a dubbed foreign title as dubbed, with the Gregorian year it is known by', () => {
    const line = factsLine({ ...item, iranian: false, language: 'title.language.dubbed' }, [], 'fa', createTranslate('fa'));
    expect(line.badges).toEqual(['دوبله فارسی']);
    expect(line.facts[0]).toBe('۲۰۱۹');
  });
});
