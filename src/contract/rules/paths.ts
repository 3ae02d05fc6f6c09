import type { Locale } from './locale';
import type { TitleCard } from '../schemas/title';

/** A site path in a locale: fa at the root, en under /en (spec §2, ARCHITECTURE.md §2). */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'fa') return clean;
  return clean === '/' ? '/en/' : `/en${clean}`;
}

/** The locale-free path of a request path: /en/movie/1 → /movie/1, /en → /. */
export function unlocalizedPath(pathname: string): string {
  if (pathname === '/en' || pathname === '/en/') return '/';
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
}

/** The page of a title: /movie/{id}, /series/{id}, /episode/{id}. */
export const titlePath = (title: Pick<TitleCard, 'type' | 'id'>) => `/${title.type}/${title.id}`;

/** A title's comment form (src/lib/server/pages/comment.ts). */
export const commentPath = (title: Pick<TitleCard, 'type' | 'id'>) => `/comment/${title.type}/${title.id}`;

export const castPath = (id: number) => `/cast/${id}`;
export const genrePath = (key: string) => `/genres/${encodeURIComponent(key)}`;
export const listPath = (key: string) => `/lists/${encodeURIComponent(key)}`;
export const livePath = (id: number) => `/live/${id}`;
export const searchPath = (term: string) => `/search/${encodeURIComponent(term)}`;

/**
 * An absolute URL on `host` as its path (and query), so a page names its own images on its own
 * origin and scheme (the original backend answers some artwork as absolute URLs); any other URL
 * (another host, a path already) as it is.
 */
export function onSite(url: string, host: string | undefined): string {
  if (!host || !/^https?:\/\//i.test(url)) return url;
  const parsed = new URL(url);
  return parsed.host === host ? parsed.pathname + parsed.search : url;
}
