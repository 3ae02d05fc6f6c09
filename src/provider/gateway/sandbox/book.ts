import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxBank } from '../../db/schema';

/**
 * The sandbox bank's side of the counter: what SEP keeps and answers (research/payments.md §1).
 * Timers follow SEP: the payer's session lasts SESSION_MS, the receipt (inquiry) answers for an
 * hour, verify works for 30 minutes after payment (then the bank reverses by itself, -6), and
 * reverse for 50 minutes.
 */
export const SESSION_MS = 15 * 60_000;
export const RECEIPT_MS = 60 * 60_000;
export const VERIFY_MS = 30 * 60_000;
export const REVERSE_MS = 50 * 60_000;
export const SANDBOX_TERMINAL = 'sandbox-0001';

export type BookRow = typeof sandboxBank.$inferSelect;
export type PayerAction = 'success' | 'fail' | 'cancel' | 'timeout';

/** SEP state names (research/payments.md §1.3). */
export const STATE_NAMES: Record<number, string> = {
  0: 'InProgress',
  1: 'CanceledByUser',
  2: 'OK',
  3: 'Failed',
  4: 'SessionIsNull',
};

const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

export async function openSession(
  db: Db,
  input: {
    kind: 'payment' | 'mandate' | 'charge';
    amountRial: number;
    resNum: string;
    redirectUrl: string;
    mobile?: string;
  },
  now = new Date(),
): Promise<BookRow> {
  const [row] = await db
    .insert(sandboxBank)
    .values({
      token: randomBytes(16).toString('hex'),
      terminalId: SANDBOX_TERMINAL,
      createdAt: now,
      ...input,
      mobile: input.mobile ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // One session per order: a repeated token request answers the first one.
  const [existing] = await db
    .select()
    .from(sandboxBank)
    .where(and(eq(sandboxBank.kind, input.kind), eq(sandboxBank.resNum, input.resNum)));
  if (!existing) throw new Error('sandbox bank: session vanished');
  return existing;
}

export async function findSession(db: Db, token: string): Promise<BookRow | null> {
  if (!/^[0-9a-f]{32}$/.test(token)) return null;
  const [row] = await db.select().from(sandboxBank).where(eq(sandboxBank.token, token));
  return row ?? null;
}

export const sessionTimedOut = (row: BookRow, now: Date) => now.getTime() - row.createdAt.getTime() > SESSION_MS;

/** The payer's choice on the bank page; only an open session moves. Answers the row after it. */
export async function payerActs(db: Db, token: string, action: PayerAction, now = new Date()): Promise<BookRow | null> {
  const row = await findSession(db, token);
  if (!row) return null;
  const state = sessionTimedOut(row, now) ? 4 : { success: 2, fail: 3, cancel: 1, timeout: 4 }[action];
  const paid = state === 2;
  const [moved] = await db
    .update(sandboxBank)
    .set({
      state,
      ...(paid ? { refNum: `SB${digits(18)}`, rrn: digits(12), traceNo: digits(6), paidAt: now } : {}),
    })
    .where(and(eq(sandboxBank.token, token), eq(sandboxBank.state, 0)))
    .returning();
  return moved ?? (await findSession(db, token));
}

/** SEP's receipt service (1.4): 404 past an hour, or once verified or reversed. */
export async function receipt(db: Db, token: string, now = new Date()): Promise<BookRow | null> {
  const row = await findSession(db, token);
  if (!row || row.verifiedAt || row.reversedAt) return null;
  if (now.getTime() - row.createdAt.getTime() > RECEIPT_MS) return null;
  // A session nobody finished is over once its time is up.
  if (row.state === 0 && sessionTimedOut(row, now)) return { ...row, state: 4 };
  return row;
}

/** SEP VerifyTransaction result codes (1.5). */
export interface BankAnswer {
  resultCode: number;
  row: BookRow | null;
}

export async function verifyTxn(db: Db, refNum: string, now = new Date()): Promise<BankAnswer> {
  const [row] = await db.select().from(sandboxBank).where(eq(sandboxBank.refNum, refNum));
  if (!row || row.state !== 2 || !row.paidAt) return { resultCode: -2, row: null };
  if (row.reversedAt) return { resultCode: 5, row: null };
  if (!row.verifiedAt && now.getTime() - row.paidAt.getTime() > VERIFY_MS) {
    // Unverified for 30 minutes: SEP hands the money back to the card by itself.
    await db.update(sandboxBank).set({ reversedAt: now }).where(eq(sandboxBank.refNum, refNum));
    return { resultCode: -6, row: null };
  }
  const [first] = await db
    .update(sandboxBank)
    .set({ verifiedAt: now })
    .where(and(eq(sandboxBank.refNum, refNum), isNull(sandboxBank.verifiedAt)))
    .returning();
  // A repeat is "duplicate" (2), not an error: SEP confirms a receipt again by design (§1.6).
  return first ? { resultCode: 0, row: first } : { resultCode: 2, row };
}

export async function reverseTxn(db: Db, refNum: string, now = new Date()): Promise<number> {
  const [row] = await db.select().from(sandboxBank).where(eq(sandboxBank.refNum, refNum));
  if (!row || row.state !== 2 || !row.paidAt) return -2;
  if (row.reversedAt) return 2;
  if (now.getTime() - row.paidAt.getTime() > REVERSE_MS) return -6;
  const [done] = await db
    .update(sandboxBank)
    .set({ reversedAt: now })
    .where(and(eq(sandboxBank.refNum, refNum), isNull(sandboxBank.reversedAt)))
    .returning();
  return done ? 0 : 2;
}

/**
 * A direct-debit withdrawal under a signed mandate: one per charge id, whatever the number of
 * calls (research/payments.md §6 rule 6).
 */
export async function chargeMandate(
  db: Db,
  mandateToken: string,
  chargeId: number,
  amountRial: number,
  now = new Date(),
) {
  const mandate = await findSession(db, mandateToken);
  if (!mandate || mandate.kind !== 'mandate' || mandate.state !== 2) return null;
  const row = await openSession(
    db,
    { kind: 'charge', amountRial, resNum: String(chargeId), redirectUrl: '', mobile: mandate.mobile ?? undefined },
    now,
  );
  await db
    .update(sandboxBank)
    .set({ state: 2, refNum: `DD${digits(18)}`, paidAt: now, verifiedAt: now })
    .where(and(eq(sandboxBank.token, row.token), eq(sandboxBank.state, 0)));
  return findSession(db, row.token);
}

/** Test and demo knob: how many charges a mandate has made (the bank's statement). */
export async function chargeCount(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sandboxBank)
    .where(eq(sandboxBank.kind, 'charge'));
  return row?.n ?? 0;
}
