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
