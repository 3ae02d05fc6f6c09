import type { APIRoute } from 'astro';
import { api, type CallOptions } from '../lib/server/api/client';
import { castPath, genrePath, listPath, livePath, titlePath } from '../lib/rules/paths';
import { sitemapXml } from '../lib/server/seo';

export const prerender = false;

/** Rebuilding walks the whole catalog, so the XML of each origin is kept this long. */
const TTL_MS = 10 * 60 * 1000;
const built = new Map<string, { expires: number; xml: Promise<string> }>();

const STATIC_PATHS = [
  '/',
  '/genres',
  '/lives',
  '/casts/directors',
  '/casts/foreign-actors',
  '/casts/iranian-actors',
  '/search',
  '/profile/faq',
  '/profile/terms',
  '/profile/about-contact',
  '/profile/internet',
  '/profile/plans',
  '/namad',
  '/download',
];

/** Every page of a paginated call, from page 1 to its last_page. */
async function allPages<T extends { last_page: number }>(load: (page: number) => Promise<T>): Promise<T[]> {
  const first = await load(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.last_page - 1) }, (_, i) => load(i + 2)));
  return [first, ...rest];
}

// Every public page of spec §2 that search engines should find: titles (films and series through
// the genre lists, episodes through their series' seasons), cast, genres, live channels, the
// named lists of the home rows and the static pages. sitemapXml adds both locales.
async function collectPaths(o: CallOptions): Promise<string[]> {
  const [genres, discoverPages, actorPages, directorPages, lives] = await Promise.all([
    api.genres(o),
    allPages((page) => api.discover(undefined, page, o)),
    allPages((page) => api.castList(1, 'all', page, o)),
    allPages((page) => api.castList(2, 'all', page, o)),
    api.lives(o),
  ]);
  const genreKeys = Object.keys(genres);
  const genreLists = await Promise.all(genreKeys.map((key) => allPages((page) => api.list(key, undefined, page, o))));
  const titles = new Map<string, { type: 'movie' | 'series' | 'episode'; id: number }>();
  for (const card of genreLists.flat().flatMap((list) => list.data)) titles.set(titlePath(card), card);
  for (const card of discoverPages.flatMap((page) => page.data.flatMap((row) => row.data)))
    titles.set(titlePath(card), card);
  const seriesIds = [...titles.values()].filter((title) => title.type === 'series').map((title) => title.id);
  const seasons = await Promise.all(seriesIds.map((id) => api.season('series', id, o)));
  for (const episode of seasons.flatMap((s) => Object.values(s.season).flat())) titles.set(titlePath(episode), episode);
  const people = new Set(
    [...actorPages, ...directorPages].flatMap((page) => page.casts.map((person) => castPath(person.id))),
  );
  // Home rows of a genre are the genre's own page already (/genres/{key}); only named lists remain.
  const lists = new Set(
    discoverPages.flatMap((page) => page.data.filter((row) => !(row.list in genres)).map((row) => listPath(row.list))),
  );
  return [
    ...STATIC_PATHS,
    ...genreKeys.map(genrePath),
    ...lists,
    ...lives.lives.map((live) => livePath(live.id)),
    ...titles.keys(),
    ...people,
  ];
}

/** spec §2 routes for search engines: sitemap.xml of this host's catalog, in fa and en. */
export const GET: APIRoute = async ({ url }) => {
  const now = Date.now();
  let entry = built.get(url.origin);
  if (!entry || entry.expires <= now) {
    const xml = collectPaths({ locale: 'fa', host: url.host }).then((paths) => sitemapXml(url.origin, paths));
    entry = { expires: now + TTL_MS, xml };
    built.set(url.origin, entry);
    // A failed build is not kept: the next request tries again.
    xml.catch(() => built.delete(url.origin));
  }
  return new Response(await entry.xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};
