import { toLatinDigits } from '../../../lib/rules/digits';

/**
 * Wallet top-up limits in toman (spec §5 leaves wallet validation "not shown"): at least 1,000
 * toman, below which a bank fee outweighs the payment, and at most 50,000,000 toman, Shaparak's
 * per-transaction ceiling for internet payments (500,000,000 rials).
 */
export const MIN_CHARGE_TOMAN = 1_000;
export const MAX_CHARGE_TOMAN = 50_000_000;

/** Thousands separators people type: Latin comma, Arabic comma and thousands sign, dot, spaces. */
const SEPARATOR = /[,\u060c\u066c.\s\u200c\u202f']/;

/**
 * A typed amount as integer toman: Persian and Arabic digits read as Latin, thousands groups
 * separated consistently ("۱۰.۰۰۰", "20,000", "30 000"), an optional trailing «تومان». Anything
 * else (decimals, signs, letters, badly grouped digits) is null.
 */
export function parseToman(input: unknown): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input > 0 ? input : null;
  if (typeof input !== 'string') return null;
  const text = toLatinDigits(input)
    .trim()
    .replace(/\s*تومان$/, '')
    .trim();
  if (text.length > 20) return null;
  let digits: string;
  if (/^\d+$/.test(text)) digits = text;
  else {
    const match = new RegExp(`^\\d{1,3}(${SEPARATOR.source}\\d{3})+$`).exec(text);
    if (!match) return null;
    // One kind of separator throughout: "1.000,000" is not an amount.
    const kinds = new Set(text.replace(/\d/g, ''));
    if (kinds.size !== 1) return null;
    digits = text.replace(/\D/g, '');
  }
  const value = Number(digits);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
