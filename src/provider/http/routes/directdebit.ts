import { Hono } from 'hono';
import { z } from 'zod';
import { normalizeMobile } from '../../../contract/rules/mobile';
import { activeMandate, chargePayment } from '../../domain/directdebit/charge';
import { revokeMandate, startMandate } from '../../domain/directdebit/mandates';
import { directdebitState, saveChoice } from '../../domain/directdebit/settings';
import { ownCallbackUrl } from '../../domain/money/origin';
import { ownPayment } from '../../domain/money/payments';
import { vatRateOf } from '../../domain/money/price';
import { ProviderError } from '../../errors';
import type { ProviderEnv } from '../env';
import { validate } from '../validate';
import { loggedIn, originOf } from '../viewer';
import { DEFAULT_BANK } from '../../../contract/rules/money';

const flag = z
  .union([z.boolean(), z.number(), z.string().max(5)])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** spec §7 POST /directdebit/buy_subscription, every field. */
const buyBody = z.object({
  subscription: flag,
  pay_anything: flag,
  bank: z
    .string()
    .regex(/^\d{3}$/)
    .default(DEFAULT_BANK),
  series: z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(500).default([]),
  add_new_bank: flag,
  payment_id: z.coerce.number().int().min(0).max(2_147_483_647).nullish(),
  forsubscription: flag,
  mobile: z
    .string()
    .max(32)
    .transform((value, ctx) => {
      const mobile = normalizeMobile(value);
      if (!mobile) ctx.addIssue({ code: 'custom', message: 'Enter your mobile number correctly' });
      return mobile ?? '';
    }),
  ref: z.union([z.string().max(10), z.number()]).optional(),
  callback_url: z.string().max(2000).optional(),
});

const needsCallback = () =>
  new ProviderError(422, 'callback_url is required to add a bank.', 'آدرس بازگشت برای افزودن بانک لازم است.', {
    callback_url: ['callback_url is required to add a bank.'],
  });

/** spec §7 direct debit: settings, mandates, deletion (GET /directdebit/banks is in app.ts). */
export const directdebitRoutes = new Hono<ProviderEnv>()
  .get('/directdebit/subscriptions', async (c) => c.json({ data: await directdebitState(c.var.db, loggedIn(c), vatRateOf(c.var.settings)) }))
  .post('/directdebit/buy_subscription', validate('json', buyBody), async (c) => {
    const viewer = loggedIn(c);
    const body = c.req.valid('json');
    const { db, payment: money } = c.var;
    const pending = body.payment_id ? await ownPayment(db, viewer.userId, body.payment_id, 'subscription') : null;
    await saveChoice(db, viewer.userId, {
      subscription: body.subscription,
      payAnything: body.pay_anything,
      series: body.series,
    });
    const mandate = await activeMandate(db, viewer.userId);
    if (body.add_new_bank || !mandate) {
      if (!body.callback_url) throw needsCallback();
      const returnTo = ownCallbackUrl(body.callback_url, originOf(c));
      const { payment, payUrl } = await startMandate(db, money.directdebit, {
        userId: viewer.userId,
        bankCode: body.bank,
        mobile: body.mobile,
        returnTo,
        forPaymentId: pending?.method === 'directdebit' ? pending.id : null,
      });
      return c.json({ data: { pay_url: payUrl, payment_id: payment.id } });
    }
    if (pending?.method === 'directdebit' && pending.status === 'pending') {
      const charged = await chargePayment(db, money.directdebit, pending, mandate);
      return c.json({ data: { payment_id: charged.id, status: charged.status, ref: charged.refNum } });
    }
    return c.json({ data: { saved: true }, message: 'Saved.', message_fa: 'عملیات با موفقیت انجام شد' });
  })
  .post(
    '/directdebit/delete_subscription',
    validate('json', z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })),
    async (c) => {
      const viewer = loggedIn(c);
      await revokeMandate(c.var.db, viewer.userId, c.req.valid('json').id);
      return c.json({ data: { deleted: true }, message_fa: 'پرداخت خودکار با موفقیت حذف شد' });
    },
  );
