import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { ProviderError } from '../../errors';
import type { CallbackHint, PaymentGateway } from '../../gateway/gateway';
import { rialToToman, tomanToRial } from '../../gateway/rial';
import { grant } from './grant';
import { closePayment, loadPayment, type PaymentRow } from './payments';
import { paymentsByStatus } from '../../metrics';
import { log } from '../../../ops/logger';

/** research/payments.md §1.6 (b): a receipt belongs to one order only. */
export const receiptRefused = () =>
  new ProviderError(
    409,
    'This bank receipt belongs to another order.',
    'این رسید بانکی متعلق به سفارش دیگری است و پذیرفته نمی‌شود.',
  );

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

async function rememberReceipt(db: Db, id: number, refNum: string) {
  try {
    await db
      .update(payments)
      .set({ refNum })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending'), isNull(payments.refNum)));
  } catch (error) {
    if (isUniqueViolation(error)) throw receiptRefused();
    throw error;
  }
}

/**
 * Marks a pending payment paid and grants what it buys, in one transaction. Only our own
 * pending→paid transition credits (ARCHITECTURE.md §8): a repeat finds no pending row and
 * writes nothing. Answers whether this call made the transition.
 */
export async function markPaid(db: Db, payment: PaymentRow, refNum: string, code: string, now = new Date()) {
  try {
    const paid = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(payments)
        .set({ status: 'paid', refNum, resultCode: code, settledAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
        .returning();
      if (!row) return false;
      await grant(tx, row, now);
      return true;
    });
    if (paid) paymentsByStatus.inc({ status: 'paid' });
    return paid;
  } catch (error) {
    // UNIQUE(gateway, ref_num): the receipt already paid another order.
    if (isUniqueViolation(error)) throw receiptRefused();
    throw error;
  }
}

/**
 * Settles a gateway payment from the bank's own answers (research/payments.md §6 rules 2-5).
 * The callback is only a hint: the receipt (inquiry) by our token says what happened, verify
 * confirms it, and the amount and order must match or the money goes back. Answers the payment
 * as it stands afterwards; a terminal payment answers its stored result.
 */
export async function settlePayment(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  hint: CallbackHint = {},
  now = new Date(),
): Promise<PaymentRow> {
  if (payment.status !== 'pending' || payment.gateway !== gateway.id || !payment.gatewayToken) return payment;
  if (hint.refNum) {
    const [other] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.gateway, gateway.id), eq(payments.refNum, hint.refNum), ne(payments.id, payment.id)));
    if (other) throw receiptRefused();
  }
  const inquiry = await gateway.inquire({ gatewayToken: payment.gatewayToken });
  let refNum = hint.refNum;
  switch (inquiry.state) {
    case 'in_progress':
      // Our order is still open at the bank, so a receipt named in its callback is someone else's.
      if (hint.refNum) throw receiptRefused();
      return payment;
    case 'failed':
    case 'timed_out':
    case 'reversed':
      await closePayment(db, payment.id, 'failed', inquiry.state);
      return loadPayment(db, payment.id);
    case 'cancelled':
      await closePayment(db, payment.id, 'cancelled', inquiry.state);
      return loadPayment(db, payment.id);
    case 'paid_unverified':
    case 'verified':
      if (inquiry.orderRef !== String(payment.id) || (hint.refNum && hint.refNum !== inquiry.refNum))
        throw receiptRefused();
      refNum = inquiry.refNum;
      // Written before verify: if our process dies after the bank's verify, the receipt service
      // no longer answers (research/payments.md §1.4), and this is how the reconciler finds it.
      if (!payment.refNum) await rememberReceipt(db, payment.id, refNum);
      break;
    case 'gone':
      if (payment.refNum && hint.refNum && hint.refNum !== payment.refNum) throw receiptRefused();
      refNum = payment.refNum ?? hint.refNum;
      break;
  }
  if (!refNum) return payment;
  const expected = tomanToRial(payment.amount);
  const outcome = await gateway.verify({ gatewayToken: payment.gatewayToken, refNum, expected, paymentId: payment.id });
  if (outcome.kind === 'unknown') return payment; // the reconciler asks again within the window
  if (outcome.kind === 'failed') {
    // -2 for a receipt we were only told about proves nothing about our order: leave it pending.
    if (outcome.code === '-6') await closePayment(db, payment.id, 'expired', outcome.code);
    else if (outcome.code === '5') await closePayment(db, payment.id, 'reversed', outcome.code);
    return loadPayment(db, payment.id);
  }
  const sameToken = !outcome.gatewayToken || outcome.gatewayToken === payment.gatewayToken;
  if (outcome.orderRef !== String(payment.id) || !sameToken) throw receiptRefused();
  if (outcome.amount !== expected) {
    // research/payments.md §1.5: an amount that differs from the invoice is reversed, not delivered.
    log.warn(
      { paymentId: payment.id, paid: rialToToman(outcome.amount), expected: payment.amount },
      'payment amount differs from the order: reversing',
    );
    await gateway.reverse({ gatewayToken: payment.gatewayToken, refNum });
    const moved = await db
      .update(payments)
      .set({ status: 'reversed', refNum, resultCode: 'amount-mismatch', settledAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (moved.length > 0) paymentsByStatus.inc({ status: 'reversed' });
    return loadPayment(db, payment.id);
  }
  await markPaid(db, payment, refNum, outcome.code, now);
  return loadPayment(db, payment.id);
}
