import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The ledger's invariants (ARCHITECTURE.md §8), checked by the tests after every scenario and
 * usable by an operator. Answers the broken rules; an empty list means every toman adds up.
 */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const report = (rule: string, found: Record<string, unknown>[]) => {
    for (const row of found) problems.push(`${rule}: ${JSON.stringify(row)}`);
  };
  report(
    'wallet balance differs from the sum of its ledger rows',
    await rows(sql`
      SELECT coalesce(w.user_id, l.user_id) AS user_id, w.balance, l.total
      FROM wallets w FULL JOIN (SELECT user_id, sum(amount)::int AS total FROM ledger_entries GROUP BY user_id) l
        ON l.user_id = w.user_id
      WHERE coalesce(w.balance, 0) <> coalesce(l.total, 0)`),
  );
  report(
    'a ledger row whose balance_after is not the running sum',
    await rows(sql`
      SELECT id, user_id, balance_after, running FROM (
        SELECT id, user_id, balance_after, sum(amount) OVER (PARTITION BY user_id ORDER BY id)::int AS running
        FROM ledger_entries) t
      WHERE balance_after <> running OR balance_after < 0`),
  );
  report(
    'a paid gateway payment without exactly one money-in row of its amount',
    await rows(sql`
      SELECT p.id, p.amount, count(l.id)::int AS rows, sum(l.amount)::int AS total
      FROM payments p LEFT JOIN ledger_entries l ON l.payment_id = p.id AND l.kind = 'payment'
      WHERE p.status = 'paid' AND p.gateway <> 'wallet' AND p.amount > 0
      GROUP BY p.id HAVING count(l.id) <> 1 OR sum(l.amount) <> p.amount`),
  );
  report(
    'money in for a payment that is not paid',
    await rows(sql`
      SELECT p.id, p.status FROM payments p JOIN ledger_entries l ON l.payment_id = p.id AND l.kind = 'payment'
      WHERE p.status <> 'paid'`),
  );
  report(
    'a purchase without exactly one money-out row of its amount, or of an unpaid payment',
    await rows(sql`
      SELECT u.id, u.amount, p.status, count(l.id)::int AS rows, sum(l.amount)::int AS total
      FROM purchases u JOIN payments p ON p.id = u.payment_id
      LEFT JOIN ledger_entries l ON l.purchase_id = u.id AND l.kind = 'purchase'
      GROUP BY u.id, p.status HAVING count(l.id) <> 1 OR sum(l.amount) <> -u.amount OR p.status <> 'paid'`),
  );
  report(
    'a paid plan or title payment without exactly one purchase',
    await rows(sql`
      SELECT p.id, count(u.id)::int AS purchases FROM payments p LEFT JOIN purchases u ON u.payment_id = p.id
      WHERE p.status = 'paid' AND p.purpose IN ('subscription', 'download') GROUP BY p.id HAVING count(u.id) <> 1`),
  );
  return problems;
}
