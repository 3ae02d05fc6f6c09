/** The site's languages (spec §2): Persian at the root, English under /en. */
export const LOCALES = ['fa', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
