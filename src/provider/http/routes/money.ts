import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { Viewer } from '../../domain/auth/viewer';
import { paidFiles } from '../../domain/watching/bought';
import { z } from 'zod';
import {
  DEFAULT_PAYMENT_METHOD,
  METHOD_NOT_OFFERED,
  paymentKindOf,
  RETURN_KEY_PATTERN,
} from '../../../contract/rules/money';
import { paymentMethod } from '../../../contract/schemas/watch';
import { parseToman, MAX_CHARGE_TOMAN, MIN_CHARGE_TOMAN } from '../../domain/money/amount';
import { checkout } from '../../domain/money/checkout';
import { creditText, walletBalance } from '../../domain/money/ledger';
import { ownCallbackUrl } from '../../domain/money/origin';
import { ownPayment, paidAnswer, paymentHistory, PURPOSES } from '../../domain/money/payments';
import { hashReturnKey } from '../../domain/money/return-key';
import { settlePayment } from '../../domain/money/settle';
import { settleCharge } from '../../domain/directdebit/mandates';
import { notFound, ProviderError, unauthorized } from '../../errors';
import type { ProviderEnv } from '../env';
import { pageField } from '../params';
import { validate } from '../validate';
import { loggedIn, originOf } from '../viewer';
import { subscriptionRoutes } from './subscription';
import { withMediaOrigin } from '../media-origin';

const badAmount = () => {
  const en = `Enter the amount in toman as a whole number, from ${MIN_CHARGE_TOMAN} to ${MAX_CHARGE_TOMAN}.`;
  const fa = `مبلغ را به تومان و به عدد وارد کنید؛ حداقل ${new Intl.NumberFormat('fa-IR').format(MIN_CHARGE_TOMAN)} و حداکثر ${new Intl.NumberFormat('fa-IR').format(MAX_CHARGE_TOMAN)} تومان.`;
  return new ProviderError(422, en, fa, { amount: [en] }, undefined, { amount: [fa] });
};

/** spec §7 POST /get/charge_wallet; the amount is read by parseToman (domain/money/amount.ts). */
const chargeBody = z.object({
  amount: z.unknown(),
  // Any name of the bank gateway (rules/money.ts PAYMENT_METHODS); the wallet cannot top itself up.
  payment_method: paymentMethod
    .refine((method) => paymentKindOf(method) === 'gateway', METHOD_NOT_OFFERED.en)
    .default(DEFAULT_PAYMENT_METHOD),
  callback_url: z.string().max(2000),
});

const callbackQuery = z.object({
  payment_id: z.coerce.number().int().min(1).max(2_147_483_647),
  ref_num: z.string().max(100).optional(),
  method: z.string().max(40).optional(),
  check_it_again: z.coerce.number().int().min(0).max(1).default(0),
  ref: z.string().max(10).optional(),
  Token: z.string().max(100).optional(),
  // Not in spec §7's call: the payment's return key (domain/money/return-key.ts), which checkout
  // puts in the return URL it gives the bank. A guest (no session) must show it to see the
  // payment; the logged-in owner's call does not need it. /callback forwards it with the query.
  key: z.string().max(64).optional(),
});

/** What a payment that is not paid answers (spec §8 texts; original-app §2 error contents). */
const NOT_PAID: Record<string, [string, string]> = {
  pending: [
    'The payment is not confirmed yet; check it again shortly.',
    'پرداخت هنوز تأیید نشده است؛ کمی بعد دوباره بررسی کنید.',
  ],
  failed: ['There was a problem processing the payment.', 'مشکلی در پردازش پرداخت پیش آمد.'],
  cancelled: ['The payment was cancelled.', 'پرداخت لغو شد.'],
  expired: [
    'The payment expired; any amount taken returns to your card within 72 hours.',
    'مهلت پرداخت به پایان رسید؛ اگر مبلغی کسر شده باشد ظرف ۷۲ ساعت به حساب شما برمی‌گردد.',
  ],
  reversed: [
    'The payment did not match its order and was returned to your card.',
    'پرداخت با سفارش مطابقت نداشت و مبلغ به حساب شما برگشت داده شد.',
  ],
};

type CallbackContext = Context<ProviderEnv, string, { out: { query: z.output<typeof callbackQuery> } }>;

/**
 * content-api `/(ghost/)payments/{purchase}/callback`: the bank is asked (by our token) and the
 * settled payment answered, with a download's files and links (original-app §2). A guest may
 * only settle a download, only with the payment's return key, and learns only that it was paid
 * (show_login: the links are the account's, behind login).
 */
