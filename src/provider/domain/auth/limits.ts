import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateEvents } from '../../db/schema';
import { ProviderError } from '../../errors';

/** A limit: at most `max` events of a kind per key within `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Code sends (README, Login codes): one per 90 s, 5 an hour and 10 a day per number; a few dozen
 * an hour per client address.
 */
export const SEND_LIMITS_PER_NUMBER: Limit[] = [
  { max: 1, windowSeconds: 90 },
  { max: 5, windowSeconds: 3600 },
  { max: 10, windowSeconds: 86_400 },
];
export const SEND_LIMITS_PER_ADDRESS: Limit[] = [{ max: 30, windowSeconds: 3600 }];

/** A 429 with Retry-After and a Persian message saying when to try again. */
export function tooManyRequests(retryAfterSeconds: number): ProviderError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const when = seconds < 120 ? `${seconds} ثانیه` : `${minutes} دقیقه`;
  return new ProviderError(
    429,
    `Too many requests. Try again in ${seconds < 120 ? `${seconds} seconds` : `${minutes} minutes`}.`,
    `تعداد درخواست‌ها بیش از حد مجاز است. لطفاً ${when} دیگر دوباره تلاش کنید.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Seconds until one more event of `kind` for `key` fits every limit, 0 when it fits now. Call it
 * inside the transaction that records the event, after locking the key. One query, over the
 * widest window: each statement of a login's transaction is a round trip that holds the key's
 * lock (and, on PGlite, the whole database) while it waits (README "Load").
 */
export async function waitSeconds(db: Db, kind: string, key: string, limits: Limit[], now: Date): Promise<number> {
  const widest = Math.max(0, ...limits.map((limit) => limit.windowSeconds));
  const events = await db
    .select({ at: rateEvents.at })
    .from(rateEvents)
    .where(
      and(
        eq(rateEvents.kind, kind),
        eq(rateEvents.key, key),
        gt(rateEvents.at, new Date(now.getTime() - widest * 1000)),
      ),
    )
    .orderBy(rateEvents.at);
  // Oldest first: the place a limit frees is its max-th newest event's, plus the window. When
  // that event is older than the window, the place is free already (a wait at or below 0).
  let wait = 0;
  for (const limit of limits) {
    const bounding = events[events.length - limit.max];
    if (bounding) wait = Math.max(wait, (bounding.at.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000);
  }
  return wait;
}

/** Records one event for each `{ kind, key }`, in one statement. */
export async function recordEvents(db: Db, events: { kind: string; key: string }[], now: Date) {
  await db.insert(rateEvents).values(events.map(({ kind, key }) => ({ kind, key, at: now })));
}

/** Events older than a day serve no limit any more. */
export async function pruneEvents(db: Db, now: Date) {
  await db.delete(rateEvents).where(lt(rateEvents.at, new Date(now.getTime() - 86_400_000)));
}

export async function eventCount(db: Db, kind: string, key: string) {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, kind), eq(rateEvents.key, key)));
  return row?.n ?? 0;
}
