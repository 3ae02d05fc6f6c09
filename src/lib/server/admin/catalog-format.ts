import type { Locale } from '../../i18n';

// docs/admin.md "Catalog": the catalog editor's pages show a row's name in the page's language and
// the other one beside it, so an editor finds a person or title by either.

/** The name in the page's other language, with that language's tag. */
export const otherName = (row: { name: string; name_fa: string }, locale: Locale) =>
  locale === 'fa' ? { text: row.name, lang: 'en' } : { text: row.name_fa, lang: 'fa' };
