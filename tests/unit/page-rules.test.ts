import { describe, expect, it } from 'vitest';
import { parseId, parseListQuery } from '../../src/lib/page-data';
import { localePath, unlocalizedPath } from '../../src/lib/paths';
import { showsBottomBar } from '../../src/lib/routes';

describe('parseId()', () => {
  it.each([
    ['1', 1],
    ['204', 204],
    ['0', null],
    ['abc', null],
    ['1e3', null],
    ['-1', null],
    ['01', null],
    [undefined, null],
    ['1234567890', null],
  ])('%j is %j', (raw, expected) => {
    expect(parseId(raw)).toBe(expected);
  });
});

describe('parseListQuery()', () => {
  it('accepts the spec values and defaults to page 1', () => {
    expect(parseListQuery(new URLSearchParams('f_type=movie&age=TO-R'))).toEqual({
      ok: true,
      filter: { f_type: 'movie', country: '0', lang: '0', age: 'TO-R' },
      page: 1,
    });
  });

  it.each([
    ['age=ZZ', ['age']],
    ['page=0', ['page']],
    ['page=x&country=US', ['country', 'page']],
  ])('refuses %s naming %j', (query, fields) => {
    expect(parseListQuery(new URLSearchParams(query))).toEqual({ ok: false, fields });
  });
});

describe('locale paths', () => {
  it('keeps fa at the root and puts en under /en', () => {
    expect(localePath('fa', '/genres')).toBe('/genres');
    expect(localePath('en', '/genres')).toBe('/en/genres');
    expect(localePath('en', '/')).toBe('/en/');
  });
  it.each([
    ['/en/movie/1', '/movie/1'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/movie/1', '/movie/1'],
    ['/english', '/english'],
  ])('%s without its locale is %s', (path, expected) => {
    expect(unlocalizedPath(path)).toBe(expected);
  });
});

describe('showsBottomBar() (spec §2)', () => {
  it.each([
    '/movie/1',
    '/en/movie/1',
    '/episode/show/3',
    '/series/201',
    '/download',
    '/ekran/5',
    '/callback',
    '/en/callback',
  ])('is hidden on %s', (path) => {
    expect(showsBottomBar(path)).toBe(false);
  });
  it.each(['/', '/en/', '/genres', '/search/x', '/profile', '/moviestar'])('is shown on %s', (path) => {
    expect(showsBottomBar(path)).toBe(true);
  });
});
