import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  alternates,
  breadcrumbLd,
  episodeLd,
  jsonLd,
  liveChannelLd,
  movieLd,
  personLd,
  seriesLd,
  sitemapIndexXml,
  sitemapXml,
  websiteLd,
} from '../../src/lib/server/seo';

const origin = 'https://vod.example';
const title = {
  url: `${origin}/movie/1`,
  name: 'The Last Train',
  alternateName: 'آخرین قطار',
  image: `${origin}/img/poster/1.jpg`,
  description: 'A night train.',
  year: 2019,
  rate: 7.8,
  genres: ['Drama'],
  runtimeMinutes: 112,
  directors: [{ name: 'A', url: `${origin}/cast/1` }],
  actors: [{ name: 'B', url: `${origin}/cast/2` }],
  contentRating: 'PG-13',
  inLanguage: 'fa',
};

describe('URLs', () => {
  it('puts fa at the root and en under /en', () => {
    expect(absoluteUrl(origin, 'fa', '/movie/1')).toBe('https://vod.example/movie/1');
    expect(absoluteUrl(origin, 'en', '/movie/1')).toBe('https://vod.example/en/movie/1');
    expect(absoluteUrl(origin, 'en', '/')).toBe('https://vod.example/en/');
  });

  it('gives fa, en and x-default alternates, x-default being fa', () => {
    expect(alternates(origin, '/genres/drama')).toEqual([
      { hreflang: 'fa', href: 'https://vod.example/genres/drama' },
      { hreflang: 'en', href: 'https://vod.example/en/genres/drama' },
      { hreflang: 'x-default', href: 'https://vod.example/genres/drama' },
    ]);
  });
});

describe('JSON-LD', () => {
  it('describes a film as schema.org Movie with duration, people and rating', () => {
    const ld = movieLd(title);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'The Last Train',
      duration: 'PT112M',
      contentRating: 'PG-13',
    });
    expect(ld.director).toEqual([{ '@type': 'Person', name: 'A', url: `${origin}/cast/1` }]);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 7.8, bestRating: 10 });
  });

  it('describes series and episodes', () => {
    expect(seriesLd({ ...title, seasons: 2, episodes: 14 })).toMatchObject({
      '@type': 'TVSeries',
      numberOfSeasons: 2,
      numberOfEpisodes: 14,
    });
    const ep = episodeLd({
      ...title,
      episodeNumber: 3,
      seasonNumber: 2,
      series: { name: 'S', url: `${origin}/series/201` },
    });
    expect(ep).toMatchObject({
      '@type': 'TVEpisode',
      episodeNumber: 3,
      partOfSeason: { seasonNumber: 2 },
      partOfSeries: { '@type': 'TVSeries', name: 'S' },
    });
  });

  it('describes people, live channels, breadcrumbs and the site search', () => {
    expect(
      personLd({ url: 'u', name: 'n', alternateName: 'a', image: 'i', description: 'd', birthYear: 1980 }),
    ).toMatchObject({ '@type': 'Person', birthDate: '1980' });
    expect(liveChannelLd({ url: 'u', name: 'n', image: 'i', siteName: 's' })['@type']).toBe('TelevisionChannel');
    expect(
      breadcrumbLd([
        { name: 'Home', url: 'h' },
        { name: 'Drama', url: 'd' },
      ]).itemListElement[1],
    ).toEqual({ '@type': 'ListItem', position: 2, name: 'Drama', item: 'd' });
    const site = websiteLd(origin, 'fa', 'Site');
    expect(site.potentialAction.target.urlTemplate).toBe('https://vod.example/search/{search_term_string}');
  });

  it('escapes < so no text can close the script element', () => {
    expect(jsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(jsonLd({ name: '</script>' }))).toEqual({ name: '</script>' });
  });
});

describe('sitemapXml()', () => {
  const xml = sitemapXml(origin, ['/', '/movie/1']);

  it('lists every path in both locales', () => {
    expect(xml.match(/<loc>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://vod.example/en/movie/1</loc>');
    expect(xml).toContain('<loc>https://vod.example/</loc>');
  });

  it('links each entry to its alternates', () => {
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://vod.example/movie/1"/>');
  });

  it('escapes XML special characters', () => {
    expect(sitemapXml(origin, ['/search/a&b'])).toContain('/search/a&amp;b');
  });
});

describe('sitemapIndexXml()', () => {
  it('names every sitemap file of the origin', () => {
    const xml = sitemapIndexXml(origin, 3);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://vod.example/sitemap-1.xml</loc>');
    expect(xml).toContain('<loc>https://vod.example/sitemap-3.xml</loc>');
  });
});
