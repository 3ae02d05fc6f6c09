import type { APIRoute } from 'astro';

export const prerender = false;

// Crawlers may read every catalog page; the API gateway and the in-app variants (spec §2 /app,
// duplicates of the title pages without header and footer) are not for search results.
export const GET: APIRoute = ({ url }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /app/',
      'Disallow: /en/app/',
      `Sitemap: ${url.origin}/sitemap.xml`,
      '',
    ].join('\n'),
    {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    },
  );
