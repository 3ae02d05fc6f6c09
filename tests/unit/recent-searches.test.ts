import { describe, expect, it } from 'vitest';
import { parseRecentSearches, RECENT_SEARCHES_MAX, withRecentSearch } from '../../src/stores/recent-searches';
import { isDarkScheme, nightModeScheme, parseColorScheme } from '../../src/stores/settings';

// spec §4 Other: recent searches and the colour preference (the stores' pure rules).

describe('withRecentSearch()', () => {
  it('puts a new search first (newest first)', () => {
    expect(withRecentSearch(['b', 'a'], 'c')).toEqual(['c', 'b', 'a']);
  });

  it.each(['', '   ', '\t'])('ignores the empty term %j', (term) => {
    expect(withRecentSearch(['a'], term)).toEqual(['a']);
  });

  it('trims the term it keeps', () => {
    expect(withRecentSearch([], '  matrix ')).toEqual(['matrix']);
  });

  it('moves a duplicate to newest instead of keeping it twice', () => {
    expect(withRecentSearch(['c', 'b', 'a'], 'a')).toEqual(['a', 'c', 'b']);
  });

  it('treats spellings that search alike as one (case, Arabic letters, spaces)', () => {
    expect(withRecentSearch(['Train', 'b'], 'train')).toEqual(['train', 'b']);
    expect(withRecentSearch(['علي'], 'علی')).toEqual(['علی']);
    expect(withRecentSearch(['star  wars'], 'star wars')).toEqual(['star wars']);
  });

  it('keeps at most 5, dropping the oldest with the 6th', () => {
    const five = ['e', 'd', 'c', 'b', 'a'];
    expect(RECENT_SEARCHES_MAX).toBe(5);
    expect(withRecentSearch(five, 'f')).toEqual(['f', 'e', 'd', 'c', 'b']);
  });
});

describe('parseRecentSearches()', () => {
  it('reads a stored list', () => {
    expect(parseRecentSearches('["b","a"]')).toEqual(['b', 'a']);
  });

  it.each([null, '', '{', 'null', '42', '"text"', '{"0":"a"}'])('reads the corrupt value %j as empty', (raw) => {
    expect(parseRecentSearches(raw)).toEqual([]);
  });

  it('drops entries that are not terms and holds the list to the rules', () => {
    expect(parseRecentSearches('[1,"b",null,"","a","B"]')).toEqual(['b', 'a']);
    expect(parseRecentSearches(JSON.stringify(['g', 'f', 'e', 'd', 'c', 'b', 'a']))).toEqual(['g', 'f', 'e', 'd', 'c']);
  });
});

describe('colour preference', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['system', 'system'],
    [null, 'dark'],
    ['purple', 'dark'],
    [1, 'dark'],
  ])('reads the stored %j as %s', (stored, scheme) => {
    expect(parseColorScheme(stored)).toBe(scheme);
  });

  it.each([
    ['dark', false, true],
    ['dark', true, true],
    ['light', false, false],
    ['light', true, false],
    ['system', false, false],
    ['system', true, true],
  ] as const)('%s on a device that prefers dark=%s makes the page dark=%s', (scheme, systemDark, dark) => {
    expect(isDarkScheme(scheme, systemDark)).toBe(dark);
  });

  it.each([
    [true, false, 'dark'],
    [true, true, 'dark'],
    [false, false, 'system'],
    [false, true, 'light'],
  ] as const)('night mode %s on a device that prefers dark=%s stores %s', (on, systemDark, scheme) => {
    expect(nightModeScheme(on, systemDark)).toBe(scheme);
    expect(isDarkScheme(scheme, systemDark)).toBe(on);
  });
});
