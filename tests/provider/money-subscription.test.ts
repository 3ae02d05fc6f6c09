import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, postJson, startProvider, type TestProvider } from './harness';
import {
  balanceOf,
  callback,
  expectLedgerHolds,
  newUser,
  payAtBank,
  rowCounts,
  topUp,
  type User,
} from './money-harness';

// Plan 1 of the demo seed: 99,000 toman, 30 days, no discount → 108,900 with 10 % VAT.
// Plan 2: 269,000 − 53,800 discount = 215,200 (+21,520 VAT = 236,720), 90 + 7 bonus days.
const PLAN1_TOTAL = 108_900;
const PLAN2_TOTAL = 236_720;

describe.each(ENGINES)('plans and subscriptions on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());
  afterEach(() => expectLedgerHolds(provider));

  const buy = (user: User, body: Record<string, unknown>) =>
    provider.call(
      '/change_subscription',
      postJson({ host: 'localhost', content_id: 0, content_type: '0', ref: 0, ...body }, user.auth),
    );
  const state = async (user: User) =>
    (await provider.call('/ghost/get/checkuser', { headers: user.auth })).body.data.user;

  it('buys a plan through the gateway: link, payment, then subscription, access and days in the user state', async () => {
    const user = await newUser(provider);
    expect(user.state).toMatchObject({ subscription: 0, access: false, days_period_to_end: 0 });
    const started = await buy(user, { method: 'saman', plan_id: 1, content_id: 12, content_type: 'movie' });
    expect(started.status).toBe(200);
    expect(started.body.link).toMatch(/\/api\/v1\/sandbox-bank\/pay\//);
    expect(started.body.data.link).toBe(started.body.link);
    const { refNum } = await payAtBank(provider, started.body.link);
    const answer = await callback(provider, user, 'subscription', {
      payment_id: started.body.data.payment_id,
      ref_num: refNum,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ ref: refNum, days: 30, days_period_to_end: 30, amount: PLAN1_TOTAL });
    // The title the plan was bought for, so /callback can lead back to it.
    expect(answer.body.data.title).toEqual({ id: 12, type: 'movie' });
    expect(await state(user)).toMatchObject({ subscription: 1, access: true, days_period_to_end: 30 });
    // Money in and out through the wallet: its balance is unchanged.
    expect(await balanceOf(provider, user)).toBe(0);
  });

  it('returns the payer to the checkout\'s own language: /en/callback when asked, /callback without it, never a foreign page', async () => {
    const user = await newUser(provider);
    const english = await buy(user, { method: 'saman', plan_id: 1, callback_url: 'http://localhost/en/callback?mobile=0912' });
    expect(english.status).toBe(200);
    const back = (await payAtBank(provider, english.body.link)).returnUrl;
    expect(back.pathname).toBe('/en/callback');
    // The query the browser put there is not kept: no mobile travels to the bank.
    expect(back.searchParams.has('mobile')).toBe(false);
    const plain = await buy(user, { method: 'saman', plan_id: 1 });
    expect((await payAtBank(provider, plain.body.link)).returnUrl.pathname).toBe('/callback');
    for (const foreign of ['https://evil.example/callback', 'http://localhost/profile', 'javascript:alert(1)']) {
      const refused = await buy(user, { method: 'saman', plan_id: 1, callback_url: foreign });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.callback_url).toBeDefined();
    }
  });

  it('buys from the wallet when it covers price plus VAT; a discount lowers the price and adds bonus days; a purchase extends', async () => {
    const user = await newUser(provider);
    await topUp(provider, user, PLAN1_TOTAL + PLAN2_TOTAL);
    const first = await buy(user, { method: 'credit', plan_id: 2 });
    expect(first.status).toBe(200);
    expect(first.body.data.days_period_to_end).toBe(97);
    const second = await buy(user, { method: 'credit', plan_id: 1 });
    expect(second.body.data.days_period_to_end).toBe(127);
    expect(await balanceOf(provider, user)).toBe(0);
    expect(await state(user)).toMatchObject({ subscription: 1, access: true, days_period_to_end: 127 });
  });

  it('refuses a wallet purchase the balance does not cover: 422 in Persian, nothing written', async () => {
    const user = await newUser(provider);
    await topUp(provider, user, PLAN1_TOTAL - 1);
    const before = await rowCounts(provider);
    const { status, body } = await buy(user, { method: 'credit', plan_id: 1 });
    expect(status).toBe(422);
    expect(body.message_fa).toMatch(/موجودی/);
    expect(await rowCounts(provider)).toEqual(before);
    expect(await balanceOf(provider, user)).toBe(PLAN1_TOTAL - 1);
  });

  it.each([
    [{ method: 'bitcoin', plan_id: 1 }],
    [{ method: 'credit', plan_id: 999 }],
    [{ method: 'credit', plan_id: 'one' }],
    [{ method: 'saman', plan_id: 1, host: 'evil.example' }],
    [{ method: 'saman', plan_id: 1, content_type: 'book' }],
  ])('refuses %j with 4xx and writes nothing', async (body) => {
    const user = await newUser(provider);
    const before = await rowCounts(provider);
    const { status } = await buy(user, body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await rowCounts(provider)).toEqual(before);
  });

  it('100 parallel wallet purchases against a balance of ten prices succeed exactly 10 times', async () => {
    const user = await newUser(provider);
    await topUp(provider, user, PLAN1_TOTAL * 10);
    const answers = await Promise.all(Array.from({ length: 100 }, () => buy(user, { method: 'credit', plan_id: 1 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(90);
    expect(await balanceOf(provider, user)).toBe(0);
    expect((await state(user)).days_period_to_end).toBe(300);
  }, 60_000);

  it("lists the caller's own payments newest first, paginated, with amount, VAT, method, status, ref and date", async () => {
    const user = await newUser(provider);
    const other = await newUser(provider);
    await topUp(provider, other, 5_000);
    await topUp(provider, user, PLAN1_TOTAL);
    await buy(user, { method: 'credit', plan_id: 1 });
    for (let i = 0; i < 20; i += 1)
      await provider.call(
        '/get/charge_wallet',
        postJson({ amount: 1000 + i, callback_url: 'http://localhost/callback' }, user.auth),
      );
    const page1 = await provider.call('/get/profile/payment/download-billing', { headers: user.auth });
    expect(page1.status).toBe(200);
    // At the top level, rows as the original's payments page reads them, ours beside.
    expect(page1.body.last_page).toBe(2);
    const rows = page1.body.payments;
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      state: 'pending',
      for: 'Buy Credit',
      purpose: 'wallet',
      amount: '1019',
      transaction_id: String(rows[0].id),
      vat: 0,
      method: 'saman',
      gateway: 'sandbox',
    });
    expect(Date.parse(rows[0].date)).not.toBeNaN();
    const page2 = await provider.call('/get/profile/payment/download-billing?page=2', { headers: user.auth });
    const older = page2.body.payments;
    expect(older.map((r: { purpose: string; method: string }) => `${r.purpose}/${r.method}`)).toEqual([
      'subscription/credit',
      'wallet/saman',
    ]);
    expect(older[0]).toMatchObject({ status: 'completed', state: 'paid', amount: String(PLAN1_TOTAL), vat: 9_900 });
    expect(older[1].ref_num).toMatch(/^SB/);
    expect([...rows, ...older].every((r: { amount: string }) => r.amount !== '5000')).toBe(true);
  });
});
