import { Hono } from 'hono';
import { z } from 'zod';
import { activeMandate, chargePayment } from '../../domain/directdebit/charge';
import { daysLeft, findViewer, bearerToken } from '../../domain/auth/viewer';
import { buyPlanWithCredit, buyPlanWithGateway, planForDirectdebit } from '../../domain/money/subscribe';
import { ProviderError } from '../../errors';
import type { ProviderEnv } from '../env';
import { validate } from '../validate';
import { paymentMethod } from '../../../contract/schemas/watch';
import { paymentKindOf } from '../../../contract/rules/money';
import { loggedIn, originOf } from '../viewer';
import { ownCallbackUrl } from '../../domain/money/origin';
import { vatRateOf } from '../../domain/money/price';

/** content-api /change_subscription: method, plan_id, host, content_id, content_type, ref. */
const changeBody = z.object({
  // pec is the original's default (its bank gateway); any gateway name is the configured gateway.
  method: paymentMethod,
  plan_id: z.coerce.number().int().min(1).max(1_000_000),
  host: z.string().max(253),
  content_id: z.coerce.number().int().min(0).max(2_147_483_647).nullish(),
  content_type: z.enum(['movie', 'series', 'episode', '0', '']).nullish(),
  ref: z.union([z.string().max(10), z.number()]).optional(),
  // Not in content-api: the page the bank returns the payer to (this site's /callback or
  // /en/callback), so an English checkout comes back in English. Absent: the fa /callback.
  callback_url: z.string().max(2000).optional(),
});

const foreignHost = () =>
  new ProviderError(
    422,
    'host must be this site.',
    'نشانی سایت معتبر نیست.',
    { host: ['host must be this site.'] },
    undefined,
    {
      host: ['نشانی سایت معتبر نیست.'],
    },
  );

/** spec §4 plans: buying a plan by gateway, wallet or direct debit. */
export const subscriptionRoutes = new Hono<ProviderEnv>().post(
  '/change_subscription',
  validate('json', changeBody),
  async (c) => {
    const viewer = loggedIn(c);
    const body = c.req.valid('json');
    const origin = originOf(c);
    // original-app §1c: host is location.hostname; it must name this site (no foreign callback).
    if (body.host.trim().toLowerCase() !== origin.host.replace(/:\d+$/, '')) throw foreignHost();
    const order = {
      userId: viewer.userId,
      planId: body.plan_id,
      contentId: body.content_id || null,
      contentType: body.content_type && body.content_type !== '0' ? body.content_type : null,
      vatPercent: vatRateOf(c.var.settings),
    };
    const { db, payment: money } = c.var;
    const kind = paymentKindOf(body.method);
    if (kind === 'wallet') {
      const payment = await buyPlanWithCredit(db, order);
      const after = await findViewer(db, bearerToken(c.req.header('authorization')));
      return c.json({
        status: 'success',
        data: { payment_id: payment.id, ref: payment.refNum, days_period_to_end: daysLeft(after) },
      });
    }
    if (kind === 'directdebit') {
      const payment = await planForDirectdebit(db, order);
      const mandate = await activeMandate(db, viewer.userId);
      // No signed mandate yet: the direct-debit modal opens to sign one for this payment.
      if (!mandate) return c.json({ status: 'success', data: { payment_id: payment.id, showdirectdebitbox: 1 } });
      const charged = await chargePayment(db, money.directdebit, payment, mandate);
      if (charged.status !== 'paid')
        throw new ProviderError(409, 'The automatic payment was not done.', 'پرداخت خودکار انجام نشد.');
      const after = await findViewer(db, bearerToken(c.req.header('authorization')));
      return c.json({
        status: 'success',
        data: {
          payment_id: payment.id,
          showdirectdebitbox: 0,
          ref: charged.refNum,
          days_period_to_end: daysLeft(after),
        },
      });
    }
    // No mobile in the return URL (the original app put one there): it passes through the bank.
    // Only the page's path is taken from callback_url; the scheme is the one this site is served on.
    const page = body.callback_url ? ownCallbackUrl(body.callback_url, origin).pathname : '/callback';
    const returnTo = new URL(page, `${origin.protocol}//${origin.host}`);
    const { payment, payUrl } = await buyPlanWithGateway(db, money.gateway, order, returnTo, viewer.mobile);
    // original-app §1c: the link is read at the top level; data carries it too.
    return c.json({ status: 'success', link: payUrl, data: { link: payUrl, payment_id: payment.id } });
  },
);
