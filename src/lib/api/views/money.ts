import type { Locale } from '../../i18n';
import type { PaidPayment, PaymentRow } from '../../../contract/schemas/money';
import { inLocale } from './locale';

/** One row of the user's payments (content-api GET /get/profile/payment/download-billing). */
export interface PaymentView {
  id: number;
  /** What it paid for: download, wallet, subscription or directdebit (words in money.purpose.*). */
  purpose: string;
  date: Date;
  /** Integer toman. */
  amount: number;
  vat: number;
  method: string;
  status: string;
  /** The payment the bank knows it by (its /callback payment_id). */
  transactionId: number;
  refNum: string | null;
  /** The plan a subscription payment bought, when the provider names it. */
  planId: number | null;
  /** The titles a download payment bought, named in the reader's language. */
  titles: { id: number; type: string; name: string }[];
}

/** The original backend's `for` of a top-up; its other rows are read as downloads. */
const TOP_UP_FOR = 'Buy Credit';

export const paymentView = (row: PaymentRow, locale: Locale): PaymentView => ({
  id: row.id ?? row.transaction_id,
  purpose: row.purpose ?? (row.for === TOP_UP_FOR ? 'wallet' : 'download'),
  date: new Date(row.date),
  amount: row.amount,
  vat: row.vat,
  method: row.method,
  // Our provider's own status; the original backend's is only pending or completed.
  status: row.state ?? (row.status === 'completed' ? 'paid' : row.status),
  transactionId: row.transaction_id,
  refNum: row.ref_num,
  planId: row.plan_id ?? null,
  titles: (row.titles ?? []).map((title) => ({
    id: title.id,
    type: title.type,
    name: inLocale(locale, title.name_fa, title.name),
  })),
});

/** A bank of the automatic payment (spec §7 GET /directdebit/banks). */
export interface BankView {
  code: string;
  name: string;
  active: boolean;
}

/**
 * A bank as a provider names it: ours sends code, name, name_fa and active; the original backend
 * `{value, text}` (the code its logos are named by, and the Persian name), every bank offered.
 */
export interface BankWire {
  code?: string;
  name?: string;
  name_fa?: string;
  active?: boolean;
  value?: string;
  text?: string;
}

export const bankView = (bank: BankWire, locale: Locale): BankView => ({
  code: bank.code ?? bank.value ?? '',
  name: inLocale(locale, bank.name_fa ?? bank.text ?? '', bank.name ?? bank.text ?? ''),
  active: bank.active ?? true,
});

/** spec §3 Direct-debit setup as the provider answers it (GET /directdebit/subscriptions). */
export interface DirectdebitWire {
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

/** spec §3 Direct-debit setup: the saved banks, the switches and the fees, as the modal shows them. */
export interface DirectdebitView {
  /** The saved mandates: id, bank code, bank name and mobile. */
  saved: DirectdebitWire['subscriptions'];
  /** The current switches and the bank and mobile they use. */
  configs: { bank: string | null; mobile: string | null; subscription: boolean; payAnything: boolean };
  /** Series that can be paid automatically (the provider names them in Persian only). */
  series: { id: number; name: string; poster: string; fee: number; on: boolean }[];
  /** The user's mobile without its leading 0, as the provider keeps it. */
  mobile: string;
  /** The automatic subscription's fee, in toman. */
  subscriptionFee: number;
  daysLeft: number;
}

export const directdebitView = (state: DirectdebitWire): DirectdebitView => ({
  saved: state.subscriptions,
  configs: {
    bank: state.configs.bank,
    mobile: state.configs.mobile,
    subscription: state.configs.subscription,
    payAnything: state.configs.pay_anything,
  },
  series: state.series.map((s) => ({
    id: s.id,
    name: s.name_fa,
    poster: s.poster,
    fee: s.subscribe_fee,
    on: s.directdebit,
  })),
  mobile: state.mobile,
  subscriptionFee: state.subscribe_fee,
  daysLeft: state.days_period_to_end,
});

/** A settled payment as /callback shows it (content-api `payments/{purchase}/callback`). */
export interface PaidPaymentView {
  /** The tracking number the bank gave, when there is one. */
  ref: string | null;
  /** What was paid, in toman: 0 for an automatic payment's sign-up (a mandate, no money). */
  amount: number;
  /** A wallet top-up: what it added and the balance after, in toman. */
  wallet: { added: number; balance: number } | null;
  /** A subscription: the days it bought and the days now left. */
  days: number;
  daysLeft: number;
  /** What it paid for, when a title: the page to go back to. */
  title: { id: number; type: string } | null;
  /** A guest's paid download: its links are behind login. */
  needsLogin: boolean;
}

export const paidPaymentView = (payment: PaidPayment): PaidPaymentView => ({
  ref: payment.ref,
  amount: payment.amount,
  wallet: payment.wallet ? { added: payment.wallet.added_amount, balance: payment.wallet.current_balance } : null,
  days: payment.days ?? 0,
  daysLeft: payment.days_period_to_end ?? 0,
  title: payment.title ?? null,
  needsLogin: payment.show_login === 1,
});
