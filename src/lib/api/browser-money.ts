import { call, isRecord, pageLocale, type Check } from './browser';
import { DEFAULT_PAYMENT_METHOD } from '../../contract/rules/money';
import type { Plan } from '../../contract/schemas/app';
import { planView, type PlanView } from './views/app';
import {
  bankView,
  directdebitView,
  type BankView,
  type BankWire,
  type DirectdebitView,
  type DirectdebitWire,
} from './views/money';

// spec §7 money calls of the islands (wallet, plans, automatic payment). Browser-only, loaded
// with the money modals' chunk, not with the page.

/** spec §3 Wallet: the balance text (with its currency word) and the number. */
export interface Wallet {
  my_credit: string;
  balance: number;
}

/** What the user chose in the automatic-payment modal (spec §7 POST /directdebit/buy_subscription). */
export interface DirectdebitChoice {
  subscription: boolean;
  payAnything: boolean;
  bank: string;
  series: number[];
  addNewBank: boolean;
  paymentId: number;
  forSubscription: boolean;
  mobile: string;
  ref: number;
  callbackUrl: string;
}

const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isPlan = (value: unknown): value is Plan =>
  isRecord(value) && isInteger(value['id']) && typeof value['name_fa'] === 'string' && isInteger(value['toman']);
/** The plans keyed by id (the original backend's shape), each a plan. */
const plansAnswer: Check<Record<string, Plan>> = (data): data is Record<string, Plan> =>
  isRecord(data) && Object.values(data).every(isPlan);
const walletAnswer: Check<Wallet> = (data): data is Wallet =>
  isRecord(data) && typeof data['my_credit'] === 'string' && isInteger(data['balance']);
const payAnswer: Check<{ pay_url: string }> = (data): data is { pay_url: string } =>
  isRecord(data) && typeof data['pay_url'] === 'string' && /^(https?:)?\//.test(data['pay_url']);
const isBank = (value: unknown): value is BankWire =>
  isRecord(value) && (typeof value['code'] === 'string' || typeof value['value'] === 'string');
const banksAnswer: Check<{ banks: BankWire[] }> = (data): data is { banks: BankWire[] } =>
  isRecord(data) && Array.isArray(data['banks']) && data['banks'].every(isBank);
const directdebitAnswer: Check<DirectdebitWire> = (data): data is DirectdebitWire =>
  isRecord(data) && Array.isArray(data['subscriptions']) && isRecord(data['configs']) && Array.isArray(data['series']);
const savedAnswer: Check<{ pay_url?: string }> = (data): data is { pay_url?: string } =>
  isRecord(data) && (data['pay_url'] === undefined || typeof data['pay_url'] === 'string');
const anything: Check<unknown> = (_data): _data is unknown => true;

/** spec §7 GET /get/app/plans, in the page's language. */
export const fetchPlans = async (): Promise<PlanView[]> =>
  Object.values(await call('/get/app/plans', plansAnswer))
    .sort((a, b) => a.id - b.id)
    .map((plan) => planView(plan, pageLocale()));

/** spec §7 POST /get/my_wallet. */
export const fetchWallet = () => call('/get/my_wallet', walletAnswer, { method: 'POST', body: {} });

/** spec §7 POST /get/charge_wallet: callback_url is the site's /callback (see callbackUrl). */
export const chargeWallet = async (amount: number) => {
  const answer = await call('/get/charge_wallet', payAnswer, {
    method: 'POST',
    body: { amount, payment_method: DEFAULT_PAYMENT_METHOD, callback_url: callbackUrl('wallet') },
  });
  return { payUrl: answer.pay_url };
};

/** spec §7 GET /directdebit/banks, named in the page's language. */
export const fetchBanks = async (): Promise<BankView[]> =>
  (await call('/directdebit/banks', banksAnswer)).banks.map((bank) => bankView(bank, pageLocale()));

/** spec §7 GET /directdebit/subscriptions. */
export const fetchDirectdebit = async (): Promise<DirectdebitView> =>
  directdebitView(await call('/directdebit/subscriptions', directdebitAnswer));

/** spec §7 POST /directdebit/buy_subscription: a new bank answers its mandate page (payUrl). */
export const saveDirectdebit = async (choice: DirectdebitChoice): Promise<{ payUrl?: string }> => {
  const answer = await call('/directdebit/buy_subscription', savedAnswer, {
    method: 'POST',
    body: {
      subscription: choice.subscription,
      pay_anything: choice.payAnything,
      bank: choice.bank,
      series: choice.series,
      add_new_bank: choice.addNewBank ? 1 : 0,
      payment_id: choice.paymentId,
      forsubscription: choice.forSubscription,
      mobile: choice.mobile,
      ref: choice.ref,
      callback_url: choice.callbackUrl,
    },
  });
  return answer.pay_url === undefined ? {} : { payUrl: answer.pay_url };
};

/** spec §7 POST /directdebit/delete_subscription. */
export const deleteDirectdebit = async (id: number) => {
  await call('/directdebit/delete_subscription', anything, { method: 'POST', body: { id } });
};

/**
 * The site's /callback for a purchase. spec §7 adds a mobile query; we do not: the provider
 * gives this address to the bank, and a mobile in a URL that leaves the site is personal data
 * in the bank's logs and the browser's history (docs/payments.md "Buying"). /callback reads the payment by its
 * id and return key instead, which the provider adds.
 */
export function callbackUrl(purchase: 'wallet' | 'subscription' | 'directdebit' | 'download'): string {
  const url = new URL('/callback', location.origin);
  url.searchParams.set('purchase', purchase);
  if (pageLocale() === 'en') url.pathname = '/en/callback';
  return url.toString();
}
