import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { DirectDebitGateway, PaymentGateway } from '../../gateway/gateway';
import { closePayment, loadPayment } from './payments';
import { settlePayment } from './settle';
import { settleCharge } from '../directdebit/mandates';
import { log } from '../../../ops/logger';

/** Payments younger than this are left to their payer, who may still be on the bank page. */
export const RECONCILE_AFTER_MS = 2 * 60_000;

/**
 * research/payments.md §5-§6 rule 5: payments left pending (the payer never came back, or our
 * verify got no answer) are settled by asking the bank, then expired once past their time.
 * Safe to run on several processes at once: every change is a conditional pending→x update.
 */
export async function reconcile(
  db: Db,
  gateway: PaymentGateway,
  directdebit: DirectDebitGateway,
  now = new Date(),
  olderThanMs = RECONCILE_AFTER_MS,
) {
  const pending = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, new Date(now.getTime() - olderThanMs))))
    .orderBy(asc(payments.id))
    .limit(500);
  const counts = { paid: 0, expired: 0, closed: 0, pending: 0 };
  for (const payment of pending) {
    let after = payment;
    try {
      if (payment.gateway === gateway.id) after = await settlePayment(db, gateway, payment, {}, now);
      else if (payment.gateway === 'directdebit') after = await settleCharge(db, directdebit, payment, now);
    } catch (error) {
      log.error({ err: error, paymentId: payment.id }, 'reconciling a payment failed');
    }
    if (after.status === 'pending' && after.expiresAt < now) {
      await closePayment(db, payment.id, 'expired', 'reconciler');
      after = await loadPayment(db, payment.id);
    }
    if (after.status === 'paid') counts.paid += 1;
    else if (after.status === 'expired') counts.expired += 1;
    else if (after.status === 'pending') counts.pending += 1;
    else counts.closed += 1;
  }
  return counts;
}

/** Runs the reconciler every `everyMs` on this process; answers a stop function. */
export function startReconciler(db: Db, gateway: PaymentGateway, directdebit: DirectDebitGateway, everyMs: number) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcile(db, gateway, directdebit)
      .catch((error) => log.error({ err: error }, 'payment reconciler failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
