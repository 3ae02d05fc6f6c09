import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, wallets } from '../../db/schema';

/** A transaction handle: ledger writes happen only inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `adjustment`: an operator's correction with its reason (docs/admin.md "Users"). */
export type LedgerKind = 'payment' | 'purchase' | 'refund' | 'adjustment';

/**
 * Adds `amount` toman (signed) to the user's wallet and writes its ledger row, in the caller's
 * transaction. The wallet row is the per-user lock: a debit happens only while the balance
 * covers it (a conditional UPDATE, so concurrent purchases cannot overdraw). Answers the
 * balance after, or null when a debit is not covered (nothing written).
 */
export async function moveWallet(
  tx: Tx,
  userId: number,
  amount: number,
  kind: LedgerKind,
  refs: { paymentId?: number; purchaseId?: number; reason?: string },
): Promise<number | null> {
  let balance: number | undefined;
  if (amount >= 0) {
    const [row] = await tx
      .insert(wallets)
      .values({ userId, balance: amount })
      .onConflictDoUpdate({ target: wallets.userId, set: { balance: sql`${wallets.balance} + ${amount}` } })
      .returning({ balance: wallets.balance });
    balance = row?.balance;
  } else {
    const [row] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${amount}` })
      .where(sql`${wallets.userId} = ${userId} AND ${wallets.balance} >= ${-amount}`)
      .returning({ balance: wallets.balance });
    balance = row?.balance;
  }
  if (balance === undefined) return null;
  await tx.insert(ledgerEntries).values({ userId, kind, amount, balanceAfter: balance, ...refs });
  return balance;
}

/**
 * Locks the user's wallet row (creating it at 0 if needed) until the transaction ends: the one
 * per-user lock under which purchases read and extend the subscription.
 */
export async function lockWallet(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .insert(wallets)
    .values({ userId, balance: 0 })
    .onConflictDoUpdate({ target: wallets.userId, set: { balance: sql`${wallets.balance}` } })
    .returning({ balance: wallets.balance });
  return row!.balance;
}

/** The wallet balance in toman (0 for a user who never paid). */
export async function walletBalance(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId));
  return row?.balance ?? 0;
}

/** spec §3 Wallet: my_credit is a text with the currency word, e.g. "12000 تومان". */
export const creditText = (toman: number) => `${toman} تومان`;
