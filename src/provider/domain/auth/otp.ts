import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginGuards, otpCodes, users } from '../../db/schema';
import { ProviderError } from '../../errors';
import {
  lock,
  pairKey,
  pruneEvents,
  recordEvents,
  SEND_LIMITS_PER_ADDRESS,
  SEND_LIMITS_PER_NUMBER,
  SEND_LIMITS_PER_NUMBER_AND_ADDRESS,
  tooManyRequests,
  TOO_MANY_REQUESTS,
  waitsFor,
  type Reason,
} from './limits';
import { openSession } from './sessions';
import type { SmsDriver } from './sms';
import { otpLockouts, otpRefusals, otpSends } from '../../metrics';

// A 4-digit code has 10,000 values, below what OWASP ASVS and NIST SP 800-63B ask of one-time
// codes; the spec's 4 digits stand only with these controls (README "Login codes"):
export const CODE_TTL_SECONDS = 5 * 60; // expires after 5 minutes
export const RESEND_SECONDS = 90; // spec §9: resend countdown
export const MAX_TRIES_PER_CODE = 5; // a code is void after 5 wrong tries
export const MAX_FAILURES_IN_A_ROW = 10; // per number, across codes and addresses…
export const LOCKOUT_SECONDS = 15 * 60; // …earn a 15-minute cooldown

export const WRONG_CODE = {
  en: 'The code entered is incorrect or has expired',
  fa: 'کد وارد شده اشتباه است یا منقضی شده است',
};

const NUMBER_SENDS: Reason = {
  en: 'Too many codes have been sent to this number today.',
  fa: 'امروز بیش از حد مجاز برای این شماره کد ارسال شده است.',
};
const ADDRESS_SENDS: Reason = {
  en: 'Too many codes have been requested from your network.',
  fa: 'از شبکهٔ شما بیش از حد مجاز درخواست کد شده است.',
};

const hashCode = (salt: string, mobile: string, code: string) =>
  createHash('sha256').update(`${salt}:${mobile}:${code}`).digest();

/** The lock that serialises everything about one number across server processes. */
const numberLock = (mobile: string) => `otp:${mobile}`;
/** The lock that serialises the code sends of one client address. */
const addressLock = (clientAddress: string) => `addr:${clientAddress}`;

/**
 * spec §7 POST /login/send-code: creates the user if new, voids the number's previous code,
 * issues a cryptographically random code and sends it. Answers the same for new and known
 * numbers; 429 past a send limit (limits.ts: per number and address, number, address).
 */
export async function sendCode(
  db: Db,
  sms: SmsDriver,
  mobile: string,
  ref: number,
  clientAddress: string,
  now = new Date(),
) {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lock(t, numberLock(mobile), addressLock(clientAddress));
    const counted = [
      { kind: 'send:pair', key: pairKey(mobile, clientAddress), limits: SEND_LIMITS_PER_NUMBER_AND_ADDRESS },
      { kind: 'send:number', key: mobile, limits: SEND_LIMITS_PER_NUMBER },
      { kind: 'send:address', key: clientAddress, limits: SEND_LIMITS_PER_ADDRESS },
    ];
    const waits = await waitsFor(t, counted, now);
    const reasons = [TOO_MANY_REQUESTS, NUMBER_SENDS, ADDRESS_SENDS];
    const longest = waits.indexOf(Math.max(...waits));
    if (waits[longest]! > 0) {
      otpRefusals.inc();
      throw tooManyRequests(waits[longest]!, reasons[longest]);
    }
    await recordEvents(t, counted, now);
    await t.insert(users).values({ mobile, ref }).onConflictDoNothing({ target: users.mobile });
    await t
      .update(otpCodes)
      .set({ voidedAt: now })
      .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.consumedAt), isNull(otpCodes.voidedAt)));
    const salt = randomBytes(16).toString('hex');
    await t.insert(otpCodes).values({
      mobile,
      salt,
      codeHash: hashCode(salt, mobile, code).toString('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    });
    await sms.send(t, mobile, code, now);
  });
  otpSends.inc();
  if (Math.random() < 0.01) await pruneEvents(db, now);
  return { sent: true, resend_after: RESEND_SECONDS };
}

const wrongCode = () =>
  new ProviderError(422, WRONG_CODE.en, WRONG_CODE.fa, { password: [WRONG_CODE.en] }, undefined, {
    password: [WRONG_CODE.fa],
  });

/**
 * spec §7 POST /login: checks the code and opens a session. A wrong code counts against the
 * code (void after 5) and against the number (10 in a row: 15-minute cooldown), whatever the
 * client address. Answers the token, or throws 422 (wrong or expired) or 429 (cooling down).
 */
export async function verifyCode(db: Db, mobile: string, code: string, now = new Date()): Promise<{ token: string }> {
  const outcome = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lock(t, numberLock(mobile));
    const [guard] = await t.select().from(loginGuards).where(eq(loginGuards.mobile, mobile));
    if (guard?.lockedUntil && guard.lockedUntil > now) {
      return { locked: (guard.lockedUntil.getTime() - now.getTime()) / 1000 } as const;
    }
    const [active] = await t
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.mobile, mobile),
          isNull(otpCodes.consumedAt),
          isNull(otpCodes.voidedAt),
          gt(otpCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    const matches = active
      ? timingSafeEqual(hashCode(active.salt, mobile, code), Buffer.from(active.codeHash, 'hex'))
      : false;
    if (!active || !matches) {
      if (active) {
        const attempts = active.attempts + 1;
        await t
          .update(otpCodes)
          .set({ attempts, ...(attempts >= MAX_TRIES_PER_CODE ? { voidedAt: now } : {}) })
          .where(eq(otpCodes.id, active.id));
      }
      const failures = (guard?.failures ?? 0) + 1;
      const lockedUntil = failures >= MAX_FAILURES_IN_A_ROW ? new Date(now.getTime() + LOCKOUT_SECONDS * 1000) : null;
      await t
        .insert(loginGuards)
        .values({ mobile, failures: lockedUntil ? 0 : failures, lockedUntil })
        .onConflictDoUpdate({ target: loginGuards.mobile, set: { failures: lockedUntil ? 0 : failures, lockedUntil } });
      return { wrong: true, lockedOut: lockedUntil !== null } as const;
    }
    await t.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, active.id));
    await t.delete(loginGuards).where(eq(loginGuards.mobile, mobile));
    const [user] = await t.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
    if (!user) return { wrong: true } as const;
    return { token: await openSession(t, user.id, now) } as const;
  });
  if ('lockedOut' in outcome && outcome.lockedOut) otpLockouts.inc();
  if ('locked' in outcome && outcome.locked !== undefined) throw tooManyRequests(outcome.locked);
  if (!('token' in outcome) || !outcome.token) throw wrongCode();
  return { token: outcome.token };
}
