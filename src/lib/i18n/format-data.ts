import type { Locale } from './index';
import { perLocale } from './format';
import { dataSize } from '../../contract/rules/data-budget';

// docs/data-budget.md "On the pages": data amounts as people read them. Apart from format.ts,
// which every page's islands load, so only the pages and the player that show amounts carry it.

const sizeFormat = perLocale((locale) => {
  // fa: `۲۱۰ مگابایت` (the long unit reads as words); en: `210 MB`.
  const make = (unit: 'megabyte' | 'gigabyte') =>
    new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', {
      style: 'unit',
      unit,
      unitDisplay: locale === 'fa' ? 'long' : 'short',
      maximumFractionDigits: 1,
    });
  return { megabyte: make('megabyte'), gigabyte: make('gigabyte') };
});

/** A data amount in MB under a gigabyte, else GB, rounded for people (rules/data-budget.ts dataSize). */
export function formatDataSize(bytes: number, locale: Locale): string {
  const { value, unit } = dataSize(bytes);
  return sizeFormat(locale)[unit].format(value);
}
