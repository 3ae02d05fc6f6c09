import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, payments, purchases, subscriptions, users } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import { lockWallet, moveWallet } from '../money/ledger';
import { audit } from './audit';
import { pageOf } from './paging';
import type { Staff } from './roles';
import { paymentWire } from './users';

// docs/admin.md "Payments": search, refunds to the wallet and the daily report. A refund is one
// `refund` ledger row naming the payment; the ledger's unique (payment, kind) index lets a payment
// be refunded once, and the payment stays paid, so docs/payments.md's invariant still holds.

export const PAYMENTS_PAGE_SIZE = 50;

export interface PaymentQuery {
  mobile?: string;
  /** The bank's receipt (ref_num) or our payment id. */
  ref?: string;
  status?: string;
  from?: Date;
  to?: Date;
  page?: number;
}

const refunded = sql<
  number | null
>`(select ${ledgerEntries.amount} from ${ledgerEntries} where ${ledgerEntries.paymentId} = ${payments.id} and ${ledgerEntries.kind} = 'refund')`;

export async function searchPayments(db: Db, query: PaymentQuery) {
  const conditions: SQL[] = [];
  if (query.mobile) conditions.push(eq(users.mobile, query.mobile));
  if (query.ref) {
    const id = /^\d{1,9}$/.test(query.ref) ? Number(query.ref) : null;
    conditions.push(
      (id === null ? eq(payments.refNum, query.ref) : or(eq(payments.refNum, query.ref), eq(payments.id, id))) as SQL,
    );
  }
  if (query.status) conditions.push(eq(payments.status, query.status));
  if (query.from) conditions.push(gte(payments.createdAt, query.from));
  if (query.to) conditions.push(lt(payments.createdAt, query.to));
  const page = Math.max(1, query.page ?? 1);
  const found = await pageOf(page, PAYMENTS_PAGE_SIZE, (limit, offset) =>
    db
      .select({ payment: payments, mobile: users.mobile, refunded })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(and(...conditions))
      .orderBy(desc(payments.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    page,
    more: found.more,
    payments: found.rows.map((r) => ({ ...paymentWire(r.payment), mobile: r.mobile, refunded: r.refunded ?? 0 })),
  };
}

const refusal = (status: 409 | 422, en: string, fa: string) => new ProviderError(status, en, fa);

/**
 * Refunds a paid payment in full to the payer's wallet, with the reason; a subscription it bought
 * ends now (or never starts, when it was still to come). Under the payer's wallet lock.
 */
export async function refundPayment(db: Db, actor: Staff, paymentId: number, reason: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw notFound('The payment', 'پرداخت');
    if (payment.status !== 'paid') {
      throw refusal(422, 'Only a paid payment can be refunded.', 'فقط پرداخت موفق قابل بازگشت است.');
    }
    if (payment.amount <= 0)
      throw refusal(422, 'This payment has nothing to refund.', 'این پرداخت مبلغی برای بازگشت ندارد.');
    // A top-up is in the wallet already: what can go back there is what a payment bought.
    const [bought] = await tx.select().from(purchases).where(eq(purchases.paymentId, paymentId));
    if (!bought) {
      throw refusal(
        422,
        'This payment bought nothing to refund to the wallet.',
        'این پرداخت خریدی نداشته که به کیف پول بازگردد.',
      );
    }
    const before = await lockWallet(tx, payment.userId);
    const [done] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.kind, 'refund')));
    if (done) throw refusal(409, 'This payment was refunded already.', 'این پرداخت پیش‌تر بازگردانده شده است.');
    const after = await moveWallet(tx, payment.userId, payment.amount, 'refund', { paymentId, reason });
    let cut: string | null = null;
    if (bought.subscriptionId) {
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, bought.subscriptionId));
      if (sub && sub.endsAt > now) {
        const end = sub.startsAt > now ? sub.startsAt : now;
        await tx.update(subscriptions).set({ endsAt: end }).where(eq(subscriptions.id, sub.id));
        cut = end.toISOString();
      }
    }
    await audit(
      tx,
      actor,
      'payment.refund',
      `payment:${paymentId}`,
      { status: payment.status, wallet: before },
      { refunded: payment.amount, wallet: after, user_id: payment.userId, subscription_ends_at: cut },
      reason,
    );
    return { refunded: payment.amount, balance: after, subscription_ends_at: cut };
  });
}

export interface ReportRow {
  day: string;
  gateway: string;
  brand: string;
  payments: number;
  amount: number;
  vat: number;
  refunded: number;
}

/**
 * Paid payments by day (Tehran), gateway and brand (the host the payer paid through, from the
 * return address; `-` for wallet payments, which leave the site for no bank), with refunds.
 */
export async function dailyReport(db: Db, from: Date, to: Date): Promise<ReportRow[]> {
  const result = (await db.execute(sql`
    SELECT to_char(p.created_at AT TIME ZONE 'Asia/Tehran', 'YYYY-MM-DD') AS day,
           p.gateway,
           coalesce(substring(p.callback_url from '^https?://([^/:?#]+)'), '-') AS brand,
           count(*)::int AS payments,
           coalesce(sum(p.amount), 0)::int AS amount,
           coalesce(sum(p.vat), 0)::int AS vat,
           coalesce(sum(r.amount), 0)::int AS refunded
    FROM payments p
    LEFT JOIN ledger_entries r ON r.payment_id = p.id AND r.kind = 'refund'
    WHERE p.status = 'paid' AND p.created_at >= ${from.toISOString()} AND p.created_at < ${to.toISOString()}
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3`)) as unknown as { rows: ReportRow[] };
  return result.rows;
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // A cell a spreadsheet would read as a formula is quoted as text (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const reportCsv = (rows: ReportRow[]) =>
  [
    'day,gateway,brand,payments,amount_toman,vat_toman,refunded_toman',
    ...rows.map((r) => [r.day, r.gateway, r.brand, r.payments, r.amount, r.vat, r.refunded].map(csvCell).join(',')),
  ].join('\n') + '\n';
