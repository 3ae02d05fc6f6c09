import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { titleTypes } from '../../../contract/schemas/title';
import type { Db } from '../../db/client';
import { paymentItems, payments, purchases, subscriptions, titles } from '../../db/schema';
import { notFound } from '../../errors';
import { walletBalance, type Tx } from './ledger';
import { paymentsByStatus } from '../../metrics';

export type PaymentRow = typeof payments.$inferSelect;
export type Purpose = 'wallet' | 'subscription' | 'download' | 'directdebit';
export const PURPOSES = ['wallet', 'subscription', 'download', 'directdebit'] as const;

/** A pending payment older than this is expired by the reconciler (SEP: receipt window, 1 h). */
export const PAYMENT_TTL_MS = 60 * 60_000;

export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'status' | 'createdAt' | 'expiresAt'>;

export async function createPayment(db: Db | Tx, input: NewPayment, now = new Date()): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...input, createdAt: now, expiresAt: new Date(now.getTime() + PAYMENT_TTL_MS) })
    .returning();
  paymentsByStatus.inc({ status: 'pending' });
  return row!;
}

/** The caller's own payment: anyone else's id, or an unknown one, is a 404 (never a 403). */
export async function ownPayment(db: Db, userId: number, id: number, purpose?: Purpose): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId), purpose ? eq(payments.purpose, purpose) : undefined));
  if (!row) throw notFound('The payment', 'پرداخت');
  return row;
}

export async function loadPayment(db: Db, id: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/** Marks a pending payment final without money: only our own pending row moves. */
export async function closePayment(
  db: Db,
  id: number,
  status: 'failed' | 'cancelled' | 'expired' | 'reversed',
  code?: string,
) {
  const moved = await db
    .update(payments)
    .set({ status, resultCode: code ?? null, settledAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  if (moved.length > 0) paymentsByStatus.inc({ status });
}

/**
 * What the callback answers for a paid payment (content-api payments callback; original-app
 * §2): the tracking number, and the added amount and balance, or the subscription days.
 */
export async function paidAnswer(db: Db, payment: PaymentRow, now = new Date()) {
  const answer: Record<string, unknown> = {
    ref: payment.refNum,
    payment_id: payment.id,
    status: payment.status,
    amount: payment.amount,
    files: [],
  };
  // content-api callback answer `title`: what the payment was for, so /callback leads back to it.
  if (
    payment.contentId !== null &&
    payment.contentType &&
    (titleTypes as readonly string[]).includes(payment.contentType)
  ) {
    answer.title = { id: payment.contentId, type: payment.contentType };
  }
  if (payment.purpose === 'wallet') {
    answer.wallet = { added_amount: payment.amount, current_balance: await walletBalance(db, payment.userId) };
  }
  if (payment.purpose === 'subscription') {
    const [purchase] = await db.select().from(purchases).where(eq(purchases.paymentId, payment.id));
    const [end] = await db
      .select({ endsAt: sql<Date>`max(${subscriptions.endsAt})` })
      .from(subscriptions)
      .where(eq(subscriptions.userId, payment.userId));
    const endsAt = end?.endsAt ? new Date(end.endsAt) : null;
    answer.days = purchase?.days ?? 0;
    answer.days_period_to_end = endsAt ? Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 86_400_000)) : 0;
  }
  return answer;
}

export const HISTORY_PAGE_SIZE = 20;

/** What a payment was for, in the words the original's payments page compares (`for == 'Buy Credit'`). */
const FOR_TEXT: Record<Purpose, string> = {
  wallet: 'Buy Credit',
  download: 'Buy Content',
  subscription: 'Buy Subscription',
  directdebit: 'Direct Debit',
};

/** The caller's payments and what they bought, newest first (original-app §5 payments page). */
export async function paymentHistory(db: Db, userId: number, page: number) {
  const [total] = await db.select({ n: count() }).from(payments).where(eq(payments.userId, userId));
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset((page - 1) * HISTORY_PAGE_SIZE);
  // What each download payment bought, by name (original-app §5: a row names its title).
  const bought =
    rows.length === 0
      ? []
      : await db
          .select({
            paymentId: paymentItems.paymentId,
            id: titles.id,
            type: titles.type,
            name: titles.name,
            nameFa: titles.nameFa,
          })
          .from(paymentItems)
          .innerJoin(titles, eq(titles.id, paymentItems.titleId))
          .where(
            inArray(
              paymentItems.paymentId,
              rows.map((row) => row.id),
            ),
          );
  const titlesOf = (id: number) =>
    bought
      .filter((item) => item.paymentId === id)
      .map((item) => ({ id: item.id, type: item.type, name: item.name, name_fa: item.nameFa }));
  return {
    // The original's row (pages/payments.vue): status pending|completed, for, amount and
    // transaction_id as strings; ours beside them: the state in full, the purpose, the VAT, the plan.
    payments: rows.map((row) => ({
      id: row.id,
      titles: titlesOf(row.id),
      status: row.status === 'paid' ? 'completed' : 'pending',
      state: row.status,
      for: FOR_TEXT[row.purpose as Purpose],
      purpose: row.purpose,
      plan_id: row.planId,
      date: row.createdAt.toISOString(),
      amount: String(row.amount),
      vat: row.vat,
      method: row.method,
      gateway: row.gateway,
      transaction_id: String(row.id),
      ref_num: row.refNum,
    })),
    page,
    per_page: HISTORY_PAGE_SIZE,
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / HISTORY_PAGE_SIZE)),
  };
}
