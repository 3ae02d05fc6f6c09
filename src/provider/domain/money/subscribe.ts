import type { Db } from '../../db/client';
import { ProviderError } from '../../errors';
import type { PaymentGateway } from '../../gateway/gateway';
import { checkout } from './checkout';
import { InsufficientCredit, settleFromWallet } from './grant';
import { findPlan, planPrice } from './price';
import { createPayment, type PaymentRow } from './payments';

export type PlanMethod = 'saman' | 'credit' | 'directdebit';

export const notEnoughCredit = () =>
  new ProviderError(
    422,
    'Your wallet balance does not cover the price plus VAT.',
    'موجودی کیف پول شما برای این خرید (قیمت به‌علاوه مالیات بر ارزش افزوده) کافی نیست.',
    { method: ['Your wallet balance does not cover the price plus VAT.'] },
    undefined,
    { method: ['موجودی کیف پول شما برای این خرید کافی نیست.'] },
  );

export async function planOrThrow(db: Db, planId: number) {
  const plan = await findPlan(db, planId);
  // A plan past its validity (docs/admin.md "Plans and prices") is no longer sold.
  if (!plan || (plan.validUntil !== null && plan.validUntil <= new Date()))
    throw new ProviderError(
      422,
      'There is no such plan.',
      'چنین اشتراکی وجود ندارد.',
      { plan_id: ['There is no such plan.'] },
      undefined,
      {
        plan_id: ['چنین اشتراکی وجود ندارد.'],
      },
    );
  return plan;
}

interface PlanOrder {
  userId: number;
  planId: number;
  contentId: number | null;
  contentType: string | null;
  /** VAT in whole percent (the provider's VAT_PERCENT). */
  vatPercent: number;
}

/** The order as a payment records it (its VAT rate is applied, not stored). */
const orderFields = ({ vatPercent: _rate, ...fields }: PlanOrder) => fields;

/**
 * spec §4 plans, paid from the wallet: the payment, the purchase, its ledger rows and the
 * subscription in one transaction, only while the balance covers price plus VAT (else 422 and
 * nothing written).
 */
export async function buyPlanWithCredit(db: Db, order: PlanOrder, now = new Date()): Promise<PaymentRow> {
  const plan = await planOrThrow(db, order.planId);
  const { total, vat } = planPrice(plan, order.vatPercent);
  try {
    return await db.transaction(async (tx) => {
      const payment = await createPayment(
        tx,
        { ...orderFields(order), purpose: 'subscription', method: 'credit', gateway: 'wallet', amount: total, vat },
        now,
      );
      return settleFromWallet(tx, payment, now);
    });
  } catch (error) {
    if (error instanceof InsufficientCredit) throw notEnoughCredit();
    throw error;
  }
}

/** spec §4 plans through the bank gateway: a pending payment and the gateway link. */
export async function buyPlanWithGateway(
  db: Db,
  gateway: PaymentGateway,
  order: PlanOrder,
  returnTo: URL,
  mobile?: string,
) {
  const plan = await planOrThrow(db, order.planId);
  const { total, vat } = planPrice(plan, order.vatPercent);
  return checkout(db, gateway, {
    ...orderFields(order),
    purpose: 'subscription',
    method: 'saman',
    amount: total,
    vat,
    returnTo,
    mobile,
  });
}

/** A plan to be paid by direct debit: pending until a mandate charges it. */
export async function planForDirectdebit(db: Db, order: PlanOrder, now = new Date()) {
  const plan = await planOrThrow(db, order.planId);
  const { total, vat } = planPrice(plan, order.vatPercent);
  return createPayment(
    db,
    { ...orderFields(order), purpose: 'subscription', method: 'directdebit', gateway: 'directdebit', amount: total, vat },
    now,
  );
}
