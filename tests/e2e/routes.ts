// The public routes of spec §2 the catalog pages render, with what each must show.
// Ids come from the demo catalog (src/provider/seed/catalog): stable across seeds.
export interface RouteCase {
  path: string;
  /** Text the <h1> must contain, per locale; omitted when it comes from data. */
  h1?: { fa: string; en: string };
  layout?: 'default' | 'empty';
}

export const PUBLIC_ROUTES: RouteCase[] = [
  { path: '/' },
  { path: '/movie/1' },
  { path: '/movie/show/1' },
  { path: '/movie/download/1' },
  { path: '/series/201' },
  { path: '/series/download/201' },
  { path: '/episode/1001' },
  { path: '/episode/show/1001' },
  { path: '/episode/download/1001' },
  { path: '/video/1' },
  { path: '/ekran/9' },
  { path: '/genres' },
  { path: '/genres/drama' },
  { path: '/genres/drama?f_type=movie&page=1' },
  { path: '/lists/new-movies' },
  { path: '/cast/1' },
  { path: '/casts/directors' },
  { path: '/casts/foreign-actors' },
  { path: '/casts/iranian-actors' },
  { path: '/lives' },
  { path: '/lives/1' },
  { path: '/live/1' },
  { path: '/search' },
  { path: '/search/train' },
  { path: '/profile/faq' },
  { path: '/profile/terms' },
  { path: '/profile/about-contact' },
  { path: '/profile/internet' },
  { path: '/profile/plans' },
  { path: '/namad' },
  { path: '/download' },
  { path: '/kids' },
  { path: '/app', layout: 'empty' },
  { path: '/app/show/1', layout: 'empty' },
  { path: '/app/series/show/201', layout: 'empty' },
  { path: '/app/episode/show/1001', layout: 'empty' },
  { path: '/app/ekran/9', layout: 'empty' },
];

export const NOT_FOUND_ROUTES = [
  '/no-such-page',
  '/movie/abc',
  '/movie/0',
  '/movie/999999',
  '/movie/201',
  '/series/1',
  '/episode/1',
  '/cast/99999',
  '/genres/no-such-genre',
  '/lists/no-such-list',
  '/live/99',
  '/ekran/1',
  '/app/show/abc',
];

export const localized = (locale: 'fa' | 'en', path: string) =>
  locale === 'fa' ? path : path === '/' ? '/en/' : `/en${path}`;

/** Personal routes and those not built yet: links to them are not followed here. */
export const LATER_ROUTES =
  /^\/(en\/)?(login|profile|profile\/list\/.*|profile\/settings|payments|plan\/\d+|ref\/.*|callback|comment\/.*)(\?.*)?$/;
