import { toLatinDigits } from './digits';

// spec §5 Mobile: an optional prefix (+98, 0, 98 or 0098), then 9, then 9 more digits, with
// optional spaces, dashes or brackets; at most 13 characters typed; 11 digits (09XXXXXXXXX).

export const MOBILE_MAX_LENGTH = 13;
export const MOBILE_DIGITS = 11;

const ACCEPTED = /^(?:\+98|0098|98|0)?9\d{9}$/;

/** The typed text without spaces, dashes and brackets, digits made Latin. */
export const compactMobile = (input: string) => toLatinDigits(input).replace(/[\s\-()[\]]/g, '');

/** Whether the text is an accepted mobile number in any of its prefixed forms. */
export const isAcceptedMobile = (input: string) => ACCEPTED.test(compactMobile(input));

/** The number as 09XXXXXXXXX, or null when it is not an accepted mobile number. */
export function normalizeMobile(input: string): string | null {
  const compact = compactMobile(input);
  if (!ACCEPTED.test(compact)) return null;
  return `0${compact.slice(-10)}`;
}
