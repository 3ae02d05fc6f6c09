import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, subscriptions, users } from '../../db/schema';

/** Who is asking: a guest, or a logged-in user with their active subscription, if any. */
export interface Viewer {
  userId: number;
  mobile: string;
  ref: number;
  subscriptionEndsAt: Date | null;
  /** The account's data saver (docs/data-budget.md); absent where a viewer is made by hand. */
  dataSaver?: boolean;
}

const DAY_MS = 86_400_000;

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Buffer.from(digest).toString('hex');
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,256})$/.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * The viewer a bearer token stands for: null when absent, unknown, expired or revoked. One query
 * (every logged-in call starts here): the session, its user, and the end of the user's latest
 * subscription still running.
 */
export async function findViewer(db: Db, token: string | null, now = new Date()): Promise<Viewer | null> {
  if (!token) return null;
  const subscriptionEndsAt = sql`(select max(${subscriptions.endsAt}) from ${subscriptions} where ${and(
    eq(subscriptions.userId, users.id),
    gt(subscriptions.endsAt, now),
  )})`.mapWith(subscriptions.endsAt);
  const [row] = await db
    .select({ userId: users.id, mobile: users.mobile, ref: users.ref, dataSaver: users.dataSaver, subscriptionEndsAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, await hashToken(token)), gt(sessions.expiresAt, now), isNull(sessions.revokedAt)))
    .limit(1);
  return row ? { ...row, subscriptionEndsAt: row.subscriptionEndsAt ?? null } : null;
}

/** Whole days left of the viewer's subscription (spec §3 days_period_to_end). */
export const daysLeft = (viewer: Viewer | null, now = new Date()) =>
  viewer?.subscriptionEndsAt ? Math.ceil((viewer.subscriptionEndsAt.getTime() - now.getTime()) / DAY_MS) : 0;
