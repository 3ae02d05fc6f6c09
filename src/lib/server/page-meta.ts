/** What a page tells the document head: its own title and description, and where it lives. */
export interface PageMeta {
  /** The page's own title; the site name is added after it. */
  title: string;
  description: string;
  /** Locale-free path of the page (/movie/12), for canonical and alternate URLs. */
  path: string;
  /** Absolute or site-relative image for Open Graph and Twitter cards. */
  image?: string;
  imageAlt?: string;
  ogType?: 'website' | 'video.movie' | 'video.tv_show' | 'video.episode' | 'profile';
  jsonLd?: object[];
  /** Pages that are not for search engines (personal, embedded, errors). */
  noindex?: boolean;
}

const OG_TYPES = { movie: 'video.movie', series: 'video.tv_show', episode: 'video.episode' } as const;

/**
 * The head of a page about one title (its page, download, ekran): the poster as the card image,
 * described by the title's name, and the Open Graph type of its kind.
 */
export const titleMeta = (
  kind: keyof typeof OG_TYPES,
  item: { poster: string },
  name: string,
  meta: Pick<PageMeta, 'title' | 'description' | 'path' | 'jsonLd'>,
): PageMeta => ({ ...meta, image: item.poster, imageAlt: name, ogType: OG_TYPES[kind] });
