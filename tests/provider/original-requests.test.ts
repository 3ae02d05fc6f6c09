import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/provider/db/schema';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { ENGINES, postJson, startProvider, type TestProvider } from './harness';
import { CALLBACK, newUser, rowCounts, topUp } from './money-harness';
import { MEDIA_SECRET, TITLES } from './watch-helpers';

// Requests the original apps really send (original-app §1c, §3), once refused with 422: the
// bank gateway by its other names (pec, sep), a logged-in buyer's mobile: null, and the buy
// page's cart of whole titles. A method the site does not offer (tally) is refused by name.

describe.each(ENGINES)('the original apps’ requests on %s', (engine) => {
  let provider: TestProvider;

  beforeAll(async () => {
    provider = await startProvider(engine, {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      media: { dir: './media/demo', secret: MEDIA_SECRET },
    });
  });
  afterAll(() => provider?.close());

  const subscribe = (auth: Record<string, string>, method: string) =>
    provider.call(
      '/change_subscription',
      postJson({ method, plan_id: 1, host: 'localhost', content_id: '', content_type: '', ref: 0 }, auth),
    );

  it.each(['pec', 'saman', 'sep'])('sends a plan bought by %s to the configured bank gateway', async (method) => {
    const user = await newUser(provider);
    const { status, body } = await subscribe(user.auth, method);
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.link).toMatch(/\/sandbox-bank\/pay\//);
    const [row] = await provider.database.db.select().from(payments).where(eq(payments.id, body.data.payment_id));
    expect(row).toMatchObject({ gateway: 'sandbox', purpose: 'subscription', status: 'pending' });
  });

  it('refuses tally credit by name, under method, in Persian or English, writing nothing', async () => {
    const user = await newUser(provider);
    const before = await rowCounts(provider);
    const fa = await subscribe(user.auth, 'tally');
    expect(fa.status).toBe(422);
    expect(fa.body.errors.method[0]).toContain('این روش پرداخت در این سایت ارائه نمی‌شود');
    const en = await subscribe({ ...user.auth, 'accept-language': 'en-US' }, 'tally');
    expect(en.body.errors.method[0]).toContain('This payment method is not offered here');
    expect(await rowCounts(provider)).toEqual(before);
  });

  it('tops the wallet up through the gateway by its other names, never by the wallet itself', async () => {
    const user = await newUser(provider);
    const charge = (payment_method: string) =>
      provider.call(
        '/get/charge_wallet',
        postJson({ amount: 20000, payment_method, callback_url: CALLBACK }, user.auth),
      );
    expect((await charge('pec')).status).toBe(200);
    const wallet = await charge('credit');
    expect(wallet.status).toBe(422);
    expect(wallet.body.errors.payment_method).toBeDefined();
  });

  it('buys a whole film by movie_id through sep, a logged-in buyer sending mobile: null', async () => {
    const user = await newUser(provider);
    // What Download-New.vue sends (its callback is the site's own here).
    const { status, body } = await provider.call(
      '/get/buy',
      postJson(
        {
          method: 'sep',
          cart: [{ movie_id: TITLES.priced.id }],
          ekran: 0,
          callback_url: CALLBACK,
          ref: 0,
          sms: false,
          mobile: null,
        },
        user.auth,
      ),
    );
    expect(status).toBe(200);
    expect(body.data.pay_url).toMatch(/\/sandbox-bank\/pay\//);
    const [row] = await provider.database.db.select().from(payments).where(eq(payments.id, body.data.payment_id));
    const price = TITLES.priced.price!;
    expect(row).toMatchObject({ amount: price + Math.floor(price / 10), contentId: TITLES.priced.id });
  });

  it('pays a whole film from the wallet and owns it', async () => {
    const user = await newUser(provider);
    await topUp(provider, user, 500_000);
    const { status, body } = await provider.call(
      '/get/buy',
      postJson(
        { method: 'credit', cart: [{ movie_id: TITLES.priced.id }], callback_url: CALLBACK, mobile: null },
        user.auth,
      ),
    );
    expect(status).toBe(200);
    expect(body.data.paid).toBe(1);
    const access = await provider.call(`/get/accessibility/movie/${TITLES.priced.id}`, { headers: user.auth });
    expect(access.body.data.owned).toBe(true);
  });

  it.each([
    [{ cart: [{ episode_id: TITLES.priced.id }] }, 'cart'],
    [{ cart: [{ movie_id: TITLES.priced.id, itemid: TITLES.priced.id * 10 + 1 }] }, 'cart'],
    [{ cart: [{ movie_id: TITLES.subscription.id }] }, 'cart'],
    [{ cart: [{ movie_id: TITLES.priced.id }], method: 'tally' }, 'method'],
  ])('refuses %j under %s and writes nothing', async (body, field) => {
    const user = await newUser(provider);
    const before = await rowCounts(provider);
    const answer = await provider.call('/get/buy', postJson({ callback_url: CALLBACK, ...body }, user.auth));
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toBeDefined();
    expect(await rowCounts(provider)).toEqual(before);
  });
});
