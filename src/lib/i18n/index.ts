import fa from '../../../locales/fa.json';
import en from '../../../locales/en.json';
import moneyFa from '../../../locales/money/fa.json';
import moneyEn from '../../../locales/money/en.json';
import playerFa from '../../../locales/player/fa.json';
import playerEn from '../../../locales/player/en.json';
import cartFa from '../../../locales/cart/fa.json';
import cartEn from '../../../locales/cart/en.json';
import adminFa from '../../../locales/admin/fa.json';
import adminEn from '../../../locales/admin/en.json';

// ARCHITECTURE.md §2: plain typed dictionaries in place of astro-i18next (which returns raw keys
// under Astro 7 and is unmaintained). The fa file is the source of the key type; en must match.
// The server holds both; the browser gets only the page locale's island texts, which the base
// layout writes into the page (docs/decisions/0001-react-islands-on-first-use.md), so no dictionary ships as code.

import { LOCALES, type Locale } from '../../contract/rules/locale';

export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = 'fa';

export type MessageKey =
  keyof typeof fa | keyof typeof moneyFa | keyof typeof playerFa | keyof typeof cartFa | keyof typeof adminFa;
export type Dictionary = Partial<Record<MessageKey, string>>;
/** A feature's texts in both locales, which its lazy island chunk brings along (e.g. money). */
export type FeatureTexts = Record<Locale, Dictionary>;

/**
 * A text by key, `{name}` placeholders filled from values. With `count`, a key that has a `.one`
 * variant takes it where the locale's plural rules call the count "one" ("1 payment", not "1
 * payments"; Persian keeps the noun singular after any number, so its variants read the same).
 */
export type Translate = (key: MessageKey, values?: Record<string, string | number>, count?: number) => string;

/**
 * The texts islands read: what the browser is given on every page (a unit test checks every key an
 * island reads is here, and that every key named here is read). A name ending in "." stands for
 * every key under it (keys an island builds, like `filter.age.${age}`). Page-only texts stay on
 * the server: each costs every page's HTML its bytes.
 */
export const ISLAND_TEXTS = [
  'account.daysLeft',
  'account.downloadApp',
  'account.heading',
  'account.logout',
  'account.mobile',
  'account.noSubscription',
  'account.topUp',
  'account.wallet',
  'auth.',
  'chat.',
  'filter.',
  'header.',
  'nav.login',
  'notify.',
  'profile.ageFilter',
  'profile.ageFilterHint',
  'profile.autoplay',
  'profile.colorScheme',
  'profile.colorScheme.',
  'profile.myLists',
  'profile.payments',
  'profile.saved',
  'search.kind.',
  'search.label',
  'search.placeholder',
  'search.recent',
  'search.submit',
  'search.suggestions',
  'search.tooShort',
  'settings.',
] as const;

/** Whether the browser is given the text of `key` (ISLAND_TEXTS). */
export const isIslandText = (key: string): boolean =>
  ISLAND_TEXTS.some((name) => (name.endsWith('.') ? key.startsWith(name) : key === name));

/** The element of the page that carries its island texts (src/layouts/Base.astro). */
export const ISLAND_TEXTS_ID = 'island-texts';

// Feature dictionaries (locales/<feature>/) are texts of islands whose code loads on use: they
// ride in that code's chunk instead of every page's island texts.
const serverDictionaries = {
  // The back office's texts (docs/admin.md) are server-only: its pages have no island.
  fa: { ...fa, ...moneyFa, ...playerFa, ...cartFa, ...adminFa },
  en: { ...en, ...moneyEn, ...playerEn, ...cartEn, ...adminEn },
} as const satisfies Record<Locale, Record<MessageKey, string>>;

const islandTexts = new Map<Locale, string>();

/**
 * The island texts of a locale, for the page (a JSON object, safe inside a <script> element).
 * Every page render writes it: it is built once per locale, not per request.
 */
