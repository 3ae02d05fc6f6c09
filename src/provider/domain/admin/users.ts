import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, payments, plans, purchases, sessions, subscriptions, users } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import { lockWallet, moveWallet, walletBalance } from '../money/ledger';
import { audit } from './audit';
import { isRole, type Role, type Staff } from './roles';

// docs/admin.md "Users": support finds a user by mobile and sees what they have; grants are
// written with their audit row in one transaction. Money moves only through the wallet ledger
// (domain/money/ledger.ts moveWallet), so the ledger invariant holds (docs/payments.md).

const DAY_MS = 86_400_000;

export async function userByMobile(db: Db, mobile: string) {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  if (!row) throw notFound('The user', 'کاربر');
  return row;
}

async function userById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('The user', 'کاربر');
  return row;
}

/** The end of a user's latest running subscription, or null. */
async function subscriptionEnd(db: Db, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.endsAt, now)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return row?.endsAt ?? null;
}

const daysUntil = (end: Date | null, now: Date) => (end ? Math.ceil((end.getTime() - now.getTime()) / DAY_MS) : 0);

/** What support sees of one user: sessions, subscription, wallet and ledger, purchases, payments. */
export async function userDetails(db: Db, mobile: string, adminMobiles: readonly string[], now = new Date()) {
  const user = await userByMobile(db, mobile);
  const [openSessions, subs, ledger, bought, paid, balance, end] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.createdAt)),
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .orderBy(desc(subscriptions.endsAt))
      .limit(20),
    db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id)).orderBy(desc(ledgerEntries.id)).limit(50),
    db.select().from(purchases).where(eq(purchases.userId, user.id)).orderBy(desc(purchases.id)).limit(50),
    db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(desc(payments.id)).limit(50),
    walletBalance(db, user.id),
    subscriptionEnd(db, user.id, now),
  ]);
  return {
    id: user.id,
    mobile: user.mobile,
    created_at: user.createdAt.toISOString(),
    roles: user.roles.filter(isRole),
    configured_admin: adminMobiles.includes(user.mobile),
    subscription: { ends_at: end?.toISOString() ?? null, days_left: daysUntil(end, now) },
    subscriptions: subs.map((s) => ({
      id: s.id,
      plan_id: s.planId,
      starts_at: s.startsAt.toISOString(),
      ends_at: s.endsAt.toISOString(),
    })),
    // A session is named by the start of its token's hash: enough to end it, useless to log in.
    sessions: openSessions.map((s) => ({
      id: s.tokenHash.slice(0, 16),
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
    })),
    wallet: {
      balance,
      ledger: ledger.map((l) => ({
        id: l.id,
        kind: l.kind,
        amount: l.amount,
        balance_after: l.balanceAfter,
        payment_id: l.paymentId,
        purchase_id: l.purchaseId,
        reason: l.reason,
        created_at: l.createdAt.toISOString(),
      })),
    },
    purchases: bought.map((p) => ({
      id: p.id,
      payment_id: p.paymentId,
      plan_id: p.planId,
      title_id: p.titleId,
      amount: p.amount,
      days: p.days,
      created_at: p.createdAt.toISOString(),
    })),
    payments: paid.map(paymentWire),
  };
}

export const paymentWire = (p: typeof payments.$inferSelect) => ({
  id: p.id,
  user_id: p.userId,
  purpose: p.purpose,
  status: p.status,
  method: p.method,
  gateway: p.gateway,
  amount: p.amount,
  vat: p.vat,
  plan_id: p.planId,
  content_id: p.contentId,
  ref_num: p.refNum,
  result_code: p.resultCode,
  created_at: p.createdAt.toISOString(),
  expires_at: p.expiresAt.toISOString(),
  settled_at: p.settledAt?.toISOString() ?? null,
});

/** Ends one session of a user (named as userDetails names it), or all of them. */
export async function endSessions(db: Db, actor: Staff, userId: number, sessionId: string | null, now = new Date()) {
  await userById(db, userId);
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          ...(sessionId ? [sql`left(${sessions.tokenHash}, 16) = ${sessionId}`] : []),
        ),
      )
      .returning({ tokenHash: sessions.tokenHash });
    await audit(
      tx,
      actor,
      'sessions.end',
      `user:${userId}`,
      { open: ended.length },
      { ended: ended.length, session: sessionId },
    );
    return { ended: ended.length };
  });
}

/**
 * Grants `days` of subscription under `planId` (plan only names it; nothing is paid), from the end
 * of the running subscription or from now: support's "extend". Under the wallet row's lock, the
 * one every purchase of this user takes (domain/money/grant.ts), so periods cannot overlap.
 */
export async function grantDays(
  db: Db,
  actor: Staff,
  userId: number,
  planId: number,
  days: number,
  reason: string,
  now = new Date(),
) {
  await userById(db, userId);
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, planId));
  if (!plan) throw notFound('The plan', 'طرح');
  return db.transaction(async (tx) => {
    await lockWallet(tx, userId);
    const before = await subscriptionEnd(tx as unknown as Db, userId, now);
    const startsAt = before ?? now;
    const endsAt = new Date(startsAt.getTime() + days * DAY_MS);
    const [row] = await tx.insert(subscriptions).values({ userId, planId, startsAt, endsAt }).returning();
    await audit(
      tx,
      actor,
      'subscription.grant',
      `user:${userId}`,
      { ends_at: before?.toISOString() ?? null },
      { ends_at: endsAt.toISOString(), days, plan_id: planId, subscription_id: row!.id },
      reason,
    );
    return { subscription_id: row!.id, ends_at: endsAt.toISOString(), days_left: daysUntil(endsAt, now) };
  });
}

export const NOT_COVERED = {
  en: 'The wallet balance does not cover this deduction.',
  fa: 'موجودی کیف پول برای این کسر کافی نیست.',
};

/**
 * Adds (or, negative, takes) toman to a user's wallet with a reason: an `adjustment` ledger row
 * through moveWallet, which keeps the wallet row equal to its ledger and never below zero.
 */
export async function adjustWallet(db: Db, actor: Staff, userId: number, amount: number, reason: string) {
  await userById(db, userId);
  return db.transaction(async (tx) => {
    const before = await lockWallet(tx, userId);
    const after = await moveWallet(tx, userId, amount, 'adjustment', { reason });
    if (after === null) {
      throw new ProviderError(422, NOT_COVERED.en, NOT_COVERED.fa, { amount: [NOT_COVERED.en] }, undefined, {
        amount: [NOT_COVERED.fa],
      });
    }
    await audit(tx, actor, 'wallet.adjust', `user:${userId}`, { balance: before }, { balance: after, amount }, reason);
    return { balance: after };
  });
}

/** Sets a user's stored roles (ADMIN_MOBILES' admin is configuration, not a row). */
export async function setRoles(db: Db, actor: Staff, userId: number, roles: Role[]) {
  const user = await userById(db, userId);
  const next = [...new Set(roles)].sort();
  return db.transaction(async (tx) => {
    await tx.update(users).set({ roles: next }).where(eq(users.id, userId));
    await audit(tx, actor, 'roles.set', `user:${userId}`, { roles: user.roles }, { roles: next });
    return { roles: next };
  });
}
