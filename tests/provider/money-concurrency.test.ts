import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tomanToRial } from '../../src/provider/gateway/rial';
import { ENGINES, startProvider, type TestProvider } from './harness';
import { balanceOf, callback, charge, expectLedgerHolds, newUser, payAtBank, paymentRow } from './money-harness';

// On PGlite the requests are serialised by its single connection; on PostgreSQL they race for real.
describe.each(ENGINES)('duplicate callbacks at once on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());
  afterEach(() => expectLedgerHolds(provider));

  it('1,000 concurrent duplicate callbacks and verifies for one payment credit once', async () => {
    const user = await newUser(provider);
    const started = await charge(provider, user, 30_000);
    const { token, refNum } = await payAtBank(provider, started.body.data.pay_url);
    const id = started.body.data.payment_id;
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        i % 4 === 3
          ? provider.payment.gateway
              .verify({ gatewayToken: token, refNum, expected: tomanToRial(30_000), paymentId: id })
              .then((v) => ({ status: v.kind === 'paid' ? 200 : 500 }))
          : callback(provider, user, 'wallet', { payment_id: id, ref_num: refNum, Token: token }),
      ),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect(await balanceOf(provider, user)).toBe(30_000);
    expect((await paymentRow(provider, id)).status).toBe('paid');
    const settled = await callback(provider, user, 'wallet', { payment_id: id, ref_num: refNum });
    expect(settled.body.wallet).toEqual({ added_amount: 30_000, current_balance: 30_000 });
  }, 60_000);
});
