// spec §5 Referral code and §3 Referral: the ref query is decoded as base 62 and kept in cookies.

/** The cookie holding the decoded referral number (spec §3 Cookies). */
export const REF_COOKIE = 'ref';
/** The cookie holding the raw referral code (spec §3 Referral). */
export const REFB_COOKIE = 'refb';

/** spec §5: a code is used only when it is shorter than 11 characters (§9: at most 10). */
export const REF_MAX_LENGTH = 10;

/** spec §5: digits, then lowercase, then uppercase letters. */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz' + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The referral number of a code ('abc' → 39134), or 0 when the code is empty, too long or holds a
 * character outside base 62. A value past Number.MAX_SAFE_INTEGER would arrive rounded (the
 * provider refuses it), so it counts as not numeric too: the spec sends those as 0.
 */
export function decodeRef(code: string): number {
  if (code.length === 0 || code.length > REF_MAX_LENGTH) return 0;
  let value = 0;
  for (const character of code) {
    const digit = ALPHABET.indexOf(character);
    if (digit < 0) return 0;
    value = value * ALPHABET.length + digit;
  }
  return Number.isSafeInteger(value) ? value : 0;
}

/** spec §5: the ref cookie sent with send-code as a number, 0 when absent or not numeric. */
export function refFromCookie(value: string | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 0;
  const ref = Number(value);
  return Number.isSafeInteger(ref) ? ref : 0;
}
