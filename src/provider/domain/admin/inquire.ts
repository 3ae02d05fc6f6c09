import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import type { PaymentSettings } from '../../http/env';
import { settleCharge } from '../directdebit/mandates';
import { settlePayment } from '../money/settle';
import { log } from '../../../ops/logger';
import { audit } from './audit';
import type { Staff } from './roles';

/**
 * docs/admin.md "Payments": asks the bank now about a pending payment, as the reconciler asks in
 * its rounds (research/payments.md §6 rule 5), so support need not wait for it: the bank's receipt
 * by our token decides, the payment settles exactly as the payer's return would have settled it
 * (paid and granted, or failed, cancelled, expired), or stays pending when the bank says the order
 * is still open. Audited with the status before and after.
 */
export async function inquirePayment(db: Db, money: PaymentSettings, actor: Staff, id: number, now = new Date()) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw notFound('The payment', 'پرداخت');
  if (payment.status !== 'pending') {
    throw new ProviderError(
      409,
      'Only a pending payment is asked at the bank; this one is settled.',
      'فقط پرداختِ در انتظار از بانک استعلام می‌شود؛ این پرداخت نهایی شده است.',
    );
  }
  const viaBank = payment.gateway === money.gateway.id || payment.gateway === 'directdebit';
  if (!viaBank) {
    throw new ProviderError(
      422,
      'This payment did not go through a bank this site asks.',
      'این پرداخت از بانکی که این سایت از آن استعلام می‌کند نگذشته است.',
    );
  }
  let after;
  try {
    after =
      payment.gateway === 'directdebit'
        ? await settleCharge(db, money.directdebit, payment, now)
        : await settlePayment(db, money.gateway, payment, {}, now);
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    log.error({ err: error, paymentId: id }, 'asking the bank about a payment failed');
    throw new ProviderError(502, 'The bank did not answer; try again.', 'بانک پاسخ نداد؛ دوباره تلاش کنید.');
  }
  await audit(
    db,
    actor,
    'payment.inquire',
    `payment:${id}`,
    { status: payment.status },
    { status: after.status, ref_num: after.refNum ?? null },
  );
  return { id, before: payment.status, status: after.status, ref_num: after.refNum ?? null };
}
