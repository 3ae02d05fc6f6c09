import type { Locale } from '../../i18n';
import { formatToman } from '../../i18n/format';

// docs/admin.md: the back office shows moments to the minute, in Tehran's time and the page's
// calendar and digits (Persian: the Solar Hijri calendar).

const dateTime = new Map<Locale, Intl.DateTimeFormat>();

export function formatDateTime(date: Date, locale: Locale): string {
  let format = dateTime.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Tehran',
    });
    dateTime.set(locale, format);
  }
  return format.format(date);
}

export const formatIso = (iso: string | null, locale: Locale) => (iso ? formatDateTime(new Date(iso), locale) : '—');

/** A signed amount in toman: a deduction keeps its minus sign. */
export const formatSigned = (amount: number, locale: Locale) =>
  `${amount < 0 ? '−' : amount > 0 ? '+' : ''}${formatToman(Math.abs(amount), locale)}`;

/** Items as the page's language lists them ("الف، ب و ج", "a, b and c"). */
export const joinList = (items: string[], locale: Locale) =>
  new Intl.ListFormat(locale === 'fa' ? 'fa-IR' : 'en-GB', { type: 'conjunction' }).format(items);

/** The name in the page's language, of a row that carries both. */
export const nameIn = (row: { name: string; name_fa: string }, locale: Locale) =>
  locale === 'fa' ? row.name_fa : row.name;
