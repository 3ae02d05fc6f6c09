import { describe, expect, it } from 'vitest';
import { genreChoicePath, genreChoiceRedirect } from '../../src/lib/rules/genre-choice';
import { EMPTY_FILTER } from '../../src/contract/rules/filter';
import { parseFilter } from '../../src/contract/rules/filter';
import { hasValues, startingFilter, withSavedAge } from '../../src/stores/filter';

// spec §2 Filter bar and §4 Filter change: the pure parts of the filter store and the genre choice.

describe('parseFilter()', () => {
  it('reads the spec §3 values of a query string', () => {
    expect(parseFilter('?f_type=series&country=noIR&lang=persian&age=TO-PG-13')).toEqual({
      f_type: 'series',
      country: 'noIR',
      lang: 'persian',
      age: 'TO-PG-13',
    });
  });

  it('reads unknown keys and bad values as 0', () => {
    expect(parseFilter('?f_type=film&age=X&genre=drama&page=2&country=IR')).toEqual({ ...EMPTY_FILTER, country: 'IR' });
    expect(parseFilter('garbage')).toEqual(EMPTY_FILTER);
  });
});

describe('hasValues()', () => {
  it('is false only when every value is 0', () => {
    expect(hasValues(EMPTY_FILTER)).toBe(false);
    expect(hasValues({ ...EMPTY_FILTER, lang: 'nopersian' })).toBe(true);
  });
});

describe('withSavedAge()', () => {
  it('replaces the age with a saved one', () => {
    expect(withSavedAge({ ...EMPTY_FILTER, f_type: 'movie', age: 'R' }, 'G')).toEqual({
      ...EMPTY_FILTER,
      f_type: 'movie',
      age: 'G',
    });
  });

  it('leaves the filter alone without a saved age', () => {
    const filter = { ...EMPTY_FILTER, age: 'R' as const };
    expect(withSavedAge(filter, '0')).toBe(filter);
  });
});

describe('startingFilter() (spec §4 start-up)', () => {
  const saved = { ...EMPTY_FILTER, f_type: 'series' as const, age: 'TO-PG' as const };

  it.each([
    ['a URL without values takes the saved filter', '', saved, saved],
    ['a URL without filter values (only a page) takes it too', '?page=2', saved, saved],
    [
      'URL values win, except the saved age',
      '?lang=persian&age=R',
      saved,
      { ...EMPTY_FILTER, lang: 'persian', age: 'TO-PG' },
    ],
    [
      'URL values win over a saved filter without age',
      '?country=IR',
      { ...EMPTY_FILTER, f_type: 'movie' as const },
      { ...EMPTY_FILTER, country: 'IR' },
    ],
    ['no cookie: the URL', '?f_type=movie', null, { ...EMPTY_FILTER, f_type: 'movie' }],
    ['no cookie, no values: all', '', null, EMPTY_FILTER],
  ] as const)('%s', (_, url, cookie, expected) => {
    expect(startingFilter(url, cookie)).toEqual(expected);
  });
});

describe('genreChoicePath() (spec §4: choosing a genre navigates)', () => {
  it.each([
    ['fa', '0', EMPTY_FILTER, '/'],
    ['fa', 'drama', { ...EMPTY_FILTER, f_type: 'movie' as const }, '/genres/drama?f_type=movie'],
    ['en', '0', { ...EMPTY_FILTER, age: 'PG-13' as const }, '/en/?age=PG-13'],
    ['en', 'sci_fi', EMPTY_FILTER, '/en/genres/sci_fi'],
  ] as const)('%s %s → %s', (locale, genre, filter, path) => {
    expect(genreChoicePath(locale, genre, filter)).toBe(path);
  });
});

describe('genreChoiceRedirect() (the form submitted without JavaScript)', () => {
  const keys = ['drama', 'comedy'];
  const params = (query: string) => new URLSearchParams(query);

  it('sends another genre to its route with the non-zero values', () => {
    expect(genreChoiceRedirect(params('f_type=movie&country=0&lang=0&age=0&genre=comedy'), 'drama', keys, 'fa')).toBe(
      '/genres/comedy?f_type=movie',
    );
    expect(genreChoiceRedirect(params('genre=0&lang=persian'), 'drama', keys, 'en')).toBe('/en/?lang=persian');
  });

  it.each([
    ['no genre field', 'f_type=movie', 'drama'],
    ["the page's own genre", 'genre=drama&f_type=movie', 'drama'],
    ['home choosing all genres', 'genre=0', '0'],
    ['an unknown genre', 'genre=nope', '0'],
    ['an invalid filter (the page answers 400)', 'genre=comedy&f_type=film', '0'],
  ])('stays on the page for %s', (_, query, current) => {
    expect(genreChoiceRedirect(params(query), current, keys, 'fa')).toBeNull();
  });
});