export function islandTextsJson(locale: Locale): string {
  let json = islandTexts.get(locale);
  if (json === undefined) {
    const texts = Object.fromEntries(Object.entries(serverDictionaries[locale]).filter(([key]) => isIslandText(key)));
    json = JSON.stringify({ [locale]: texts }).replace(/</g, '\\u003c');
    islandTexts.set(locale, json);
  }
  return json;
}

let pageTexts: Partial<Record<Locale, Dictionary>> | undefined;

/** In the browser: the texts the page carries (read once). */
function browserDictionary(locale: Locale): Dictionary {
  if (!pageTexts) {
    try {
      pageTexts = JSON.parse(document.getElementById(ISLAND_TEXTS_ID)?.textContent ?? '{}') as typeof pageTexts;
    } catch {
      pageTexts = {};
    }
  }
  return pageTexts?.[locale] ?? {};
}

/**
 * A feature's texts over the page's, merged once per locale: islands make their t() on every
 * server render, and a copy of the server's whole dictionary each time was 1 % of a search page's
 * CPU (docs/catalog.md "Search: Finglish and typos").
 */
const merged = new WeakMap<FeatureTexts, Partial<Record<Locale, Dictionary>>>();

function withFeature(page: Dictionary, locale: Locale, feature: FeatureTexts): Dictionary {
  let byLocale = merged.get(feature);
  if (!byLocale) merged.set(feature, (byLocale = {}));
  return (byLocale[locale] ??= { ...page, ...feature[locale] });
}

/** A locale's plural rules, made once (t() is made on every render; a counted text is rare). */
const plurals = new Map<Locale, Intl.PluralRules>();
function pluralOf(locale: Locale): Intl.PluralRules {
  let rules = plurals.get(locale);
  if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

/** The t() of a locale: `{name}` placeholders are filled from values; a missing text shows its key. */
export function createTranslate(locale: Locale, feature?: FeatureTexts): Translate {
  // Vite answers import.meta.env.SSR at build time: the browser bundle keeps no dictionary.
  const page: Dictionary = import.meta.env.SSR ? serverDictionaries[locale] : browserDictionary(locale);
  const dictionary: Dictionary = feature ? withFeature(page, locale, feature) : page;
  return (key, values, count) => {
    const one =
      count !== undefined && pluralOf(locale).select(count) === 'one'
        ? dictionary[`${key}.one` as MessageKey]
        : undefined;
    return (one ?? dictionary[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      values && name in values ? String(values[name]) : whole,
    );
  };
}

/**
 * What differs by locale beside the texts: direction (spec §1: right-to-left only for fa), the
 * language tag, the Open Graph locale, the font files the page preloads (a Persian page's hold
 * the Latin range too: it draws its spaces, digits and punctuation from them), those a page
 * drawing the other script at first paint preloads instead (an English title page's Persian
 * name: the Persian 400 file, src/styles/_fonts.scss "Vazirmatn mixed"; none for fa, whose files
 * draw both), the calendar dates are typed in (the back office's air dates), and
 * whether the login form shows the sign-up consent text (spec §2 Login modal: in the Persian locale).
 */
const LOCALE_FACTS = {
  fa: {
    dir: 'rtl',
    lang: 'fa-IR',
    ogLocale: 'fa_IR',
    fontPreloads: ['fa-400', 'fa-700'],
    mixedFontPreloads: null,
    calendar: 'persian',
    signUpConsent: true,
  },
  en: {
    dir: 'ltr',
    lang: 'en-US',
    ogLocale: 'en_US',
    fontPreloads: ['latin-400'],
    mixedFontPreloads: ['fa-400'],
    calendar: 'gregory',
    signUpConsent: false,
  },
} as const satisfies Record<Locale, Record<string, string | boolean | readonly string[] | null>>;

export const localeFacts = (locale: Locale) => LOCALE_FACTS[locale];
export const dirOf = (locale: Locale) => LOCALE_FACTS[locale].dir;
export const langOf = (locale: Locale) => LOCALE_FACTS[locale].lang;

export const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);
