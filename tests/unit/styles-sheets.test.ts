import { describe, expect, it } from 'vitest';
import { sheetsOf } from '../../src/styles/sheets';

// Which stylesheets a page links (src/layouts/Base.astro): the site's on every page, the others
// only on the pages that draw them, so a catalog page blocks its first paint on one small sheet.

describe('the stylesheets a page links', () => {
  it.each([
    '/',
    '/genres',
    '/genres/drama',
    '/lists/new-movies',
    '/casts/iranian-actors',
    '/search/train',
    '/kids',
    '/profile/faq',
    '/offline',
  ])('catalog page %s links the site sheet alone: no player, checkout, modal or back-office sheet', (path) => {
    expect(sheetsOf(path)).toEqual(['site']);
  });

  it.each([
    ['/movie/1', ['site', 'title']],
    ['/movie/show/1', ['site', 'title']],
    ['/series/201', ['site', 'title']],
    ['/episode/1001', ['site', 'title']],
    ['/episode/show/1001', ['site', 'title']],
    ['/cast/1', ['site', 'title']],
    ['/live/1', ['site', 'title']],
    ['/lives', ['site', 'title']],
    ['/ekran/1', ['site', 'title']],
    ['/app/show/1', ['site', 'title']],
    ['/app/episode/show/1001', ['site', 'title']],
    ['/movie/download/1', ['site', 'title', 'checkout']],
    ['/plan/1', ['site', 'modals', 'checkout']],
    ['/login', ['site', 'modals']],
    ['/callback', ['site', 'checkout']],
    ['/payments', ['site', 'checkout']],
    ['/profile', ['site', 'checkout']],
    ['/download', ['site', 'checkout']],
    ['/admin', ['site', 'back-office']],
    ['/admin/users', ['site', 'back-office']],
    ['/admin/films/1', ['site', 'back-office']],
  ])('%s links %j', (path, sheets) => {
    expect(sheetsOf(path)).toEqual(sheets);
  });
});
