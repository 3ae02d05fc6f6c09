import { api, type CallOptions } from './api/client';
import { castPath, genrePath, listPath, livePath, titlePath } from '../../contract/rules/paths';

// The sitemap of spec §2's public pages, as a sitemap index over files of at most 50,000 URLs
// (the sitemaps.org limit per file; each path is two URLs, fa and en). Collecting walks the whole
// catalog through the API, so the paths of each origin are kept a while and every file is cut
// from the same list.

/** sitemaps.org: a sitemap file holds at most 50,000 URLs. */
export const URLS_PER_FILE = 50_000;
/** sitemapXml writes every path twice, once per locale. */
export const PATHS_PER_FILE = URLS_PER_FILE / 2;

/** Rebuilding walks the whole catalog, so the paths of each origin are kept this long. */
const TTL_MS = 10 * 60 * 1000;
const built = new Map<string, { expires: number; paths: Promise<string[]> }>();

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
// named lists of the home rows and the static pages.
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

/** The public paths of this origin's catalog, kept TTL_MS; a failed walk is not kept. */
export function sitemapPaths(origin: string, host: string, now = Date.now()): Promise<string[]> {
  let entry = built.get(origin);
  if (!entry || entry.expires <= now) {
    // Thousands of calls at the spec's size (docs/catalog.md "Sitemap index"): past the answer cache, which
    // holds 2,000 answers and would lose every popular one to them.
    const paths = collectPaths({ locale: 'fa', host, uncached: true });
    entry = { expires: now + TTL_MS, paths };
    built.set(origin, entry);
    paths.catch(() => built.delete(origin));
  }
  return entry.paths;
}

/** How many sitemap files `paths` fill. */
export const sitemapFileCount = (paths: string[]) => Math.max(1, Math.ceil(paths.length / PATHS_PER_FILE));

/** The paths of sitemap file `n` (1-based), or null when there is no such file. */
export function sitemapFilePaths(paths: string[], n: number): string[] | null {
  if (!Number.isInteger(n) || n < 1 || n > sitemapFileCount(paths)) return null;
  return paths.slice((n - 1) * PATHS_PER_FILE, n * PATHS_PER_FILE);
}
