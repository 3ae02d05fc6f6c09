import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerEntries, payments, purchases, sandboxBank, wallets } from '../../src/provider/db/schema';
import { ledgerProblems } from '../../src/provider/domain/money/invariant';
import { payerActs, type PayerAction } from '../../src/provider/gateway/sandbox/book';
import { postJson, sessionFor, type TestProvider } from './harness';

let n = 0;
/** A fresh user per scenario: every check below reads only that user's rows. */
export async function newUser(provider: TestProvider, subscribedDays = 0) {
  const mobile = `0935${String(1_000_000 + ++n * 7_919 + Math.floor(Math.random() * 900)).slice(-7)}`;
  const token = await sessionFor(provider, mobile, subscribedDays);
  const auth = { authorization: `Bearer ${token}` };
  const me = await provider.call('/ghost/get/checkuser', { headers: auth });
  return { token, auth, mobile, userId: await userIdOf(provider, mobile), state: me.body.data.user };
}
export type User = Awaited<ReturnType<typeof newUser>>;

async function userIdOf(provider: TestProvider, mobile: string) {
  const { users } = await import('../../src/provider/db/schema');
  const [row] = await provider.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return row!.id;
}

/** A callback_url with spec §7's mobile query: accepted, and the query dropped (money-return.test.ts). */
export const CALLBACK = 'http://localhost/callback?mobile=09350000000';

/** POST /get/charge_wallet for `amount` (any shape the payer may type). */
export const charge = (provider: TestProvider, user: User, amount: unknown, callback_url = CALLBACK) =>
  provider.call('/get/charge_wallet', postJson({ amount, payment_method: 'saman', callback_url }, user.auth));

export const tokenOf = (payUrl: string) => /\/sandbox-bank\/pay\/([0-9a-f]{32})$/.exec(payUrl)![1]!;

/**
 * The payer at the sandbox bank: answers the bank's receipt number (RefNum) when paid, and the
 * return URL the bank sends the payer back to (with the payment's return key).
 */
export async function payAtBank(provider: TestProvider, payUrl: string, action: PayerAction = 'success') {
  const row = await payerActs(provider.database.db, tokenOf(payUrl), action);
  return { token: row!.token, refNum: row!.refNum ?? '', returnUrl: new URL(row!.redirectUrl) };
}

/** The storefront's /callback page asking us, as the original app does (content-api). */
export const callback = (provider: TestProvider, user: User, purpose: string, query: Record<string, string | number>) =>
  provider.call(
    `/payments/${purpose}/callback?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    { headers: user.auth },
  );

/** A top-up paid in full: charge, pay at the bank, come back. Answers the callback's data. */
export async function topUp(provider: TestProvider, user: User, amount: number) {
  const started = await charge(provider, user, amount);
  expect(started.status).toBe(200);
  const { token, refNum } = await payAtBank(provider, started.body.data.pay_url);
  const back = await callback(provider, user, 'wallet', {
    payment_id: started.body.data.payment_id,
    ref_num: refNum,
    Token: token,
  });
  expect(back.status).toBe(200);
  // The top-up's wallet comes beside data, as the original's /callback reads it.
  return { ...back.body.data, wallet: back.body.wallet };
}

export const balanceOf = async (provider: TestProvider, user: User) =>
  (await provider.call('/get/my_wallet', postJson({}, user.auth))).body.data.balance as number;

/** Rows written for a user: a refused call must leave every count as it was. */
export async function rowCounts(provider: TestProvider) {
  const { db } = provider.database;
  const countOf = async (
    table: typeof payments | typeof ledgerEntries | typeof purchases | typeof wallets | typeof sandboxBank,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    payments: await countOf(payments),
    ledger: await countOf(ledgerEntries),
    purchases: await countOf(purchases),
    wallets: await countOf(wallets),
    bank: await countOf(sandboxBank),
  };
}

/** The ledger invariant (domain/money/invariant.ts), asserted after every scenario. */
export async function expectLedgerHolds(provider: TestProvider) {
  expect(await ledgerProblems(provider.database.db)).toEqual([]);
}

export async function paymentRow(provider: TestProvider, id: number) {
  const [row] = await provider.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** Moves a payment and its bank session back in time (a payer who left, a late verify). */
export async function age(provider: TestProvider, paymentId: number, ms: number, paidToo = false) {
  const { db } = provider.database;
  const back = (column: string) => sql.raw(`${column} - interval '${Math.round(ms / 1000)} seconds'`);
  await db
    .update(payments)
    .set({ createdAt: back('created_at'), expiresAt: back('expires_at') })
    .where(eq(payments.id, paymentId));
  await db
    .update(sandboxBank)
    .set({ createdAt: back('created_at'), ...(paidToo ? { paidAt: back('paid_at') } : {}) })
    .where(eq(sandboxBank.resNum, String(paymentId)));
}