async function settleCallback(c: CallbackContext, viewer: Viewer | null) {
  const purpose = PURPOSES.find((p) => p === c.req.param('purpose'));
  if (!purpose) throw new ProviderError(404, 'This API path does not exist.', 'چنین مسیری در API وجود ندارد.');
  if (!viewer && purpose !== 'download') throw unauthorized();
  const query = c.req.valid('query');
  const { db, payment: money } = c.var;
  let payment = viewer
    ? await ownPayment(db, viewer.userId, query.payment_id, purpose)
    : await guestPayment(db, query.payment_id, query.key);
  const form =
    c.req.method === 'POST' ? new URLSearchParams((await c.req.parseBody()) as Record<string, string>) : undefined;
  // The callback is only a hint (research/payments.md §1.3): the bank is asked, by our token.
  const hint = money.gateway.parseCallback(new URL(c.req.url).searchParams, form);
  if (query.check_it_again) delete hint.refNum;
  if (payment.gateway === money.gateway.id) payment = await settlePayment(db, money.gateway, payment, hint);
  else if (payment.gateway === 'directdebit') payment = await settleCharge(db, money.directdebit, payment);
  if (payment.status !== 'paid') {
    const [en, fa] = NOT_PAID[payment.status] ?? NOT_PAID.failed!;
    throw new ProviderError(409, en, fa);
  }
  if (!viewer) {
    const { wallet: _wallet, ...answer } = await paidAnswer(db, payment);
    return c.json({ data: { ...answer, files: [], show_login: 1 } });
  }
  const { wallet, ...answer } = await paidAnswer(db, payment);
  if (purpose === 'download') answer.files = withMediaOrigin(c, await paidFiles(db, c.var.settings, payment));
  // A top-up's wallet at the top level, beside data, as the original's /callback reads it.
  return c.json({ data: answer, ...(wallet ? { wallet } : {}) });
}

/**
 * A download payment for the guest's callback: by its id and its return key together (ids are
 * sequential, docs/payments.md "Buying"). A missing or wrong key, another purpose's id and an unknown id are the
 * same query finding nothing, so each answers the same 404 after the same work, and the bank is
 * not asked for a caller who cannot prove the payment. Hashes are compared, never the key.
 */
async function guestPayment(db: Db, id: number, key: string | undefined) {
  const hash = hashReturnKey(key && RETURN_KEY_PATTERN.test(key) ? key : '');
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.purpose, 'download'), eq(payments.returnKeyHash, hash)));
  if (!row) throw notFound('The payment', 'پرداخت');
  return row;
}

/** spec §7 wallet calls, the payments callback and the payments history. */
export const moneyRoutes = new Hono<ProviderEnv>()
  .post('/get/my_wallet', async (c) => {
    const viewer = loggedIn(c);
    const balance = await walletBalance(c.var.db, viewer.userId);
    return c.json({ data: { my_credit: creditText(balance), balance } });
  })
  .post('/get/charge_wallet', validate('json', chargeBody), async (c) => {
    const viewer = loggedIn(c);
    const body = c.req.valid('json');
    const amount = parseToman(body.amount);
    if (amount === null || amount < MIN_CHARGE_TOMAN || amount > MAX_CHARGE_TOMAN) throw badAmount();
    const returnTo = ownCallbackUrl(body.callback_url, originOf(c));
    const { payment, payUrl } = await checkout(c.var.db, c.var.payment.gateway, {
      userId: viewer.userId,
      purpose: 'wallet',
      method: body.payment_method,
      amount,
      vat: 0,
      returnTo,
      mobile: viewer.mobile,
    });
    return c.json({ data: { pay_url: payUrl, payment_id: payment.id } });
  })
  .on(['GET', 'POST'], '/payments/:purpose/callback', validate('query', callbackQuery), (c) =>
    settleCallback(c, loggedIn(c)),
  )
  // A guest who bought a download by gateway (content-api get/buy with a mobile) comes back here.
  .on(['GET', 'POST'], '/ghost/payments/:purpose/callback', validate('query', callbackQuery), (c) =>
    settleCallback(c, c.var.viewer),
  )
  .get('/get/profile/payment/download-billing', validate('query', z.object({ page: pageField })), async (c) => {
    const viewer = loggedIn(c);
    // At the top level, as the original reads it (res.data.payments).
    return c.json(await paymentHistory(c.var.db, viewer.userId, c.req.valid('query').page));
  })
  .route('/', subscriptionRoutes);
