import type { Locale } from '../i18n';
import { localePath } from '../../contract/rules/paths';

// Search-engine helpers: canonical and alternate URLs, JSON-LD (schema.org) and the sitemap.

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The absolute URL of a path in a locale. */
export const absoluteUrl = (origin: string, locale: Locale, path: string) =>
  new URL(localePath(locale, path), origin).href;

/** fa and en versions of a page, plus x-default (the fa one, the site's default). */
export function alternates(origin: string, path: string): Alternate[] {
  const fa = absoluteUrl(origin, 'fa', path);
  return [
    { hreflang: 'fa', href: fa },
    { hreflang: 'en', href: absoluteUrl(origin, 'en', path) },
    { hreflang: 'x-default', href: fa },
  ];
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. */
export const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

export interface LdTitle {
  url: string;
  name: string;
  alternateName: string;
  image: string;
  description: string;
  year: number;
  rate: number;
  genres: string[];
  runtimeMinutes?: number;
  directors?: { name: string; url: string }[];
  actors?: { name: string; url: string }[];
  contentRating?: string;
  inLanguage: string;
}

const person = (p: { name: string; url: string }) => ({ '@type': 'Person', name: p.name, url: p.url });

function titleLd(type: 'Movie' | 'TVSeries' | 'TVEpisode', t: LdTitle) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    url: t.url,
    name: t.name,
    alternateName: t.alternateName,
    image: t.image,
    description: t.description,
    datePublished: String(t.year),
    genre: t.genres,
    inLanguage: t.inLanguage,
    ...(t.contentRating ? { contentRating: t.contentRating } : {}),
    ...(t.runtimeMinutes ? { duration: `PT${t.runtimeMinutes}M` } : {}),
    ...(t.directors?.length ? { director: t.directors.map(person) } : {}),
    ...(t.actors?.length ? { actor: t.actors.map(person) } : {}),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: t.rate,
      bestRating: 10,
      worstRating: 0,
      ratingCount: 1,
    },
  };
}

export const movieLd = (t: LdTitle) => titleLd('Movie', t);

export const seriesLd = (t: LdTitle & { seasons: number; episodes: number }) => ({
  ...titleLd('TVSeries', t),
  numberOfSeasons: t.seasons,
  numberOfEpisodes: t.episodes,
});

export const episodeLd = (
  t: LdTitle & { episodeNumber: number; seasonNumber: number; series: { name: string; url: string } },
) => ({
  ...titleLd('TVEpisode', t),
  episodeNumber: t.episodeNumber,
  partOfSeason: { '@type': 'TVSeason', seasonNumber: t.seasonNumber },
  partOfSeries: { '@type': 'TVSeries', name: t.series.name, url: t.series.url },
});

export const personLd = (p: {
  url: string;
  name: string;
  alternateName: string;
  image: string;
  description: string;
  birthYear?: number | null;
}) => ({
  '@context': 'https://schema.org',
  '@type': 'Person',
  url: p.url,
  name: p.name,
  alternateName: p.alternateName,
  image: p.image,
  description: p.description,
  ...(p.birthYear ? { birthDate: String(p.birthYear) } : {}),
});

/** A live channel: a TelevisionChannel carried by the site's broadcast service. */
export const liveChannelLd = (c: { url: string; name: string; image: string; siteName: string }) => ({
  '@context': 'https://schema.org',
  '@type': 'TelevisionChannel',
  url: c.url,
  name: c.name,
  image: c.image,
  broadcastChannelId: c.url,
  inBroadcastLineup: { '@type': 'CableOrSatelliteService', name: c.siteName },
});

export const breadcrumbLd = (items: { name: string; url: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.name,
    item: item.url,
  })),
});

/** An FAQ page (schema.org FAQPage): each question with its accepted answer, in the page's order. */
export const faqLd = (url: string, items: { q: string; a: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  url,
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.q,
    acceptedAnswer: { '@type': 'Answer', text: item.a },
  })),
});

/** The site with its search: /search/{term} renders the results on the server. */
export const websiteLd = (origin: string, locale: Locale, name: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  url: absoluteUrl(origin, locale, '/'),
  name,
  inLanguage: locale === 'fa' ? 'fa-IR' : 'en-US',
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(origin, locale, '/search')}/{search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );

/** sitemap.xml with every path in both locales, each linking its alternates. */
export function sitemapXml(origin: string, paths: string[]): string {
  const entries = paths.flatMap((path) => {
    const links = alternates(origin, path)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    return (['fa', 'en'] as const).map(
      (locale) => `<url><loc>${escapeXml(absoluteUrl(origin, locale, path))}</loc>${links}</url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    entries.join('') +
    '</urlset>\n'
  );
}

/** The sitemap index (sitemaps.org) naming the sitemap files `/sitemap-1.xml` … `/sitemap-{count}.xml`. */
export function sitemapIndexXml(origin: string, count: number): string {
  const files = Array.from(
    { length: count },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
    files.join('') +
    '</sitemapindex>\n'
  );
}
