import { describe, expect, it } from 'vitest';
import { parseRouteId } from '../../src/contract/rules/contract';
import { parseListQuery } from '../../src/contract/rules/filter';
import { localePath, onSite, unlocalizedPath } from '../../src/contract/rules/paths';
import { showsBottomBar } from '../../src/lib/rules/routes';

describe('parseRouteId()', () => {
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
    expect(parseRouteId(raw)).toBe(expected);
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

describe('searchRedirect() (spec §2 header search)', () => {
  const at = (query: string) => new URL(`https://vod.example/search${query}`);

  it('sends a searchable q to the results route of the locale, encoded', async () => {
    const { searchRedirect } = await import('../../src/lib/server/search-redirect');
    expect(searchRedirect(at('?q=%20train%20'), 'fa')).toEqual({ to: '/search/train', tooShort: null });
    expect(searchRedirect(at('?q=a/b'), 'en')).toEqual({ to: '/en/search/a%2Fb', tooShort: null });
    expect(searchRedirect(at('?q=%D9%81%DB%8C%D9%84%D9%85'), 'fa').to).toBe('/search/%D9%81%DB%8C%D9%84%D9%85');
  });

  it('keeps a 1-character q on /search as too short, and no q as no search', async () => {
    const { searchRedirect } = await import('../../src/lib/server/search-redirect');
    expect(searchRedirect(at('?q=a'), 'fa')).toEqual({ to: null, tooShort: 'a' });
    expect(searchRedirect(at(''), 'fa')).toEqual({ to: null, tooShort: null });
  });
});

describe('onSite', () => {
  it.each([
    ['http://shop.example/img/backdrop/4-plain.jpg', 'shop.example', '/img/backdrop/4-plain.jpg'],
    ['https://shop.example/img/slide/4.jpg?w=480', 'shop.example', '/img/slide/4.jpg?w=480'],
    ['https://cdn.example/s3/backdrops/x.jpg', 'shop.example', 'https://cdn.example/s3/backdrops/x.jpg'],
    ['/img/slide/4.jpg', 'shop.example', '/img/slide/4.jpg'],
    ['http://shop.example/img/slide/4.jpg', undefined, 'http://shop.example/img/slide/4.jpg'],
  ])('reads %s on %s as %s', (url, host, expected) => {
    expect(onSite(url, host)).toBe(expected);
  });
});
