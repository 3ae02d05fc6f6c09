import { refFromCookie } from '../../contract/rules/referral';

// What the ref cookie changes on screen (spec §2 Header and navigation, Footer; §9 ref values).
// The value is the decoded number the server wrote (src/lib/server/auth/cookie.ts); a cookie that is
// present but not numeric counts as ref 0, an absent one as "no ref cookie".

/** spec §9: ref values 5 or below are the main-partner range. */
export const MAIN_PARTNER_MAX_REF = 5;
/** spec §9: a ref above 2 selects the dark logo on mobile. */
export const DARK_LOGO_MIN_REF = 3;

/**
 * spec §2 Footer and §9: the notification prompt "appears for non-main brands with ref above 5,
 * or when the ref cookie is missing". Decided rule table (the spec's two conditions, or-ed):
 *
 * | ref cookie         | main brand (plus) | other brands |
 * |--------------------|-------------------|--------------|
 * | missing            | shown             | shown        |
 * | present, ref ≤ 5   | hidden            | hidden       |
 * | present, ref > 5   | hidden            | shown        |
 */
export function showsNotifyPrompt(plus: boolean, refCookie: string | undefined): boolean {
  if (refCookie === undefined) return true;
  return !plus && refFromCookie(refCookie) > MAIN_PARTNER_MAX_REF;
}

/** spec §2, §9: a ref above 2 selects the dark logo on small screens. */
export const usesDarkLogo = (refCookie: string | undefined) => refFromCookie(refCookie) >= DARK_LOGO_MIN_REF;

export interface InstallContext {
  /** spec §3 show_app of the user state. */
  showApp: number;
  loggedIn: boolean;
  refCookie: string | undefined;
}

/** spec §3 show_app value with which install links never ask for login. */
export const SHOW_APP_ALWAYS = 3;

/**
 * spec §2: install links go straight through when show_app equals 3, or the user is logged in,
 * or there is no ref cookie; otherwise the login modal opens first.
 */
export const installGoesStraight = ({ showApp, loggedIn, refCookie }: InstallContext) =>
  showApp === SHOW_APP_ALWAYS || loggedIn || refCookie === undefined;

/** spec §2: the header's app-download link shows only when show_app is set and the user is logged in. */
export const showsAppDownload = (showApp: number, loggedIn: boolean) => showApp !== 0 && loggedIn;
