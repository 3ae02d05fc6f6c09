import type { Locale, MessageKey, Translate } from '../../i18n';
import { formatDigits } from '../../i18n/format';

// docs/admin.md "Catalog": the catalog editor's pages show a row's name in the page's language and
// the other one beside it, so an editor finds a person or title by either.

/** The name in the page's other language, with that language's tag. */
export const otherName = (row: { name: string; name_fa: string }, locale: Locale) =>
  locale === 'fa' ? { text: row.name, lang: 'en' } : { text: row.name_fa, lang: 'fa' };

/** What tells a film or series apart in a pick: "(2022, film)", and "draft" while unpublished. */
export function titleFacts(
  title: { year: number; type: string; published: boolean },
  locale: Locale,
  t: Translate,
): string {
  const values = {
    year: formatDigits(String(title.year), locale),
    type: t(`admin.titles.type.${title.type}` as MessageKey),
  };
  return title.published ? t('admin.titles.facts', values) : t('admin.titles.factsDraft', values);
}
