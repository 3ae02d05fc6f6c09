import type { Locale } from '../../i18n';

// docs/architecture.md "Reshape at the door": the provider names most texts twice (name / name_fa, list_en /
// list_fa, about / about_en …). The reader's one is chosen here, once, when an answer is reshaped,
// so no view picks a language itself.

/** The reader's value of a wire pair: the Persian one in fa, the English one in en. */
export const inLocale = <T>(locale: Locale, fa: T, en: T): T => (locale === 'fa' ? fa : en);

/** A text in the reader's other language, with the lang and dir its element needs. */
export interface OtherName {
  text: string;
  lang: Locale;
  dir: 'ltr' | 'rtl';
}

/** The other locale's name of a pair (the subtitle under a title or a person's name). */
export const otherName = (locale: Locale, fa: string, en: string): OtherName =>
  locale === 'fa' ? { text: en, lang: 'en', dir: 'ltr' } : { text: fa, lang: 'fa', dir: 'rtl' };
