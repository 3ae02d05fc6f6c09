import { eq } from 'drizzle-orm';
import { RETURN_KEY_PARAM } from '../../../contract/rules/money';
import type { Db } from '../../db/client';
import { paymentItems, payments } from '../../db/schema';
import { ProviderError } from '../../errors';
import type { PaymentGateway } from '../../gateway/gateway';
import { tomanToRial } from '../../gateway/rial';
import { gatewayReturnUrl } from './origin';
import { closePayment, createPayment, type NewPayment, type PaymentRow } from './payments';
import { newReturnKey } from './return-key';

/** A URL with fields added to its query (a bank's POST redirect turned into a link). */
function withFields(base: string, fields: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Opens a pending payment and asks the bank for a token: the row exists before the bank hears
 * of it, so whatever happens next the reconciler can find and settle it. Answers the payment
 * and the URL the browser goes to (spec §7 pay_url). The return URL carries the payment's
 * return key (return-key.ts), the payer's proof on a guest's callback; the row keeps its hash.
 */
export async function checkout(
  db: Db,
  gateway: PaymentGateway,
  input: Omit<NewPayment, 'gateway'> & {
    returnTo: URL;
    mobile?: string;
    /** What a download payment buys, written with the payment (granted when it is paid). */
    items?: (payment: PaymentRow) => (typeof paymentItems.$inferInsert)[];
  },
): Promise<{ payment: PaymentRow; payUrl: string }> {
  const { returnTo, mobile, items, ...fields } = input;
  const returnKey = newReturnKey();
  const payment = await db.transaction(async (tx) => {
    const created = await createPayment(tx, { ...fields, gateway: gateway.id, returnKeyHash: returnKey.hash });
    const lines = items?.(created) ?? [];
    if (lines.length) await tx.insert(paymentItems).values(lines);
    return created;
  });
  // research/payments.md §1.3: the callback page learns what to ask from its own query.
  const page = {
    purchase: payment.purpose,
    payment_id: payment.id,
    method: payment.method,
    ...(payment.planId ? { plan: payment.planId } : {}),
  };
  // What is stored has no key (the row keeps only its hash); what the bank is handed has it.
  const callbackUrl = gatewayReturnUrl(returnTo, page);
  const bankReturnUrl = gatewayReturnUrl(returnTo, { ...page, [RETURN_KEY_PARAM]: returnKey.key });
  // The mobile goes to the bank in the token request's body (SEP CellNumber), never in a URL.
  const answer = await gateway
    .purchase({ paymentId: payment.id, amount: tomanToRial(payment.amount), callbackUrl: bankReturnUrl, mobile })
    .catch(() => ({ ok: false as const, code: 'unreachable', retryable: true }));
  if (!answer.ok) {
    await closePayment(db, payment.id, 'failed', `token:${answer.code}`);
    throw new ProviderError(
      502,
      'The bank gateway did not answer. Try again.',
      'درگاه بانک پاسخ نداد. لطفاً دوباره تلاش کنید.',
    );
  }
  await db.update(payments).set({ gatewayToken: answer.gatewayToken, callbackUrl }).where(eq(payments.id, payment.id));
  const { redirect } = answer;
  const payUrl = redirect.method === 'GET' ? redirect.url : withFields(redirect.url, redirect.fields ?? {});
  return { payment: { ...payment, gatewayToken: answer.gatewayToken, callbackUrl }, payUrl };
}
