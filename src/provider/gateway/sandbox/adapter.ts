import type { Db } from '../../db/client';
import type { CallbackHint, DirectDebitGateway, InquiryState, PaymentGateway, VerifyOutcome } from '../gateway';
import type { Rial } from '../rial';
import { chargeMandate, findSession, openSession, receipt, reverseTxn, verifyTxn } from './book';

/** The sandbox bank's pages live under the provider's base path, so they reach the browser. */
export const SANDBOX_PATH = '/api/v1/sandbox-bank';

/** Knobs a test turns to make the bank misbehave (research/payments.md §7, case 9). */
export interface SandboxKnobs {
  /** The next N verify calls get no answer (a timeout). */
  verifyNoAnswer: number;
}

const originOf = (url: string) => new URL(url).origin;

/** The sandbox speaks SEP's protocol against its own book in the database. */
export function sandboxGateway(db: Db): PaymentGateway & DirectDebitGateway & { knobs: SandboxKnobs } {
  const knobs: SandboxKnobs = { verifyNoAnswer: 0 };
  const reply = (row: NonNullable<Awaited<ReturnType<typeof findSession>>>) => ({
    refNum: row.refNum ?? '',
    amount: row.amountRial as Rial,
    orderRef: row.resNum,
  });
  return {
    id: 'sandbox',
    knobs,
    async purchase({ paymentId, amount, callbackUrl, mobile }) {
      const row = await openSession(db, {
        kind: 'payment',
        amountRial: amount,
        resNum: String(paymentId),
        redirectUrl: callbackUrl,
        mobile,
      });
      return {
        ok: true,
        gatewayToken: row.token,
        redirect: { method: 'GET', url: `${originOf(callbackUrl)}${SANDBOX_PATH}/pay/${row.token}` },
      };
    },
    parseCallback(query, form): CallbackHint {
      const read = (name: string) => form?.get(name) ?? query.get(name) ?? undefined;
      return {
        gatewayToken: read('Token') ?? read('token'),
        refNum: read('RefNum') || read('ref_num') || undefined,
        claimedState: read('State'),
      };
    },
    async verify({ refNum }): Promise<VerifyOutcome> {
      if (knobs.verifyNoAnswer > 0) {
        knobs.verifyNoAnswer -= 1;
        return { kind: 'unknown', code: 'timeout' };
      }
      const { resultCode, row } = await verifyTxn(db, refNum);
      if ((resultCode === 0 || resultCode === 2) && row) {
        return {
          kind: 'paid',
          ...reply(row),
          gatewayToken: row.token,
          alreadyVerified: resultCode === 2,
          code: String(resultCode),
        };
      }
      const messages: Record<number, string> = { [-2]: 'not found', 5: 'already reversed', [-6]: 'verify window over' };
      return { kind: 'failed', code: String(resultCode), message: messages[resultCode] ?? 'failed' };
    },
    async inquire({ gatewayToken }): Promise<InquiryState> {
      const row = await receipt(db, gatewayToken);
      if (!row) return { state: 'gone' };
      if (row.state === 0) return { state: 'in_progress' };
      if (row.state === 2) return { state: 'paid_unverified', ...reply(row) };
      return { state: row.state === 1 ? 'cancelled' : row.state === 4 ? 'timed_out' : 'failed' };
    },
    async reverse({ refNum }) {
      const code = await reverseTxn(db, refNum);
      return code === 0 ? 'reversed' : code === 2 ? 'already' : code === -6 ? 'too_late' : 'failed';
    },
    async createMandate({ mandateId, bankCode, mobile, callbackUrl }) {
      const row = await openSession(db, {
        kind: 'mandate',
        amountRial: 0,
        resNum: `${mandateId}:${bankCode}`,
        redirectUrl: callbackUrl,
        mobile,
      });
      return {
        token: row.token,
        redirect: { method: 'GET', url: `${originOf(callbackUrl)}${SANDBOX_PATH}/mandate/${row.token}` },
      };
    },
    async mandateState(token) {
      const row = await findSession(db, token);
      return !row || row.state === 0 ? 'pending' : row.state === 2 ? 'active' : 'failed';
    },
    async charge({ mandateToken, chargeId, amount }) {
      const row = await chargeMandate(db, mandateToken, chargeId, amount);
      return row?.refNum ? { kind: 'done', refNum: row.refNum } : { kind: 'failed' };
    },
  };
}
