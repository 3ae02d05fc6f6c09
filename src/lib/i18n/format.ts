import type { Locale } from './index';
import { toPersianDigits } from '../../contract/rules/digits';

// STYLE.md §9: the platform formats numbers, money and Jalali dates; no date library.

/**
 * One formatter per locale, made on first use: building an Intl formatter (above all the Persian
 * calendar's) costs tens of milliseconds on a cheap phone, and islands that import this module
 * may never format a date.
 */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

const numberFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', { useGrouping: true }),
);

/** A whole number with the locale's digits and thousands separators (۹۹٬۰۰۰ in fa). */
export const formatNumber = (value: number, locale: Locale) => numberFormat(locale).format(value);

/** An integer toman amount (spec §9 Currency) with its currency word: "۹۹٬۰۰۰ تومان", "99,000 toman". */
export function formatToman(amount: number, locale: Locale): string {
  if (!Number.isInteger(amount)) throw new RangeError(`Toman amounts are integers, got ${amount}`);
  return `${formatNumber(amount, locale)} ${locale === 'fa' ? 'تومان' : 'toman'}`;
}

/** A date format in the Persian calendar for fa, the Gregorian one for en, in Tehran's time zone. */
const calendarFormat = (parts: Intl.DateTimeFormatOptions) =>
  perLocale(
    (locale) =>
      new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR-u-ca-persian' : 'en-US', { ...parts, timeZone: 'Asia/Tehran' }),
  );

const dateFormat = calendarFormat({ year: 'numeric', month: 'long', day: 'numeric' });

/** A date in the Persian (Jalali) calendar for fa, the Gregorian one for en; in Tehran's time zone. */
export const formatDate = (date: Date, locale: Locale) => dateFormat(locale).format(date);

const dayFormat = calendarFormat({ weekday: 'long', month: 'long', day: 'numeric' });

/** A day of the coming weeks with its weekday, no year: "پنجشنبه ۵ آذر", "Thursday, November 26". */
export const formatDay = (date: Date, locale: Locale) => dayFormat(locale).format(date);

const clockFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Tehran',
    }),
);

/** A time of day in Tehran, 24-hour: "۲۱:۰۰" in fa, "21:00" in en (live schedules). */
export const formatClock = (date: Date, locale: Locale) => clockFormat(locale).format(date);

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

const rateFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** A score out of 10 with one decimal, in the locale's digits. */
export const formatRate = (rate: number, locale: Locale) => rateFormat(locale).format(rate);

const yearFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', { useGrouping: false }),
);

/** A year in the locale's digits, without grouping (۱۴۰۲, not ۱٬۴۰۲). */
export const formatYear = (year: number, locale: Locale) => yearFormat(locale).format(year);

/** Persian pages' Solar Hijri years, made on first use (only formatTitleYear on a fa page asks). */
let solarYears: Intl.DateTimeFormat | undefined;
const solarYearFormat = () =>
  (solarYears ??= new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', timeZone: 'UTC' }));

/**
 * A title's production year as its readers know it (docs/decisions/0024-title-years.md): on a
 * Persian page an Iranian production's year is the Solar Hijri year that holds most of the
 * catalog's Gregorian year (2023 → ۱۴۰۲, the year from Farvardin 1 of that spring), read off
 * July 1 through Intl's Persian calendar; a foreign title keeps the Gregorian year it is known
 * by, and English pages show every year as the catalog has it.
 */
export function formatTitleYear(year: number, iranian: boolean, locale: Locale): string {
  if (locale !== 'fa' || !iranian) return formatYear(year, locale);
  const parts = solarYearFormat().formatToParts(Date.UTC(year, 6, 1));
  return parts.find((part) => part.type === 'year')?.value ?? formatYear(year, locale);
}

/** Digits of a text (a mobile number, a code) in the locale's script: Persian digits in fa. */
export const formatDigits = (text: string, locale: Locale) => (locale === 'fa' ? toPersianDigits(text) : text);

/** Days into a Persian month from Farvardin 1: six months of 31 days, then months of 30. */
const persianMonthStart = (month: number) => (month <= 6 ? (month - 1) * 31 : 186 + (month - 7) * 30);

const monthFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR-u-ca-persian' : 'en-US-u-ca-persian', {
      month: 'long',
      timeZone: 'Asia/Tehran',
    }),
);

/**
 * The name of a Persian calendar month given as `1405-09` (the provider's data usage month):
 * `آذر`, `Azar`. Intl names it from a day in the middle of that month (Nowruz moves by a day at most).
 */
export function formatPersianMonth(key: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const year = Number(match?.[1] ?? 0);
  const month = Number(match?.[2] ?? 0);
  if (!match || month < 1 || month > 12) return key;
  const middle = new Date(Date.UTC(year + 621, 2, 21 + persianMonthStart(month) + 14, 12));
  return monthFormat(locale).format(middle);
}
