import { and, desc, eq, gt } from 'drizzle-orm';
import { ownerships, paymentItems, payments, purchases, screeningTickets, subscriptions } from '../../db/schema';
import { EKRAN_HOURS } from '../watching/tickets';
import { lockWallet, moveWallet, type Tx } from './ledger';
import { findPlanAt, planDays } from './price';
import type { PaymentRow } from './payments';

const DAY_MS = 86_400_000;

/**
 * What a paid payment buys, written in the transaction that marked it paid. Money from a gateway
 * enters the wallet (a `payment` row); a plan then takes it out again (a `purchase` row) and
 * starts the subscription, or extends it from its current end (spec §4, plans).
 */
export async function grant(tx: Tx, payment: PaymentRow, now: Date) {
  // Every purchase of this user waits here for the one before it: ends cannot overlap.
  const balance = await lockWallet(tx, payment.userId);
  if (payment.gateway === 'wallet' && balance < payment.amount) throw new InsufficientCredit();
  if (payment.gateway !== 'wallet' && payment.amount > 0) {
    await moveWallet(tx, payment.userId, payment.amount, 'payment', { paymentId: payment.id });
  }
  if (payment.purpose === 'download') {
    const lines = await tx.select().from(paymentItems).where(eq(paymentItems.paymentId, payment.id));
    if (lines.length) return grantLines(tx, payment, lines, now);
    if (payment.contentId !== null) return grantTitle(tx, payment);
  }
  if (payment.purpose !== 'subscription' || payment.planId === null) return;
  const plan = await findPlanAt(tx, payment.planId, payment.createdAt);
  if (!plan) throw new Error(`plan ${payment.planId} vanished`);
  const days = planDays(plan);
  const [current] = await tx
    .select({ endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, payment.userId), gt(subscriptions.endsAt, now)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  const startsAt = current?.endsAt ?? now;
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId: payment.userId,
      planId: plan.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + days * DAY_MS),
    })
    .returning();
  await bookPurchase(tx, payment, { planId: plan.id, subscriptionId: subscription!.id, days });
}

/** A title bought outright (a directdebit episode): owned for good, paid out of the wallet. */
async function grantTitle(tx: Tx, payment: PaymentRow) {
  await tx.insert(ownerships).values({ userId: payment.userId, titleId: payment.contentId! }).onConflictDoNothing();
  await bookPurchase(tx, payment, { titleId: payment.contentId });
}

/**
 * A download payment's lines (content-api get/buy): each file's title owned for good, each
 * screening ticket waiting for its first play and its SMS code (original-app §4 Ekran); one
 * purchase row takes the amount out of the wallet.
 */
async function grantLines(tx: Tx, payment: PaymentRow, lines: (typeof paymentItems.$inferSelect)[], now: Date) {
  for (const line of lines) {
    if (line.kind === 'ticket') {
      await tx.insert(screeningTickets).values({
        userId: payment.userId,
        titleId: line.titleId,
        hours: EKRAN_HOURS,
        createdAt: now,
        needsVerification: true,
      });
    } else {
      await tx.insert(ownerships).values({ userId: payment.userId, titleId: line.titleId }).onConflictDoNothing();
    }
  }
  await bookPurchase(tx, payment, { titleId: payment.contentId });
}

/**
 * The purchase row of a paid payment and the wallet debit that books it (spec §4: the money a
 * gateway brought in goes out again here); a balance too small rolls the transaction back.
 */
async function bookPurchase(
  tx: Tx,
  payment: PaymentRow,
  bought: Omit<typeof purchases.$inferInsert, 'userId' | 'paymentId' | 'amount' | 'vat'>,
) {
  const [purchase] = await tx
    .insert(purchases)
    .values({ userId: payment.userId, paymentId: payment.id, amount: payment.amount, vat: payment.vat, ...bought })
    .returning();
  const after = await moveWallet(tx, payment.userId, -payment.amount, 'purchase', { purchaseId: purchase!.id });
  if (after === null) throw new InsufficientCredit();
}

/**
 * A wallet payment settles at once, in the transaction that created it: paid, its reference
 * W{id}, and granted (which takes the amount out of the wallet or throws InsufficientCredit).
 */
export async function settleFromWallet(tx: Tx, payment: PaymentRow, now: Date): Promise<PaymentRow> {
  const [paid] = await tx
    .update(payments)
    .set({ status: 'paid', settledAt: now, refNum: `W${payment.id}` })
    .where(eq(payments.id, payment.id))
    .returning();
  await grant(tx, paid!, now);
  return paid!;
}

/** A wallet purchase the balance does not cover: the transaction rolls back, nothing is written. */
export class InsufficientCredit extends Error {
  constructor() {
    super('insufficient credit');
  }
}
