import type { APIRoute } from 'astro';
import { sitemapXml } from '../lib/server/seo';
import { sitemapFilePaths, sitemapPaths } from '../lib/server/sitemap';

export const prerender = false;

/** One file of the sitemap index (sitemap.xml.ts): its share of the paths, in fa and en. */
export const GET: APIRoute = async ({ url, params }) => {
  const n = /^[1-9][0-9]{0,3}$/.test(params.file ?? '') ? Number(params.file) : 0;
  const paths = sitemapFilePaths(await sitemapPaths(url.origin, url.host), n);
  if (!paths)
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(sitemapXml(url.origin, paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};
