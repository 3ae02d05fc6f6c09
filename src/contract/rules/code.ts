import { toLatinDigits } from './digits';

// spec §5 Code: 4 digits, numeric, required; spec §9: the login code has 4 digits.

export const CODE_LENGTH = 4;

/** Persian and Arabic digits become Latin and anything else is dropped, at most CODE_LENGTH digits. */
export const normalizeCode = (input: string) => toLatinDigits(input).replace(/\D/g, '').slice(0, CODE_LENGTH);

/** Whether the code has all its digits, so the login can be sent (spec §4 Login flow step 4). */
export const isCompleteCode = (code: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

/** spec §9: the resend link appears after a 90-second countdown. */
export const RESEND_SECONDS = 90;
