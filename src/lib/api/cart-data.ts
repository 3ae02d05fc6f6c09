import type { Locale } from '../i18n';
import { onSite } from '../../contract/rules/paths';
import { vatPercentOf } from '../../contract/rules/money';

// spec §3 "Download/cart data" reshaped into the app's own type in the reader's language
// (STYLE.md §13). Plain code, no zod: the page's server code and the cart island both read it,
// and the island must not carry zod (docs/decisions/0001-react-islands-on-first-use.md).

export interface CartFile {
  itemid: number;
  quality: string;
  info: string;
  size: string | null;
  amount: number;
  owned: boolean;
  folder: boolean;
  /** A screening (ekran) ticket rather than a file. */
  ticket: boolean;
}

export interface CartOptions {
  files: CartFile[];
  presale: boolean;
  presaleDate: string | null;
  pass: string | null;
  poster: string;
  screening: {
    on: boolean;
    hours: number;
    periodEnd: string | null;
    owned: boolean;
    hoursLeft: number | null;
    ekranId: number;
  };
  ussd: string | null;
  fullrate: { rate: boolean; title: string; alternative: string; showSubscription: boolean };
  showFree: boolean;
  showBuy: boolean;
  notes: string;
  /** The VAT rate a purchase is charged with (the answer's vat_percent; the spec's 10 when absent). */
  vatPercent: number;
}

type Row = Record<string, unknown>;
const record = (value: unknown): Row => (typeof value === 'object' && value !== null ? (value as Row) : {});
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const flag = (value: unknown) => value === 1 || value === true || value === '1';
const orNull = (value: unknown) => (str(value) ? str(value) : null);

/** A screening's facts (spec §3 screening) in the app's own words, from get/cart or get/ekran. */
export function readScreening(data: unknown): CartOptions['screening'] {
  const screening = record(data);
  return {
    on: flag(screening['ekran']),
    hours: num(screening['ekran_hour']),
    periodEnd: orNull(screening['ekran_period_end']),
    owned: flag(screening['ekran_owned']),
    hoursLeft: typeof screening['owned_period_end'] === 'number' ? screening['owned_period_end'] : null,
    ekranId: num(screening['ekran_id']),
  };
}

/** The cart data of get/cart, or null when it is not one (no downloads list). */
export function readCartData(data: unknown, locale: Locale): CartOptions | null {
  const d = record(data);
  if (!Array.isArray(d['downloads'])) return null;
  const fullrate = record(d['fullrate_data']);
  const words = record(fullrate[locale]);
  return {
    files: d['downloads'].map((raw) => {
      const f = record(raw);
      return {
        itemid: num(f['id']),
        quality: str(f['quality']),
        info: str(f['info']),
        size: orNull(f['size']),
        amount: num(f['amount']),
        owned: flag(f['owned']),
        folder: flag(f['isfolder']),
        ticket: str(f['quality']) === 'ekran',
      };
    }),
    presale: flag(d['presale']),
    presaleDate: orNull(d['presale_date']),
    pass: orNull(d['pass']),
    poster: str(d['title_poster']),
    screening: readScreening(d['screening']),
    ussd: orNull(d['ussd']),
    fullrate: {
      rate: flag(fullrate['rate']),
      title: str(words['title']),
      alternative: str(words['alternative']),
      showSubscription: flag(fullrate['show_subscription']),
    },
    showFree: flag(d['show_free']),
    showBuy: flag(d['show_buy']),
    notes: str(d['notes']),
    vatPercent: vatPercentOf(d['vat_percent']),
  };
}

/** A file of a paid purchase, as the payments callback and a wallet purchase answer it (original-app §2). */
export interface BoughtFile {
  itemid: number;
  titleId: number;
  type: string;
  name: string;
  quality: string | null;
  size: number | null;
  link1: string | null;
  link2: string | null;
  ekran: boolean;
}

/** The bought files of a callback; their links on `host` as paths (docs/contract.md "Media URLs"). */
export function readBoughtFiles(data: unknown, locale: Locale, host: string): BoughtFile[] {
  const link = (value: unknown) => {
    const url = orNull(value);
    return url === null ? null : onSite(url, host);
  };
  const list = record(data)['files'];
  if (!Array.isArray(list)) return [];
  return list.map((raw) => {
    const f = record(raw);
    return {
      itemid: num(f['id']),
      titleId: num(f['m_id']),
      type: str(f['type']),
      name: str(locale === 'en' && f['name_en'] ? f['name_en'] : f['name']),
      quality: orNull(f['quality']),
      size: typeof f['size'] === 'number' ? f['size'] : null,
      link1: link(f['link1']),
      link2: link(f['link2']),
      ekran: flag(record(f['screening'])['ekran']),
    };
  });
}
