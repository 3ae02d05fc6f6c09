import { call, isRecord, pageLocale, type Check } from './browser';
import { DEFAULT_PAYMENT_METHOD } from '../rules/money';

// spec §7 money calls of the islands (wallet, plans, automatic payment). Browser-only, loaded
// with the money modals' chunk, not with the page.

/** spec §3 Plan, as the subscription modal reads it. */
export interface PlanOffer {
  id: number;
  name_fa: string;
  name: string;
  toman: number;
  days: number;
  description: string;
  description_en: string;
  discount: { discount_percent: number; discount_price: number; discount_day: number } | null;
}

/** spec §3 Wallet: the balance text (with its currency word) and the number. */
export interface Wallet {
  my_credit: string;
  balance: number;
}

export interface Bank {
  code: string;
  name: string;
  name_fa: string;
  active: boolean;
}

/** spec §3 Direct-debit setup, and the saved entries (id and bank name). */
export interface DirectdebitState {
  subscriptions: { id: number; bank: string; name: string; mobile: string }[];
  configs: {
    id: number | null;
    bank: string | null;
    mobile: string | null;
    subscription: boolean;
    pay_anything: boolean;
  };
  series: { id: number; name_fa: string; poster: string; subscribe_fee: number; directdebit: boolean }[];
  mobile: string;
  subscribe_fee: number;
  days_period_to_end: number;
}

/** spec §7 POST /directdebit/buy_subscription, every field. */
export interface DirectdebitRequest {
  subscription: boolean;
  pay_anything: boolean;
  bank: string;
  series: number[];
  add_new_bank: 0 | 1;
  payment_id: number;
  forsubscription: boolean;
  mobile: string;
  ref: number;
  callback_url: string;
}

const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isPlan = (value: unknown): value is PlanOffer =>
  isRecord(value) && isInteger(value['id']) && typeof value['name_fa'] === 'string' && isInteger(value['toman']);
const plansAnswer: Check<PlanOffer[]> = (data): data is PlanOffer[] => Array.isArray(data) && data.every(isPlan);
const walletAnswer: Check<Wallet> = (data): data is Wallet =>
  isRecord(data) && typeof data['my_credit'] === 'string' && isInteger(data['balance']);
const payAnswer: Check<{ pay_url: string }> = (data): data is { pay_url: string } =>
  isRecord(data) && typeof data['pay_url'] === 'string' && /^(https?:)?\//.test(data['pay_url']);
const banksAnswer: Check<{ banks: Bank[] }> = (data): data is { banks: Bank[] } =>
  isRecord(data) && Array.isArray(data['banks']);
const directdebitAnswer: Check<DirectdebitState> = (data): data is DirectdebitState =>
  isRecord(data) && Array.isArray(data['subscriptions']) && isRecord(data['configs']) && Array.isArray(data['series']);
const savedAnswer: Check<{ pay_url?: string }> = (data): data is { pay_url?: string } =>
  isRecord(data) && (data['pay_url'] === undefined || typeof data['pay_url'] === 'string');
const anything: Check<unknown> = (_data): _data is unknown => true;

/** spec §7 GET /get/app/plans. */
export const fetchPlans = () => call('/get/app/plans', plansAnswer);

/** spec §7 POST /get/my_wallet. */
export const fetchWallet = () => call('/get/my_wallet', walletAnswer, { method: 'POST', body: {} });

/**
 * spec §7 POST /get/charge_wallet: callback_url is the site's origin plus /callback with a
 * mobile query (and which purchase it is, so /callback asks the right callback call).
 */
export const chargeWallet = (amount: number, mobile: string) =>
  call('/get/charge_wallet', payAnswer, {
    method: 'POST',
    body: { amount, payment_method: DEFAULT_PAYMENT_METHOD, callback_url: callbackUrl('wallet', mobile) },
  });

/** spec §7 GET /directdebit/banks. */
export const fetchBanks = async () => (await call('/directdebit/banks', banksAnswer)).banks;

/** spec §7 GET /directdebit/subscriptions. */
export const fetchDirectdebit = () => call('/directdebit/subscriptions', directdebitAnswer);

/** spec §7 POST /directdebit/buy_subscription: a new bank answers pay_url (its mandate page). */
export const saveDirectdebit = (request: DirectdebitRequest) =>
  call('/directdebit/buy_subscription', savedAnswer, { method: 'POST', body: request });

/** spec §7 POST /directdebit/delete_subscription. */
export const deleteDirectdebit = async (id: number) => {
  await call('/directdebit/delete_subscription', anything, { method: 'POST', body: { id } });
};

/** The site's /callback for a purchase (spec §7: origin plus /callback with a mobile query). */
export function callbackUrl(purchase: 'wallet' | 'subscription' | 'directdebit' | 'download', mobile = ''): string {
  const url = new URL('/callback', location.origin);
  url.searchParams.set('purchase', purchase);
  if (mobile) url.searchParams.set('mobile', mobile);
  if (pageLocale() === 'en') url.pathname = '/en/callback';
  return url.toString();
}
