import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banks, directdebitMandates, payments } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import type { DirectDebitGateway } from '../../gateway/gateway';
import { gatewayReturnUrl } from '../money/origin';
import { closePayment, createPayment, loadPayment, type PaymentRow } from '../money/payments';
import { markPaid } from '../money/settle';
import { activeMandate, chargePayment } from './charge';

const badBank = () =>
  new ProviderError(
    422,
    'This bank does not offer automatic payment yet.',
    'پرداخت خودکار برای این بانک هنوز فعال نیست.',
    {
      bank: ['This bank does not offer automatic payment yet.'],
    },
    undefined,
    { bank: ['پرداخت خودکار برای این بانک هنوز فعال نیست.'] },
  );

/**
 * spec §7 buy_subscription with a new bank: a sign-up payment (amount 0, purpose directdebit)
 * and a pending mandate; the bank's signing page returns to /callback?purchase=directdebit.
 */
export async function startMandate(
  db: Db,
  dd: DirectDebitGateway,
  input: { userId: number; bankCode: string; mobile: string; returnTo: URL; forPaymentId: number | null },
) {
  const [bank] = await db.select().from(banks).where(eq(banks.code, input.bankCode));
  if (!bank?.active) throw badBank();
  const payment = await createPayment(db, {
    userId: input.userId,
    purpose: 'directdebit',
    method: 'directdebit',
    gateway: 'directdebit',
    amount: 0,
    forPaymentId: input.forPaymentId,
  });
  const [mandate] = await db
    .insert(directdebitMandates)
    .values({
      userId: input.userId,
      bankCode: bank.code,
      mobile: input.mobile,
      token: `new:${randomBytes(8).toString('hex')}`,
    })
    .returning();
  const callbackUrl = gatewayReturnUrl(input.returnTo, {
    purchase: 'directdebit',
    payment_id: payment.id,
    method: 'directdebit',
  });
  const { token, redirect } = await dd.createMandate({
    mandateId: mandate!.id,
    bankCode: bank.code,
    mobile: input.mobile,
    callbackUrl,
  });
  await db.update(directdebitMandates).set({ token }).where(eq(directdebitMandates.id, mandate!.id));
  await db.update(payments).set({ gatewayToken: token, callbackUrl }).where(eq(payments.id, payment.id));
  return { payment, payUrl: redirect.url };
}

/**
 * After the signing page: the bank says whether the mandate is signed. A signed mandate turns
 * active, its sign-up payment paid, and the plan it was set up for is charged at once.
 */
export async function completeMandate(db: Db, dd: DirectDebitGateway, payment: PaymentRow, now = new Date()) {
  if (payment.status !== 'pending' || !payment.gatewayToken) return payment;
  const state = await dd.mandateState(payment.gatewayToken);
  if (state === 'pending') return payment;
  const status = state === 'active' ? 'active' : 'failed';
  await db
    .update(directdebitMandates)
    .set({ status })
    .where(and(eq(directdebitMandates.token, payment.gatewayToken), eq(directdebitMandates.status, 'pending')));
  if (state !== 'active') {
    await closePayment(db, payment.id, 'failed', 'mandate-failed');
    return loadPayment(db, payment.id);
  }
  await markPaid(db, payment, `M${payment.gatewayToken.slice(0, 16)}`, 'mandate-active', now);
  if (payment.forPaymentId) {
    const mandate = await activeMandate(db, payment.userId);
    const [target] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, payment.forPaymentId), eq(payments.userId, payment.userId)));
    if (mandate && target && target.method === 'directdebit') await chargePayment(db, dd, target, mandate, now);
  }
  return loadPayment(db, payment.id);
}

/** spec §7 delete_subscription: the caller's own mandate stops; another's id is a 404. */
export async function revokeMandate(db: Db, userId: number, id: number) {
  const [row] = await db
    .update(directdebitMandates)
    .set({ status: 'revoked' })
    .where(and(eq(directdebitMandates.id, id), eq(directdebitMandates.userId, userId)))
    .returning();
  if (!row) throw notFound('The automatic payment', 'پرداخت خودکار');
}

/**
 * The reconciler's step for direct-debit payments: a mandate sign-up asks the bank how the
 * signing went; a charge left pending is charged again under the same id.
 */
export async function settleCharge(db: Db, dd: DirectDebitGateway, payment: PaymentRow, now = new Date()) {
  if (payment.status !== 'pending') return payment;
  if (payment.purpose === 'directdebit') return completeMandate(db, dd, payment, now);
  const mandate = await activeMandate(db, payment.userId);
  return mandate ? chargePayment(db, dd, payment, mandate, now) : payment;
}
