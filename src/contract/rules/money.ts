import { toLatinDigits } from './digits';

// spec §9 and §2 (wallet, subscription): the money rules the storefront and the provider share.
// Money is integer toman in the product; rials exist only at a gateway boundary (provider side).

/**
 * spec §9: 10 percent value-added tax is added to plan prices. The rate is the provider's
 * configuration (VAT_PERCENT, docs/configuration.md) and travels in its answers (each plan's and
 * the cart's `vat_percent`); this is the spec's rate, read where an answer names none.
 */
export const SPEC_VAT_PERCENT = 10;

/** spec §9: the wallet modal's quick picks, in toman. */
export const QUICK_AMOUNTS = [10_000, 20_000, 30_000] as const;

/** spec §9: the default bank code of automatic payment. */
export const DEFAULT_BANK = '012';

/** spec §9: the default wallet payment method (a bank gateway). */
export const DEFAULT_PAYMENT_METHOD = 'saman';

/**
 * The smallest and largest wallet top-up, in toman (spec §5: "not shown"; docs/payments.md "Limits"):
 * 1,000 toman is below any card payment a bank gateway takes, 50,000,000 the common per-payment
 * ceiling of Shaparak card payments (500,000,000 rials).
 */
export const MIN_TOP_UP = 1_000;
export const MAX_TOP_UP = 50_000_000;

/**
 * A payment's return key as it travels in the return URL (`key=`): 128 random bits in base64url
 * (provider domain/money/return-key.ts makes them). /callback keeps a key of this shape in its
 * own links (check again, log in and come back); the provider reads nothing else as a key.
 */
export const RETURN_KEY_PARAM = 'key';
export const RETURN_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The VAT at `percent` on a toman amount, rounded down to a whole toman. */
export const vatOf = (toman: number, percent: number) => Math.floor((toman * percent) / 100);

/** An answer's `vat_percent` when it is a rate (0-100), else the spec's. */
export const vatPercentOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100 ? value : SPEC_VAT_PERCENT;

/** spec §2 Subscription modal: the discounted price is the price minus discount_price. */
export function planPrice(plan: { toman: number; discount: { discount_price: number } | null }): number {
  return Math.max(0, plan.toman - (plan.discount?.discount_price ?? 0));
}

/** Thousands separators people type: Latin comma, Arabic comma and thousands sign, dot, spaces. */
const SEPARATOR = /[,\u060c\u066c.\s\u200c\u202f']/;
const GROUPED = new RegExp(`^\\d{1,3}(${SEPARATOR.source}\\d{3})+$`);

/**
 * A typed amount as integer toman, or null: Persian and Arabic digits read as Latin, thousands
 * groups separated consistently ("۱۰.۰۰۰", "20,000", "30 000"), an optional trailing «تومان».
 * Anything else (decimals, signs, letters, badly grouped digits, empty text) is not an amount.
 */
export function parseAmount(input: string): number | null {
  const text = toLatinDigits(input)
    .trim()
    .replace(/\s*تومان$/, '')
    .trim();
  if (text.length > 20) return null;
  let digits: string;
  if (/^\d+$/.test(text)) digits = text;
  else {
    if (!GROUPED.test(text)) return null;
    // One kind of separator throughout: "1.000,000" is not an amount.
    if (new Set(text.replace(/\d/g, '')).size !== 1) return null;
    digits = text.replace(/\D/g, '');
  }
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

/** Why an amount cannot be topped up: the message key, or null when it can. */
export function topUpProblem(amount: number | null): 'invalid' | 'tooSmall' | 'tooLarge' | null {
  if (amount === null) return 'invalid';
  if (amount < MIN_TOP_UP) return 'tooSmall';
  if (amount > MAX_TOP_UP) return 'tooLarge';
  return null;
}

/**
 * How a payment is made, by the method names the apps send (original-app §1c, §3): the bank
 * gateway under any of its names (saman, saman3, sep, pec: the provider's configured gateway
 * answers them all), the wallet (credit) and automatic payment (directdebit). A name not here
 * (tally, the operator's credit) is not offered, and is refused by name.
 */
export const PAYMENT_METHODS = {
  saman: 'gateway',
  saman3: 'gateway',
  sep: 'gateway',
  pec: 'gateway',
  gateway: 'gateway',
  credit: 'wallet',
  wallet: 'wallet',
  directdebit: 'directdebit',
} as const;

export type PaymentMethodName = keyof typeof PAYMENT_METHODS;
export type PaymentKind = (typeof PAYMENT_METHODS)[PaymentMethodName];

export const paymentKindOf = (method: string): PaymentKind | null =>
  Object.hasOwn(PAYMENT_METHODS, method) ? PAYMENT_METHODS[method as PaymentMethodName] : null;

/** The message a method not offered gets, in both languages. */
export const METHOD_NOT_OFFERED = {
  en: 'This payment method is not offered here; pay through the bank gateway, from your wallet or by automatic payment.',
  fa: 'این روش پرداخت در این سایت ارائه نمی‌شود؛ از درگاه بانکی، موجودی کیف پول یا پرداخت خودکار استفاده کنید.',
} as const;
