import { Hono } from 'hono';
import { buyRequest, ekranQuery, ussdRequest } from '../../../contract/schemas/watch';
import { ownCallbackUrl } from '../../domain/money/origin';
import { buy } from '../../domain/watching/buy';
import { getEkran } from '../../domain/watching/ekran';
import { grantUssd } from '../../domain/watching/ussd';
import type { ProviderEnv } from '../env';
import { pathId } from '../params';
import { validate } from '../validate';
import { clientAddress, originOf } from '../viewer';
import { withMediaOrigin } from '../media-origin';

const buyCall = new Hono<ProviderEnv>().post('/', validate('json', buyRequest), async (c) => {
  const body = c.req.valid('json');
  const answer = await buy(c.var.db, c.var.settings, c.var.payment, body, c.var.viewer, () =>
    ownCallbackUrl(body.callback_url, originOf(c)),
  );
  return c.json({ data: withMediaOrigin(c, answer) });
});

const ekran = new Hono<ProviderEnv>().get('/:id', validate('query', ekranQuery), async (c) => {
  const id = pathId(c.req.param('id'), 'The screening', 'اکران');
  const { db, settings, viewer } = c.var;
  return c.json({ data: await getEkran(db, settings, id, c.req.valid('query'), viewer, clientAddress(c)) });
});

/** content-api get/buy and get/ekran; the operator's USSD link (spec §2 /USSDlink, docs/payments.md "Buying"). */
export const buyRoutes = new Hono<ProviderEnv>()
  .route('/get/buy', buyCall)
  .route('/ghost/get/buy', buyCall)
  .route('/get/ekran', ekran)
  .route('/ghost/get/ekran', ekran)
  .post('/ussdlink', validate('json', ussdRequest), async (c) =>
    c.json({ data: await grantUssd(c.var.db, c.var.settings, c.req.valid('json')) }),
  );
