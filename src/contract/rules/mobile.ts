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

// spec §5 Mobile, typing rules of the login form's mobile field.

/** Keys that edit the field without typing a character. */
const EDITING_KEYS = new Set(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Home', 'End', 'Enter']);
const DIGIT_KEY = /^[0-9\u06f0-\u06f9\u0660-\u0669]$/;

/** spec §5: only digits (Latin, Persian or Arabic) and editing keys are accepted while typing. */
export const isMobileKey = (key: string) => DIGIT_KEY.test(key) || EDITING_KEYS.has(key);

/** The Latin digits of the typed text, in order; everything else is dropped. */
export const mobileDigits = (input: string) => toLatinDigits(input).replace(/\D/g, '');

/** spec §5: the number is displayed in 4-3-4 digit groups (09121234567 → '0912 123 4567'). */
export function formatMobileGroups(input: string): string {
  const digits = mobileDigits(input);
  return [digits.slice(0, 4), digits.slice(4, 7), digits.slice(7)].filter(Boolean).join(' ');
}

/** spec §5: the send button is enabled only when exactly 11 digits match. */
export const canSendMobile = (input: string) =>
  normalizeMobile(input) !== null && mobileDigits(compactMobile(input)).length === MOBILE_DIGITS;

/** spec §5: the field is marked invalid when it is longer than 11 digits and does not match. */
export const isMobileMarkedInvalid = (input: string) =>
  mobileDigits(input).length > MOBILE_DIGITS && normalizeMobile(input) === null;

/**
 * The digits the mobile field keeps for a typed, pasted or prefilled text (at most 13): Persian
 * and Arabic digits become Latin, and a complete number with a longer prefix (+98, 98, 0098, as
 * pasted or autofilled) becomes its 09XXXXXXXXX form so it fits the 11 digits that can be sent.
 */
export function mobileFieldDigits(input: string): string {
  const digits = mobileDigits(input);
  const normalized = normalizeMobile(input);
  return digits.length > MOBILE_DIGITS && normalized ? normalized : digits.slice(0, MOBILE_MAX_LENGTH);
}

/**
 * A mobile number with its middle hidden, in 4-3-4 groups (DESIGN.md §7 h-profile:
 * `0912 ••• 6789`); the provider's numbers may come without their leading 0.
 */
export function maskMobile(input: string): string {
  const digits = mobileDigits(input);
  const full = digits.length === MOBILE_DIGITS - 1 ? `0${digits}` : digits;
  if (full.length !== MOBILE_DIGITS) return full;
  return `${full.slice(0, 4)} ••• ${full.slice(7)}`;
}
