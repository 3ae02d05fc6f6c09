import fa from '../../../locales/fa.json';
import en from '../../../locales/en.json';

// ARCHITECTURE.md §2: plain typed dictionaries in place of astro-i18next (which returns raw keys
// under Astro 7 and is unmaintained). The fa file is the source of the key type; en must match.

export const LOCALES = ['fa', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fa';

export type MessageKey = keyof typeof fa;
const dictionaries: Record<Locale, Record<MessageKey, string>> = { fa, en };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The t() of a locale: `{name}` placeholders are filled from values. */
export function createTranslate(locale: Locale): Translate {
  const dictionary = dictionaries[locale];
  return (key, values) =>
    dictionary[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      values && name in values ? String(values[name]) : whole,
    );
}

/** spec §1: right-to-left only for fa. */
export const dirOf = (locale: Locale) => (locale === 'fa' ? 'rtl' : 'ltr');
export const langOf = (locale: Locale) => (locale === 'fa' ? 'fa-IR' : 'en-US');

export const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);
