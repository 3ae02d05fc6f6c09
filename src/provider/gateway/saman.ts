import type { InquiryState, PaymentGateway, VerifyOutcome } from './gateway';
import type { Rial } from './rial';

/**
 * SEP (Saman) token gateway, written against its v4.1 document (research/payments.md §1). It
 * cannot be exercised here: SEP answers only a registered terminal from its registered server
 * IP. Configure PAYMENT_GATEWAY=saman and SAMAN_TERMINAL_ID (docs/payments.md).
 */
const BASE = 'https://sep.shaparak.ir';
const TIMEOUT_MS = 15_000;

async function post(url: string, body: unknown): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status >= 500) return null;
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return null; // no answer: the caller retries within the verify window (§1.5 note ب)
  }
}

export function samanGateway({ terminalId }: { terminalId: string }): PaymentGateway {
  const terminalNumber = Number(terminalId);
  return {
    id: 'saman',
    async purchase({ paymentId, amount, callbackUrl, mobile }) {
      const answer = await post(`${BASE}/onlinepg/onlinepg`, {
        action: 'token',
        TerminalId: terminalId,
        Amount: amount,
        ResNum: String(paymentId),
        RedirectUrl: callbackUrl,
        ...(mobile ? { CellNumber: mobile.replace(/^0/, '') } : {}),
      });
      if (!answer) return { ok: false, code: 'no-answer', retryable: true };
      if (answer.status !== 1 || typeof answer.token !== 'string')
        return { ok: false, code: String(answer.errorCode ?? 'token'), retryable: false };
      return {
        ok: true,
        gatewayToken: answer.token,
        redirect: { method: 'GET', url: `${BASE}/OnlinePG/SendToken?token=${encodeURIComponent(answer.token)}` },
      };
    },
    parseCallback(query, form) {
      const read = (name: string) => form?.get(name) ?? query.get(name) ?? undefined;
      return { gatewayToken: read('Token'), refNum: read('RefNum') || undefined, claimedState: read('State') };
    },
    async verify({ refNum }): Promise<VerifyOutcome> {
      const answer = await post(`${BASE}/verifyTxnRandomSessionkey/ipg/VerifyTransaction`, {
        RefNum: refNum,
        TerminalNumber: terminalNumber,
      });
      if (!answer || typeof answer.ResultCode !== 'number') return { kind: 'unknown' };
      const code = answer.ResultCode;
      const detail = answer.TransactionDetail as Record<string, unknown> | null | undefined;
      // ResultCode 2 may come with or without details (§1.6): without them it proves nothing.
      if ((code === 0 || code === 2) && detail) {
        return {
          kind: 'paid',
          refNum: String(detail.RefNum ?? refNum),
          amount: Number(detail.AffectiveAmount ?? detail.OrginalAmount) as Rial,
          // SEP's verify reply has no ResNum; the receipt (inquire) binds RefNum to our order first.
          orderRef: String(detail.ResNum ?? ''),
          alreadyVerified: code === 2,
          code: String(code),
        };
      }
      if (code === 2) return { kind: 'unknown', code: '2' };
      return { kind: 'failed', code: String(code), message: String(answer.ResultDescription ?? '') };
    },
    async inquire({ gatewayToken }): Promise<InquiryState> {
      const answer = await post(`${BASE}/verifyTxnRandomSessionkey/api/v2/ipg/payment/receipt`, {
        Token: gatewayToken,
        TerminalNumber: terminalNumber,
      });
      if (!answer) return { state: 'gone' };
      const data = answer.Data as Record<string, unknown> | undefined;
      if (answer.HasError || !data) return { state: 'gone' };
      const state = Number(data.State ?? data.Status);
      if (state === 0) return { state: 'in_progress' };
      if (state === 2)
        return {
          state: 'paid_unverified',
          refNum: String(data.RefNum),
          amount: Number(data.AffectiveAmount ?? data.Amount) as Rial,
          orderRef: String(data.ResNum),
        };
      return { state: state === 1 ? 'cancelled' : state === 4 ? 'timed_out' : 'failed' };
    },
    async reverse({ refNum }) {
      const answer = await post(`${BASE}/verifyTxnRandomSessionkey/ipg/ReverseTransaction`, {
        RefNum: refNum,
        TerminalNumber: terminalNumber,
      });
      if (!answer) return 'unknown';
      const code = answer.ResultCode;
      return code === 0 ? 'reversed' : code === 2 ? 'already' : code === -6 ? 'too_late' : 'failed';
    },
  };
}
