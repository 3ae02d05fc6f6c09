import { decodeRef, REF_COOKIE, REF_MAX_LENGTH, REFB_COOKIE } from '../../../contract/rules/referral';

/**
 * ARCHITECTURE.md §6: the bearer token lives only in this HttpOnly, SameSite=Lax cookie (its name
 * starts with "auth", spec §3 Cookies); the gateway turns it into the Authorization header.
 */
export const AUTH_COOKIE = 'auth_token';

/** A token as the provider issues it: URL-safe characters only, so a forged cookie cannot inject headers. */
export const isWellFormedToken = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{16,256}$/.test(value);

/** 30 days: the session's absolute lifetime (docs/decisions/0019-accounts.md) and the referral cookies' life. */
export const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

export interface CookieOptions {
  maxAge: number;
  httpOnly?: boolean;
  secure?: boolean;
}

/**
 * One Set-Cookie header value, always Path=/ and SameSite=Lax (ARCHITECTURE.md §6). Written by
 * hand rather than through Astro.cookies so the gateway and middleware can add it to a response
 * they already hold, and so the attributes can be pinned by unit tests.
 */
export function setCookieHeader(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${options.maxAge}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The one referral value that is never stored (spec §4 Auth: "if present and not 4"). */
const UNSTORED_REF = 4;

/**
 * spec §5 Referral: a ?ref= code under 11 characters sets refb (the raw code) and ref (its base-62
 * value, 0 when not a number) for 30 days. Not HttpOnly: islands read them (send-code sends ref).
 * A code whose value is 4 stores neither, so refb never names a ref the ref cookie lacks. Secure
 * over https, like every cookie of the site.
 */
export function referralCookies(code: string | null | undefined, secure = false): string[] {
  if (!code || code.length > REF_MAX_LENGTH) return [];
  const ref = decodeRef(code);
  if (ref === UNSTORED_REF) return [];
  return [
    setCookieHeader(REFB_COOKIE, code, { maxAge: THIRTY_DAYS_S, secure }),
    setCookieHeader(REF_COOKIE, String(ref), { maxAge: THIRTY_DAYS_S, secure }),
  ];
}
