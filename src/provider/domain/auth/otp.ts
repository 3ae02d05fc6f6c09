import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes, users } from '../../db/schema';
import { ProviderError } from '../../errors';
import {
  FAILURE_LIMITS_PER_ADDRESS,
  GUARD_AFTER_FAILURES_PER_NUMBER,
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
import { codeMessage, type SmsDriver } from './sms';
import { otpGuessRefusals, otpRefusals, otpSends, otpWrongCodes } from '../../metrics';
import { RESEND_SECONDS } from '../../../contract/rules/code';

// A 4-digit code has 10,000 values, below what OWASP ASVS and NIST SP 800-63B ask of one-time
// codes; the spec's 4 digits stand only with these controls and the limits of limits.ts
// (docs/decisions/0011-login-codes-four-digits.md). No limit refuses a number: an attacker's sends and guesses are counted against
// the attacker's address, so the owner asking for a code from their own address can log in.
export const CODE_TTL_SECONDS = 5 * 60; // expires after 5 minutes
/** Wrong tries from the address that asked for the code; then it is void ("ask for a new code"). */
export const MAX_TRIES_PER_CODE = 5;
/** …and while the number is guarded (limits.ts GUARD_AFTER_FAILURES_PER_NUMBER). */
export const MAX_TRIES_PER_CODE_GUARDED = 1;
/**
 * Wrong tries on a code from all other addresses together (an owner whose address changed
 * between asking and typing); then the code takes only its own address, so others cannot void it.
 * A guarded number's codes take only their own address from the start.
 */
export const MAX_TRIES_FROM_ELSEWHERE = 3;

export const WRONG_CODE = {
  en: 'The code entered is incorrect or has expired',
  fa: 'کد وارد شده اشتباه است یا منقضی شده است',
};

export const TRIED_TOO_OFTEN = {
  en: 'This code has been tried too many times; request a new code',
  fa: 'این کد بیش از حد مجاز اشتباه وارد شده است؛ کد جدیدی درخواست کنید',
};

const NUMBER_SENDS: Reason = {
  en: 'Too many codes have been sent to this number today.',
  fa: 'امروز بیش از حد مجاز برای این شماره کد ارسال شده است.',
};
const ADDRESS_SENDS: Reason = {
  en: 'Too many codes have been requested from your network.',
  fa: 'از شبکهٔ شما بیش از حد مجاز درخواست کد شده است.',
};
const ADDRESS_FAILURES: Reason = {
  en: 'Too many wrong codes have been entered from your network.',
  fa: 'از شبکهٔ شما بیش از حد مجاز کد اشتباه وارد شده است.',
};

const hashCode = (salt: string, mobile: string, code: string) =>
  createHash('sha256').update(`${salt}:${mobile}:${code}`).digest();

/** The lock that serialises everything about one number across server processes. */
const numberLock = (mobile: string) => `otp:${mobile}`;
/** The lock that serialises the code sends and tries of one client address. */
const addressLock = (clientAddress: string) => `addr:${clientAddress}`;

/**
 * spec §7 POST /login/send-code: creates the user if new, voids the previous code this address
 * asked for (another address's code stays), issues a cryptographically random code bound to the
 * address and sends it. Answers the same for new and known numbers; 429 past a send limit.
 */
export async function sendCode(
  db: Db,
  sms: SmsDriver,
  mobile: string,
  ref: number,
  clientAddress: string,
  now = new Date(),
  /** The site's own host (no port), named in the text's origin-bound line; none leaves it out. */
  host?: string,
  /** Sends an hour from one client address (LOGIN_SENDS_PER_ADDRESS_HOUR; SEND_LIMITS_PER_ADDRESS by default). */
  perAddressHour = SEND_LIMITS_PER_ADDRESS[0]!.max,
) {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lock(t, numberLock(mobile), addressLock(clientAddress));
    const counted = [
      { kind: 'send:pair', key: pairKey(mobile, clientAddress), limits: SEND_LIMITS_PER_NUMBER_AND_ADDRESS },
      { kind: 'send:number', key: mobile, limits: SEND_LIMITS_PER_NUMBER },
      { kind: 'send:address', key: clientAddress, limits: [{ max: perAddressHour, windowSeconds: 3600 }] },
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
      .where(
        and(
          eq(otpCodes.mobile, mobile),
          eq(otpCodes.address, clientAddress),
          isNull(otpCodes.consumedAt),
          isNull(otpCodes.voidedAt),
        ),
      );
    const salt = randomBytes(16).toString('hex');
    await t.insert(otpCodes).values({
      mobile,
      salt,
      codeHash: hashCode(salt, mobile, code).toString('hex'),
      address: clientAddress,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    });
    await sms.send(t, mobile, code, now, codeMessage(code, host));
  });
  otpSends.inc();
  if (Math.random() < 0.01) await pruneEvents(db, now);
  return { sent: true, resend_after: RESEND_SECONDS };
}

