import { Hono } from 'hono';
import { z } from 'zod';
import { parseToman, MAX_CHARGE_TOMAN, MIN_CHARGE_TOMAN } from '../../domain/money/amount';
import { checkout } from '../../domain/money/checkout';
import { creditText, walletBalance } from '../../domain/money/ledger';
import { ownCallbackUrl } from '../../domain/money/origin';
import { ownPayment, paidAnswer, paymentHistory, PURPOSES } from '../../domain/money/payments';
import { settlePayment } from '../../domain/money/settle';
import { settleCharge } from '../../domain/directdebit/mandates';
import { ProviderError } from '../../errors';
import type { ProviderEnv } from '../env';
import { pageField } from '../params';
import { validate } from '../validate';
import { loggedIn, originOf } from '../viewer';
import { subscriptionRoutes } from './subscription';

const badAmount = () => {
  const en = `Enter the amount in toman as a whole number, from ${MIN_CHARGE_TOMAN} to ${MAX_CHARGE_TOMAN}.`;
  const fa = `مبلغ را به تومان و به عدد وارد کنید؛ حداقل ${new Intl.NumberFormat('fa-IR').format(MIN_CHARGE_TOMAN)} و حداکثر ${new Intl.NumberFormat('fa-IR').format(MAX_CHARGE_TOMAN)} تومان.`;
  return new ProviderError(422, en, fa, { amount: [en] }, undefined, { amount: [fa] });
};

/** spec §7 POST /get/charge_wallet; the amount is read by parseToman (domain/money/amount.ts). */
const chargeBody = z.object({
  amount: z.unknown(),
  payment_method: z.literal('saman').default('saman'),
  callback_url: z.string().max(2000),
});

const callbackQuery = z.object({
  payment_id: z.coerce.number().int().min(1).max(2_147_483_647),
  ref_num: z.string().max(100).optional(),
  method: z.string().max(40).optional(),
  check_it_again: z.coerce.number().int().min(0).max(1).default(0),
  ref: z.string().max(10).optional(),
  Token: z.string().max(100).optional(),
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
  .on(['GET', 'POST'], '/payments/:purpose/callback', validate('query', callbackQuery), async (c) => {
    const viewer = loggedIn(c);
    const purpose = PURPOSES.find((p) => p === c.req.param('purpose'));
    if (!purpose) throw new ProviderError(404, 'This API path does not exist.', 'چنین مسیری در API وجود ندارد.');
    const query = c.req.valid('query');
    const form =
      c.req.method === 'POST' ? new URLSearchParams((await c.req.parseBody()) as Record<string, string>) : undefined;
    const { db, payment: money } = c.var;
    let payment = await ownPayment(db, viewer.userId, query.payment_id, purpose);
    // The callback is only a hint (research/payments.md §1.3): the bank is asked, by our token.
    const hint = money.gateway.parseCallback(new URL(c.req.url).searchParams, form);
    if (query.check_it_again) delete hint.refNum;
    if (payment.gateway === money.gateway.id) payment = await settlePayment(db, money.gateway, payment, hint);
    else if (payment.gateway === 'directdebit') payment = await settleCharge(db, money.directdebit, payment);
    if (payment.status !== 'paid') {
      const [en, fa] = NOT_PAID[payment.status] ?? NOT_PAID.failed!;
      throw new ProviderError(409, en, fa);
    }
    return c.json({ data: await paidAnswer(db, payment) });
  })
  .get('/get/profile/payment/download-billing', validate('query', z.object({ page: pageField })), async (c) => {
    const viewer = loggedIn(c);
    return c.json({ data: await paymentHistory(c.var.db, viewer.userId, c.req.valid('query').page) });
  })
  .route('/', subscriptionRoutes);
