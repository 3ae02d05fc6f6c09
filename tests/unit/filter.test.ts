import { describe, expect, it } from 'vitest';
import { filterSchema } from '../../src/contract/schemas/filter';
import { AGE_RATINGS_BY_FILTER, AGES, EMPTY_FILTER, filterQueryString } from '../../src/contract/rules/filter';

describe('filterQueryString()', () => {
  it('is empty when every value is 0', () => {
    expect(filterQueryString(EMPTY_FILTER)).toBe('');
  });

  it('keeps only the non-zero values, prefixed with ? and joined by &', () => {
    expect(filterQueryString({ f_type: 'movie', country: '0', lang: 'persian', age: '0' })).toBe(
      '?f_type=movie&lang=persian',
    );
  });

  it('URL-encodes values', () => {
    expect(filterQueryString({ ...EMPTY_FILTER, age: 'PG-13' })).toBe('?age=PG-13');
    expect(filterQueryString({ f_type: 'series', country: 'noIR', lang: 'nopersian', age: 'TO-R' })).toBe(
      '?f_type=series&country=noIR&lang=nopersian&age=TO-R',
    );
  });
});

describe('filterSchema', () => {
  it('defaults every missing value to 0', () => {
    expect(filterSchema.parse({})).toEqual(EMPTY_FILTER);
  });

  it.each([{ f_type: 'film' }, { country: 'ir' }, { lang: 'english' }, { age: 'X' }])('refuses %j', (input) => {
    expect(filterSchema.safeParse(input).success).toBe(false);
  });
});

describe('age filter', () => {
  it('covers every age value of spec §3', () => {
    expect(AGES.filter((a) => a !== '0').sort()).toEqual(Object.keys(AGE_RATINGS_BY_FILTER).sort());
  });

  it.each([
    ['G', ['G']],
    ['TO-PG', ['G', 'PG']],
    ['TO-PG-13', ['G', 'PG', 'PG-13']],
    ['TO-R', ['G', 'PG', 'PG-13', 'R']],
    ['TO-X', ['G', 'PG', 'PG-13', 'R', 'X']],
    ['PG', ['PG']],
    ['PG-13', ['PG-13']],
    ['R', ['R']],
  ])('%s admits %j', (age, ratings) => {
    expect(AGE_RATINGS_BY_FILTER[age as keyof typeof AGE_RATINGS_BY_FILTER]).toEqual(ratings);
  });
});
