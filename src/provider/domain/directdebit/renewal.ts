import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directdebitSettings, payments, subscriptions } from '../../db/schema';
import type { DirectDebitGateway } from '../../gateway/gateway';
import { findPlan, planPrice } from '../money/price';
import { PAYMENT_TTL_MS, type PaymentRow } from '../money/payments';
import { activeMandate, chargePayment } from './charge';
import { buyNewEpisodes } from './episodes';
import { paymentsByStatus } from '../../metrics';
import { log } from '../../../ops/logger';

/** A subscription is renewed this long before it ends, so access never lapses. */
export const RENEW_AHEAD_MS = 86_400_000;

/**
 * spec §2 auto payment, "in the time the subscription ends, the monthly price is taken": for
 * every user with the subscription switch on and a signed mandate whose subscription ends
 * within a day, one charge per period. The period (the end it renews) is part of a unique key
 * and the payment row (the charge id) is written before the bank is asked, so two runs, on one
 * process or two, charge once (research/payments.md §6 rule 6).
 */
export async function renewSubscriptions(
  db: Db,
  dd: DirectDebitGateway,
  vatPercent: number,
  now = new Date(),
): Promise<PaymentRow[]> {
  const due = await db
    .select({
      userId: directdebitSettings.userId,
      planId: directdebitSettings.planId,
      endsAt: sql<string>`max(${subscriptions.endsAt})`,
    })
    .from(directdebitSettings)
    .innerJoin(subscriptions, eq(subscriptions.userId, directdebitSettings.userId))
    .where(eq(directdebitSettings.subscription, true))
    .groupBy(directdebitSettings.userId, directdebitSettings.planId);
  const charged: PaymentRow[] = [];
  for (const row of due) {
    const endsAt = new Date(row.endsAt);
    if (endsAt.getTime() - now.getTime() > RENEW_AHEAD_MS) continue;
    const mandate = await activeMandate(db, row.userId);
    const plan = await findPlan(db, row.planId);
    if (!mandate || !plan) continue;
    const { total, vat } = planPrice(plan, vatPercent);
    const [payment] = await db
      .insert(payments)
      .values({
        userId: row.userId,
        purpose: 'subscription',
        method: 'directdebit',
        gateway: 'directdebit',
        amount: total,
        vat,
        planId: plan.id,
        renewalKey: `renew:${row.userId}:${endsAt.toISOString()}`,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PAYMENT_TTL_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (!payment) continue; // this period is already being charged, here or elsewhere
    paymentsByStatus.inc({ status: 'pending' });
    charged.push(await chargePayment(db, dd, payment, mandate, now));
  }
  return charged;
}

/** Runs the renewal job every `everyMs` on this process; answers a stop function. */
export function startRenewals(db: Db, dd: DirectDebitGateway, vatPercent: number, everyMs: number) {
  const timer = setInterval(() => {
    renewSubscriptions(db, dd, vatPercent)
      .then(() => buyNewEpisodes(db, dd))
      .catch((error) => log.error({ err: error }, 'direct-debit renewal failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
