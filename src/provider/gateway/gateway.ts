import type { Rial } from './rial';

/**
 * The adapter boundary of research/payments.md §6: a bank gateway answers questions, it never
 * credits anything. The money service (src/provider/domain/money) decides from these answers.
 */

/** Where the payer's browser goes next: a GET link or an auto-submitted POST form. */
export interface Redirect {
  method: 'GET' | 'POST';
  url: string;
  fields?: Record<string, string>;
}

export type PurchaseAnswer =
  { ok: true; gatewayToken: string; redirect: Redirect } | { ok: false; code: string; retryable: boolean };

/** What a callback claims; untrusted (research/payments.md §1.3). */
export interface CallbackHint {
  gatewayToken?: string;
  refNum?: string;
  claimedState?: string;
}

export type VerifyOutcome =
  | {
      kind: 'paid';
      refNum: string;
      amount: Rial;
      orderRef: string;
      gatewayToken?: string;
      /** SEP ResultCode 2: verified before (our earlier reply may have been lost). */
      alreadyVerified: boolean;
      code: string;
    }
  /** Final: cancelled, not found, reversed, past the verify window. */
  | { kind: 'failed'; code: string; message: string }
  /** No answer (timeout, 5xx, unparsable): ask again later, within the verify window. */
  | { kind: 'unknown'; code?: string };

export type InquiryState =
  | { state: 'in_progress' }
  | { state: 'paid_unverified' | 'verified'; refNum: string; amount: Rial; orderRef: string }
  | { state: 'failed' | 'cancelled' | 'timed_out' | 'reversed' }
  /** Not found or past the receipt window: only verify can still tell. */
  | { state: 'gone' };

export type ReverseOutcome = 'reversed' | 'already' | 'too_late' | 'failed' | 'unknown';

export interface PaymentGateway {
  /** Stored in payments.gateway: receipts are unique per gateway. */
  readonly id: 'sandbox' | 'saman';
  purchase(input: { paymentId: number; amount: Rial; callbackUrl: string; mobile?: string }): Promise<PurchaseAnswer>;
  parseCallback(query: URLSearchParams, form?: URLSearchParams): CallbackHint;
  verify(input: { gatewayToken: string; refNum: string; expected: Rial; paymentId: number }): Promise<VerifyOutcome>;
  inquire(input: { gatewayToken: string }): Promise<InquiryState>;
  reverse(input: { gatewayToken: string; refNum: string }): Promise<ReverseOutcome>;
}

/** Direct debit (research/payments.md §3, §6 DirectDebitProvider), narrowed to what we use. */
export interface DirectDebitGateway {
  createMandate(input: {
    mandateId: number;
    bankCode: string;
    mobile: string;
    callbackUrl: string;
  }): Promise<{ token: string; redirect: Redirect }>;
  /** The bank's word on a mandate after its callback. */
  mandateState(token: string): Promise<'active' | 'pending' | 'failed'>;
  /** `chargeId` is our payment id, stored before the call: a repeat never charges twice. */
  charge(input: { mandateToken: string; chargeId: number; amount: Rial }): Promise<{
    kind: 'done' | 'failed' | 'unknown';
    refNum?: string;
  }>;
}

/** SEP's token sessions last minutes; a pending payment is settled or expired after this. */
export const VERIFY_WINDOW_MS = 30 * 60_000;
