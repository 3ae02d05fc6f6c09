import { MAX_TOP_UP, MIN_TOP_UP, parseAmount } from '../../../contract/rules/money';

/** Wallet top-up limits in toman: one definition, in contract/rules/money.ts (the modal checks them too). */
export const MIN_CHARGE_TOMAN = MIN_TOP_UP;
export const MAX_CHARGE_TOMAN = MAX_TOP_UP;

/** A top-up amount as integer toman (a JSON number or typed text, rules/money.ts), or null. */
export function parseToman(input: unknown): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input > 0 ? input : null;
  if (typeof input !== 'string') return null;
  const value = parseAmount(input);
  return value !== null && value > 0 ? value : null;
}
