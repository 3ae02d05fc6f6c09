import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { hashToken } from './viewer';

/** Absolute lifetime of a session (at most 30 days, docs/decisions/0019-accounts.md). */
export const SESSION_DAYS = 30;

/** Opens a session: an opaque 256-bit token, stored only as its SHA-256. */
export async function openSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: await hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

/** Revokes the session of a token on the server: the token is worthless afterwards. */
export async function revokeSession(db: Db, token: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, await hashToken(token)), isNull(sessions.revokedAt)));
}
