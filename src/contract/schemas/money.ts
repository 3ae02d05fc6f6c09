import '../rules/zod-jitless';
import { z } from 'zod';
import { titleType } from './title';

// spec §7 and content-api "Watching and buying", "Profile": the money answers pages read.

/** spec §3 Wallet: the balance text and its number (integer toman). */
export const wallet = z.object({ my_credit: z.string(), balance: z.number().int() });

export const PAYMENT_PURPOSES = ['download', 'wallet', 'subscription', 'directdebit'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** A whole number the original backend may send as text ("22000", "A000…123", "22000 تومان"). */
const wholeNumber = z
  .union([z.number().int(), z.string().max(60)])
  .transform((value) => (typeof value === 'number' ? value : Number(value.replace(/\D/g, '') || '0')));

/**
 * One row of GET /get/profile/payment/download-billing, as the original backend answers it
 * (pages/payments.vue): status pending|completed, for ('Buy Credit' for a top-up), amount and
 * transaction_id as text. Our provider adds state (the payment's own status), purpose, vat, id
 * and plan_id; a provider without them is read from the original's fields.
 */
export const paymentRow = z.object({
  id: z.number().int().optional(),
  status: z.string(),
  state: z.string().optional(),
  for: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
  date: z.string(),
  amount: wholeNumber,
  vat: z.number().int().default(0),
  method: z.string(),
  transaction_id: wholeNumber,
  ref_num: z.string().nullable(),
  /** The plan a subscription payment bought (our provider names it; content-api lists no such field). */
  plan_id: z.number().int().nullable().optional(),
  /** The titles a download payment bought (our provider joins them; content-api lists no such field). */
  titles: z
    .array(z.object({ id: z.number().int(), type: z.string(), name: z.string(), name_fa: z.string() }))
    .optional(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

/** The history at the top level of the body, as the original reads it (res.data.payments). */
export const paymentHistory = z.object({
  payments: z.array(paymentRow),
  page: z.number().int().default(1),
  last_page: z.number().int().default(1),
});

/** The answer of /payments/{purchase}/callback for a paid payment. */
export const paidPayment = z.object({
  ref: z.string().nullable(),
  payment_id: z.number().int(),
  amount: z.number().int(),
  wallet: z.object({ added_amount: z.number().int(), current_balance: z.number().int() }).optional(),
  days: z.number().int().optional(),
  days_period_to_end: z.number().int().optional(),
  /** What the payment was for, when it was for a title (content-api callback `title`). */
  title: z.object({ id: z.number().int(), type: titleType }).optional(),
  /** A download's files and links (original-app §2), read by lib/api/cart-data.ts. */
  files: z.array(z.unknown()).optional(),
  /** A guest's paid download: its links are the account's, behind login. */
  show_login: z.number().int().optional(),
});
export type PaidPayment = z.infer<typeof paidPayment>;

/**
 * The body of /payments/{purchase}/callback for a paid payment: the payment under data, a
 * top-up's wallet beside it at the top level (the original's /callback reads data.wallet).
 */
export const paidBody = z.object({
  data: paidPayment.omit({ wallet: true }),
  wallet: z.object({ added_amount: z.number().int(), current_balance: z.number().int() }).optional(),
});

/** POST /change_subscription: a gateway link, or a payment (wallet, automatic payment). */
export const subscriptionChange = z.object({
  link: z.string().optional(),
  payment_id: z.number().int().optional(),
  showdirectdebitbox: z.number().int().optional(),
  ref: z.string().nullable().optional(),
  days_period_to_end: z.number().int().optional(),
});
