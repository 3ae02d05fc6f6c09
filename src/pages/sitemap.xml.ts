import type { APIRoute } from 'astro';
import { sitemapIndexXml } from '../lib/server/seo';
import { sitemapFileCount, sitemapPaths } from '../lib/server/sitemap';

export const prerender = false;

/**
 * spec §2 routes for search engines: a sitemap index of this host's catalog (robots.txt names
 * it), over files of at most 50,000 URLs each (`/sitemap-{n}.xml`).
 */
export const GET: APIRoute = async ({ url }) => {
  const paths = await sitemapPaths(url.origin, url.host);
  return new Response(sitemapIndexXml(url.origin, sitemapFileCount(paths)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};
