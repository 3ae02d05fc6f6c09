import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startProvider, type TestProvider } from './harness';
import { age, balanceOf, callback, charge, expectLedgerHolds, newUser, payAtBank, paymentRow } from './money-harness';
import type { SandboxKnobs } from '../../src/provider/gateway/sandbox/adapter';

describe.each(ENGINES)('the payment reconciler on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());
  afterEach(() => expectLedgerHolds(provider));

  const knobs = () => (provider.payment.gateway as unknown as { knobs: SandboxKnobs }).knobs;

  it('settles a payment paid at the bank whose payer never came back, once', async () => {
    const user = await newUser(provider);
    const started = await charge(provider, user, 12_000);
    await payAtBank(provider, started.body.data.pay_url);
    await Promise.all([provider.reconcile(new Date(), 0), provider.reconcile(new Date(), 0)]);
    expect((await paymentRow(provider, started.body.data.payment_id)).status).toBe('paid');
    expect(await balanceOf(provider, user)).toBe(12_000);
    // The late callback answers the stored result.
    const late = await callback(provider, user, 'wallet', { payment_id: started.body.data.payment_id });
    expect(late.body.wallet).toEqual({ added_amount: 12_000, current_balance: 12_000 });
  });

  it('settles a payment whose verify got no answer, on its next run', async () => {
    const user = await newUser(provider);
    const started = await charge(provider, user, 13_000);
    const { refNum } = await payAtBank(provider, started.body.data.pay_url);
    knobs().verifyNoAnswer = 1;
    const first = await callback(provider, user, 'wallet', {
      payment_id: started.body.data.payment_id,
      ref_num: refNum,
    });
    expect(first.status).toBe(409);
    expect((await paymentRow(provider, started.body.data.payment_id)).status).toBe('pending');
    await provider.reconcile(new Date(), 0);
    expect((await paymentRow(provider, started.body.data.payment_id)).status).toBe('paid');
    expect(await balanceOf(provider, user)).toBe(13_000);
  });

  it('leaves a payer still on the bank page alone, then expires the abandoned payment', async () => {
    const user = await newUser(provider);
    const started = await charge(provider, user, 14_000);
    const id = started.body.data.payment_id;
    await provider.reconcile(new Date(), 0);
    expect((await paymentRow(provider, id)).status).toBe('pending');
    await age(provider, id, 2 * 3_600_000);
    await provider.reconcile(new Date(), 0);
    expect((await paymentRow(provider, id)).status).toBe('expired');
    expect(await balanceOf(provider, user)).toBe(0);
  });

  it('closes a payment the payer cancelled at the bank without coming back', async () => {
    const user = await newUser(provider);
    const started = await charge(provider, user, 15_000);
    await payAtBank(provider, started.body.data.pay_url, 'cancel');
    await provider.reconcile(new Date(), 0);
    expect((await paymentRow(provider, started.body.data.payment_id)).status).toBe('cancelled');
  });

  it('expires a payment paid at the bank but not verified within 30 minutes (the bank gives the money back)', async () => {
    const user = await newUser(provider);
    const started = await charge(provider, user, 16_000);
    await payAtBank(provider, started.body.data.pay_url);
    await age(provider, started.body.data.payment_id, 40 * 60_000, true);
    await provider.reconcile(new Date(), 0);
    expect((await paymentRow(provider, started.body.data.payment_id)).status).toBe('expired');
    expect(await balanceOf(provider, user)).toBe(0);
  });

  it('leaves young payments to their payer', async () => {
    const user = await newUser(provider);
    const started = await charge(provider, user, 17_000);
    await payAtBank(provider, started.body.data.pay_url);
    await provider.reconcile();
    expect((await paymentRow(provider, started.body.data.payment_id)).status).toBe('pending');
    await provider.reconcile(new Date(), 0);
  });
});
