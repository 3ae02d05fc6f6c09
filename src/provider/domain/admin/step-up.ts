import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { ProviderError } from '../../errors';
import { verifyCode } from '../auth/otp';
import { revokeSession } from '../auth/sessions';

/**
 * docs/admin.md "Fresh login code": granting roles, refunds and wallet adjustments need a login
 * code verified for the operator's own number within this window (a login counts too).
 */
export const FRESH_CODE_MS = 5 * 60_000;

/** When a code of `mobile` was last verified within the window, or null. */
export async function freshCodeAt(db: Db, mobile: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: otpCodes.consumedAt })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.mobile, mobile),
        isNotNull(otpCodes.consumedAt),
        gt(otpCodes.consumedAt, new Date(now.getTime() - FRESH_CODE_MS)),
      ),
    )
    .orderBy(desc(otpCodes.consumedAt))
    .limit(1);
  return row?.at ?? null;
}

export const STEP_UP_NEEDED = {
  en: 'Confirm this action with a new login code sent to your mobile.',
  fa: 'برای این کار، کد ورود تازه‌ای را که به موبایل شما پیامک می‌شود وارد کنید.',
};

export const stepUpNeeded = () =>
  new ProviderError(403, STEP_UP_NEEDED.en, STEP_UP_NEEDED.fa, { step_up: [STEP_UP_NEEDED.en] }, undefined, {
    step_up: [STEP_UP_NEEDED.fa],
  });

/**
 * Checks a code sent to the operator's own number with the login machinery (its limits, tries and
 * single use, domain/auth/otp.ts) and closes the session a login would have opened: what is
 * kept is the code's verified moment, which freshCodeAt reads.
 */
export async function confirmCode(db: Db, mobile: string, code: string, clientAddress: string, now = new Date()) {
  const { token } = await verifyCode(db, mobile, code, clientAddress, now);
  await revokeSession(db, token, now);
}
