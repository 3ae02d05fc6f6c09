import type { Locale } from './i18n';

// STYLE.md §9: the platform formats numbers, money and Jalali dates; no date library.

const numberFormats: Record<Locale, Intl.NumberFormat> = {
  fa: new Intl.NumberFormat('fa-IR', { useGrouping: true }),
  en: new Intl.NumberFormat('en-US', { useGrouping: true }),
};

/** A whole number with the locale's digits and thousands separators (۹۹٬۰۰۰ in fa). */
export const formatNumber = (value: number, locale: Locale) => numberFormats[locale].format(value);

/** An integer toman amount (spec §9 Currency) with its currency word: "۹۹٬۰۰۰ تومان", "99,000 toman". */
export function formatToman(amount: number, locale: Locale): string {
  if (!Number.isInteger(amount)) throw new RangeError(`Toman amounts are integers, got ${amount}`);
  return `${formatNumber(amount, locale)} ${locale === 'fa' ? 'تومان' : 'toman'}`;
}

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  fa: new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Tehran',
  }),
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tehran' }),
};

/** A date in the Persian (Jalali) calendar for fa, the Gregorian one for en; in Tehran's time zone. */
export const formatDate = (date: Date, locale: Locale) => dateFormats[locale].format(date);

/** A duration in minutes: "۱ ساعت و ۵۲ دقیقه" / "1 h 52 min". */
export function formatRuntime(minutes: number, locale: Locale): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const n = (value: number) => formatNumber(value, locale);
  if (locale === 'fa') {
    if (!hours) return `${n(rest)} دقیقه`;
    return rest ? `${n(hours)} ساعت و ${n(rest)} دقیقه` : `${n(hours)} ساعت`;
  }
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** A score out of 10 with one decimal, in the locale's digits. */
export const formatRate = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rate);

/** A year in the locale's digits, without grouping (۱۴۰۲, not ۱٬۴۰۲). */
export const formatYear = (year: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', { useGrouping: false }).format(year);
