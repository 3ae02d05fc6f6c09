import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateEvents } from '../../db/schema';
import { ProviderError } from '../../errors';
import { RESEND_SECONDS } from '../../../contract/rules/code';

/** A limit: at most `max` events of a kind per key within `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

const DAY = 86_400;

// Code sends (docs/decisions/0011-login-codes-four-digits.md). A number's own budget is per client address, so sends from
// elsewhere cannot spend the owner's; the number's cap across addresses only bounds the SMS a
// number receives (and the codes an attacker with many addresses gets to guess at) and sits
// well above what an owner needs.

/** Per number and client address: the spec's 90-second resend (§9), 5 an hour, 10 a day. */
export const SEND_LIMITS_PER_NUMBER_AND_ADDRESS: Limit[] = [
  { max: 1, windowSeconds: RESEND_SECONDS },
  { max: 5, windowSeconds: 3600 },
  { max: 10, windowSeconds: DAY },
];
/** Per number, whatever the address: 20 a day. */
export const SEND_LIMITS_PER_NUMBER: Limit[] = [{ max: 20, windowSeconds: DAY }];
/**
 * Per client address, whatever the numbers: 60 an hour. An address can be a carrier's NAT with
 * many subscribers behind it (Iran's mobile networks), so this bounds an SMS bill from one
 * address, not a person; the number's own caps protect the owner.
 */
export const SEND_LIMITS_PER_ADDRESS: Limit[] = [{ max: 60, windowSeconds: 3600 }];

// Wrong codes (docs/decisions/0011-login-codes-four-digits.md): the address that enters them is refused, never the number.

/** Per client address, whatever the numbers: 10 wrong codes an hour, 30 a day, then 429. */
export const FAILURE_LIMITS_PER_ADDRESS: Limit[] = [
  { max: 10, windowSeconds: 3600 },
  { max: 30, windowSeconds: DAY },
];
/**
 * Per number: from 10 wrong codes in a day on, the number is guarded. Nothing is refused to the
 * owner: a code is then checked only from the address that asked for it, and one wrong try voids
 * it (otp.ts).
 */
export const GUARD_AFTER_FAILURES_PER_NUMBER: Limit[] = [{ max: 10, windowSeconds: DAY }];

/** The key of a number and client address pair in rate_events. */
export const pairKey = (mobile: string, address: string) => `${mobile}|${address}`;

/** What a 429 says was exceeded, before "try again in …". */
export interface Reason {
  en: string;
  fa: string;
}

export const TOO_MANY_REQUESTS: Reason = {
  en: 'Too many requests.',
  fa: 'تعداد درخواست‌ها بیش از حد مجاز است.',
};

/** A 429 with Retry-After and a message (Persian and English) saying why and when to try again. */
export function tooManyRequests(retryAfterSeconds: number, reason: Reason = TOO_MANY_REQUESTS): ProviderError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const hours = Math.ceil(seconds / 3600);
  const [en, fa] =
    seconds < 120
      ? [`${seconds} seconds`, `${seconds} ثانیه`]
      : minutes < 120
        ? [`${minutes} minutes`, `${minutes} دقیقه`]
        : [`${hours} hours`, `${hours} ساعت`];
  return new ProviderError(
    429,
    `${reason.en} Try again in ${en}.`,
    `${reason.fa} لطفاً ${fa} دیگر دوباره تلاش کنید.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Takes transaction-scoped locks, in the order given, in one statement: each statement of a
 * login's transaction is a round trip that holds the locks already taken (docs/decisions/0010-embedded-database-thread.md).
 */
export const lock = (db: Db, ...keys: string[]) =>
  db.execute(
    sql`SELECT ${sql.join(
      keys.map((key) => sql`pg_advisory_xact_lock(hashtext(${key}))`),
      sql`, `,
    )}`,
  );

/** One key's limits to check: the events of `kind` for `key` against `limits`. */
export interface Counted {
  kind: string;
  key: string;
  limits: Limit[];
}

/**
 * For each of `counted`, the seconds until one more event fits every one of its limits (0 when
 * it fits now). Call it inside the transaction that records the events, after locking their keys.
 * One query for all of them, over the widest window: each statement of a login's transaction is
 * a round trip that holds the keys' locks (and, on PGlite, the whole database) while it waits
 * (docs/decisions/0010-embedded-database-thread.md).
 */
export async function waitsFor(db: Db, counted: Counted[], now: Date): Promise<number[]> {
  const widest = Math.max(0, ...counted.flatMap(({ limits }) => limits.map((limit) => limit.windowSeconds)));
  const events = await db
    .select({ kind: rateEvents.kind, key: rateEvents.key, at: rateEvents.at })
    .from(rateEvents)
    .where(
      and(
        or(...counted.map(({ kind, key }) => and(eq(rateEvents.kind, kind), eq(rateEvents.key, key)))),
        gt(rateEvents.at, new Date(now.getTime() - widest * 1000)),
      ),
    )
    .orderBy(rateEvents.at);
  return counted.map(({ kind, key, limits }) =>
    waitOf(
      events.filter((event) => event.kind === kind && event.key === key).map((event) => event.at.getTime()),
      limits,
      now.getTime(),
    ),
  );
}

/** Seconds until one more event of `kind` for `key` fits every limit, 0 when it fits now. */
export async function waitSeconds(db: Db, kind: string, key: string, limits: Limit[], now: Date): Promise<number> {
  const [wait = 0] = await waitsFor(db, [{ kind, key, limits }], now);
  return wait;
}

/**
 * Seconds until one more event fits every limit, given the events' times (ms), oldest first: the
 * place a limit frees is its max-th newest event's, plus the window. When that event is older
 * than the window, the place is free already (a wait at or below 0, answered 0). Also read by
 * limits kept on rows of their own (the comments an account posted, community/comments.ts).
 */
export function waitOf(times: number[], limits: Limit[], now: number): number {
  let wait = 0;
  for (const limit of limits) {
    const bounding = times[times.length - limit.max];
    if (bounding !== undefined) wait = Math.max(wait, (bounding + limit.windowSeconds * 1000 - now) / 1000);
  }
  return wait;
}

/** Records one event for each `{ kind, key }`, in one statement. */
export async function recordEvents(db: Db, events: { kind: string; key: string }[], now: Date) {
  await db.insert(rateEvents).values(events.map(({ kind, key }) => ({ kind, key, at: now })));
}

/** Events older than a day serve no limit any more. */
export async function pruneEvents(db: Db, now: Date) {
  await db.delete(rateEvents).where(lt(rateEvents.at, new Date(now.getTime() - DAY * 1000)));
}

export async function eventCount(db: Db, kind: string, key: string) {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, kind), eq(rateEvents.key, key)));
  return row?.n ?? 0;
}
