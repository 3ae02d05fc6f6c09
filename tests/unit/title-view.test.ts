import { describe, expect, it } from 'vitest';
import { factsLine } from '../../src/lib/server/title/view';
import { createTranslate } from '../../src/lib/i18n';

const item = {
  year: 2019,
  runtime: 112,
  new_genres: ['drama', 'mystery', 'crime'],
  age: 'PG-13' as const,
  rate: 7.8,
  free: false,
  ir: true,
  persian: true,
};
const genres = new Map([
  ['drama', 'درام'],
  ['mystery', 'معمایی'],
]);

describe('factsLine()', () => {
  it('gives year, length, two genres, age and score in Persian, and no language badge for an Iranian title', () => {
    expect(factsLine(item, genres, 'fa', createTranslate('fa'))).toEqual({
      facts: ['۲۰۱۹', '۱ ساعت و ۵۲ دقیقه', 'درام', 'معمایی', 'بالای ۱۳ سال', '۷٫۸ از ۱۰'],
      badges: [],
    });
  });

  it('leaves out an unknown length and badges a free foreign title as dubbed or subtitled, in English', () => {
    const line = factsLine(
      { ...item, runtime: 0, free: true, ir: false, persian: false, new_genres: ['war'] },
      genres,
      'en',
      createTranslate('en'),
    );
    expect(line.facts).toEqual(['2019', 'war', '13+', '7.8 out of 10']);
    expect(line.badges).toEqual(['Free', 'Persian subtitles']);
  });
});