const fieldError = (text: typeof WRONG_CODE) =>
  new ProviderError(422, text.en, text.fa, { password: [text.en] }, undefined, { password: [text.fa] });

export const wrongCode = () => fieldError(WRONG_CODE);
/** A code void after too many wrong tries (or closed to this address): a new one is needed. */
export const triedTooOften = () => fieldError(TRIED_TOO_OFTEN);

type Outcome = { token: string } | { refusedFor: number } | { answer: 'wrong' | 'spent'; guessed: boolean };

/**
 * spec §7 POST /login: checks the code and opens a session. The code checked is the one this
 * client address asked for; an address that asked for none may try the number's newest code
 * (MAX_TRIES_FROM_ELSEWHERE, not while the number is guarded). A wrong code counts against the
 * code, the address (429 past FAILURE_LIMITS_PER_ADDRESS) and the number (guarded past
 * GUARD_AFTER_FAILURES_PER_NUMBER), never locking the number. Answers the token, or throws 422
 * (wrong or expired; tried too often: ask for a new code) or 429 (this address made too many
 * wrong tries).
 */
export async function verifyCode(
  db: Db,
  mobile: string,
  code: string,
  clientAddress: string,
  now = new Date(),
): Promise<{ token: string }> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const t = tx as unknown as Db;
    await lock(t, numberLock(mobile), addressLock(clientAddress));
    const [addressWait = 0, guardWait = 0] = await waitsFor(
      t,
      [
        { kind: 'fail:address', key: clientAddress, limits: FAILURE_LIMITS_PER_ADDRESS },
        { kind: 'fail:number', key: mobile, limits: GUARD_AFTER_FAILURES_PER_NUMBER },
      ],
      now,
    );
    if (addressWait > 0) return { refusedFor: addressWait };
    const guarded = guardWait > 0;
    // The number's unexpired codes, newest first: a handful at most (the send limits).
    const codes = await t
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.expiresAt, now)))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id));
    const usable = (row: (typeof codes)[number]) => row.voidedAt === null && row.consumedAt === null;
    // This address's newest code: live, used, or void after its wrong tries (a send voids only
    // the codes before it). An address that asked for none may try the number's newest.
    const own = codes.find((row) => row.address === clientAddress);
    const newest = codes.find(usable);
    const fromElsewhere = !own && !guarded && newest && newest.foreignAttempts < MAX_TRIES_FROM_ELSEWHERE;
    const target = own ? (usable(own) ? own : null) : fromElsewhere ? newest : null;
    if (!target) {
      const spent = own ? own.consumedAt === null : newest !== undefined;
      return { answer: spent ? 'spent' : 'wrong', guessed: false };
    }

    if (timingSafeEqual(hashCode(target.salt, mobile, code), Buffer.from(target.codeHash, 'hex'))) {
      await t.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, target.id));
      // The codes others asked for meanwhile have nothing left to open.
      await t
        .update(otpCodes)
        .set({ voidedAt: now })
        .where(
          and(
            eq(otpCodes.mobile, mobile),
            ne(otpCodes.id, target.id),
            isNull(otpCodes.consumedAt),
            isNull(otpCodes.voidedAt),
          ),
        );
      const [user] = await t.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
      if (!user) return { answer: 'wrong', guessed: false };
      return { token: await openSession(t, user.id, now) };
    }

    await recordEvents(
      t,
      [
        { kind: 'fail:address', key: clientAddress },
        { kind: 'fail:number', key: mobile },
      ],
      now,
    );
    if (own) {
      const attempts = own.attempts + 1;
      const spent = attempts >= (guarded ? MAX_TRIES_PER_CODE_GUARDED : MAX_TRIES_PER_CODE);
      await t
        .update(otpCodes)
        .set({ attempts, ...(spent ? { voidedAt: now } : {}) })
        .where(eq(otpCodes.id, own.id));
      return { answer: spent ? 'spent' : 'wrong', guessed: true };
    }
    const foreignAttempts = target.foreignAttempts + 1;
    await t.update(otpCodes).set({ foreignAttempts }).where(eq(otpCodes.id, target.id));
    return { answer: foreignAttempts >= MAX_TRIES_FROM_ELSEWHERE ? 'spent' : 'wrong', guessed: true };
  });
  if ('token' in outcome) return outcome;
  if ('refusedFor' in outcome) {
    otpGuessRefusals.inc();
    throw tooManyRequests(outcome.refusedFor, ADDRESS_FAILURES);
  }
  if (outcome.guessed) otpWrongCodes.inc();
  if (outcome.answer === 'spent') throw triedTooOften();
  throw wrongCode();
}
