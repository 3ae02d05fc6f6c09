import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directdebitMandates } from '../../db/schema';
import type { DirectDebitGateway } from '../../gateway/gateway';
import { tomanToRial } from '../../gateway/rial';
import { closePayment, loadPayment, type PaymentRow } from '../money/payments';
import { markPaid } from '../money/settle';

export type MandateRow = typeof directdebitMandates.$inferSelect;

/** The user's newest signed mandate, if any. */
export async function activeMandate(db: Db, userId: number): Promise<MandateRow | null> {
  const [row] = await db
    .select()
    .from(directdebitMandates)
    .where(and(eq(directdebitMandates.userId, userId), eq(directdebitMandates.status, 'active')))
    .orderBy(desc(directdebitMandates.id))
    .limit(1);
  return row ?? null;
}

/**
 * Charges a pending payment under a mandate. The payment row (its id is the charge id) exists
 * before the bank is asked, so a retry, a second process or the reconciler repeats the same
 * charge id and the bank charges once (research/payments.md §6 rule 6).
 */
export async function chargePayment(
  db: Db,
  dd: DirectDebitGateway,
  payment: PaymentRow,
  mandate: MandateRow,
  now = new Date(),
) {
  if (payment.status !== 'pending') return payment;
  const answer = await dd
    .charge({ mandateToken: mandate.token, chargeId: payment.id, amount: tomanToRial(payment.amount) })
    .catch(() => ({ kind: 'unknown' as const, refNum: undefined }));
  if (answer.kind === 'done' && answer.refNum) await markPaid(db, payment, answer.refNum, 'charged', now);
  else if (answer.kind === 'failed') await closePayment(db, payment.id, 'failed', 'charge-failed');
  return loadPayment(db, payment.id);
}
