import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { ENGINES, postJson, startProvider, type TestProvider } from './harness';
import { CALLBACK, balanceOf, expectLedgerHolds, newUser, payAtBank, paymentRow, topUp } from './money-harness';
import { MEDIA_SECRET, TITLES } from './watch-helpers';

// VAT comes from configuration (VAT_PERCENT → settings.vatPercent; spec §9, docs/admin.md "Plans and prices"),
// not from code: a provider set to 9 % charges 9 % on plans and purchases, and says so in the
// answers the pages and islands show it from (each plan's and the cart's vat_percent).
// Plan 1 of the demo seed: 99,000 toman, no discount.
const PLAN1 = 99_000;
const at9 = (toman: number) => toman + Math.floor((toman * 9) / 100);

describe.each(ENGINES)('VAT from configuration on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine, {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      media: { dir: './media/demo', secret: MEDIA_SECRET },
      vatPercent: 9,
    });
  });
  afterAll(() => provider?.close());
  afterEach(() => expectLedgerHolds(provider));

  it('names the configured rate with every plan and in the plans text', async () => {
    const answer = await provider.call('/get/app/plans');
    expect(answer.status).toBe(200);
    const plans = Object.values(answer.body.data) as { vat_percent: number }[];
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan.vat_percent).toBe(9);
    expect(answer.body.description).toMatch(/^9 درصد مالیات/);
  });

  it('charges a plan at the configured rate: from the wallet and through the bank', async () => {
    const user = await newUser(provider);
    await topUp(provider, user, at9(PLAN1));
    const paid = await provider.call(
      '/change_subscription',
      postJson({ method: 'credit', plan_id: 1, host: 'localhost' }, user.auth),
    );
    expect(paid.status).toBe(200);
    expect(await balanceOf(provider, user)).toBe(0);
    const row = await paymentRow(provider, paid.body.data.payment_id);
    expect(row).toMatchObject({ amount: at9(PLAN1), vat: at9(PLAN1) - PLAN1 });

    const started = await provider.call(
      '/change_subscription',
      postJson({ method: 'saman', plan_id: 1, host: 'localhost' }, user.auth),
    );
    expect(started.status).toBe(200);
    await payAtBank(provider, started.body.link);
    expect(await paymentRow(provider, started.body.data.payment_id)).toMatchObject({ amount: at9(PLAN1) });
  });

  it('names the rate in the cart and charges a title at it', async () => {
    const user = await newUser(provider);
    const cart = await provider.call('/get/cart', postJson({ id: TITLES.priced.id, type: 'movie' }, user.auth));
    expect(cart.body.data.vat_percent).toBe(9);
    await topUp(provider, user, 200_000);
    const bought = await provider.call(
      '/get/buy',
      postJson(
        { callback_url: CALLBACK, cart: [{ itemid: TITLES.priced.id * 10 + 2, amount: 1 }], method: 'credit' },
        user.auth,
      ),
    );
    expect(bought.status).toBe(200);
    expect(await balanceOf(provider, user)).toBe(200_000 - at9(TITLES.priced.price!));
  });
});
