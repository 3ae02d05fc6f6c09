import type { PaymentRow } from '../schemas/money';

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
}

export const paymentView = (row: PaymentRow): PaymentView => ({
  id: row.id,
  purpose: row.for,
  date: new Date(row.date),
  amount: row.amount,
  vat: row.vat,
  method: row.method,
  status: row.status,
  transactionId: row.transaction_id,
  refNum: row.ref_num,
});
