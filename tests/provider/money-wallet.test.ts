import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHARGE_TOMAN, MIN_CHARGE_TOMAN, parseToman } from '../../src/provider/domain/money/amount';
import { tomanToRial } from '../../src/provider/gateway/rial';
import { ENGINES, postJson, startProvider, type TestProvider } from './harness';
import {
  balanceOf,
  callback,
  charge,
  expectLedgerHolds,
  newUser,
  payAtBank,
  paymentRow,
  rowCounts,
  tokenOf,
  topUp,
} from './money-harness';

describe('parseToman (wallet amounts as typed)', () => {
  it.each([
    ['۱۰.۰۰۰', 10_000],
    ['20,000', 20_000],
    ['٣٠٠٠٠', 30_000],
    ['۱۲۳٬۴۵۶', 123_456],
    ['50 000', 50_000],
    [' 15000 تومان ', 15_000],
    [25_000, 25_000],
  ])('reads %j as %i toman', (input, toman) => expect(parseToman(input)).toBe(toman));

  it.each([
    ['10.5'],
    ['1,00,000'],
    ['1.000,000'],
    ['-5000'],
    ['abc'],
    [''],
    ['1e4'],
    [12.5],
    [null],
    [{}],
    ['۱۰۰۰۰ دلار'],
  ])('refuses %j', (input) => expect(parseToman(input)).toBeNull());

  it('converts toman to rial in one place, ×10', () => expect(tomanToRial(12_345)).toBe(123_450));
});

describe.each(ENGINES)('wallet top-up on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());
  afterEach(() => expectLedgerHolds(provider));

  it('answers the balance as text and number, 0 toman for a new user', async () => {
    const user = await newUser(provider);
    const { status, body } = await provider.call('/get/my_wallet', postJson({}, user.auth));
    expect(status).toBe(200);
    expect(body.data).toEqual({ my_credit: '0 تومان', balance: 0 });
  });

  it('needs login for every money call (401)', async () => {
    const calls: [string, RequestInit?][] = [
      ['/get/my_wallet', postJson({})],
      ['/get/charge_wallet', postJson({ amount: 10000, callback_url: 'http://localhost/callback' })],
      ['/change_subscription', postJson({ method: 'credit', plan_id: 1, host: 'localhost' })],
      ['/payments/wallet/callback?payment_id=1'],
      ['/get/profile/payment/download-billing'],
      ['/directdebit/subscriptions'],
      ['/directdebit/buy_subscription', postJson({ bank: '012', mobile: '09120000000' })],
      ['/directdebit/delete_subscription', postJson({ id: 1 })],
    ];
    for (const [path, init] of calls) expect((await provider.call(path, init)).status, path).toBe(401);
  });

  it('tops up through the sandbox bank: amount typed in Persian digits, credited once, balance answered', async () => {
    const user = await newUser(provider);
    const started = await charge(provider, user, '۲۰٬۰۰۰');
    expect(started.status).toBe(200);
    expect(started.body.data.pay_url).toMatch(/^http:\/\/localhost\/api\/v1\/sandbox-bank\/pay\/[0-9a-f]{32}$/);
    const page = await provider.handle(new Request(started.body.data.pay_url));
    const html = await page.text();
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('درگاه آزمایشی');
    expect(html).toContain('۲۰٬۰۰۰ تومان');
    // The payer presses "success" on the bank page and is sent back with Token and RefNum (v4 GET).
    const form = new URLSearchParams({ action: 'success', shape: 'get' });
    const back = await provider.handle(
      new Request(started.body.data.pay_url, {
        method: 'POST',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    const backHtml = await back.text();
    expect(backHtml).toContain('action="http://localhost/callback"');
    expect(backHtml).toContain('name="purchase" value="wallet"');
    const refNum = /name="RefNum" value="([^"]+)"/.exec(backHtml)![1]!;
    const answer = await callback(provider, user, 'wallet', {
      payment_id: started.body.data.payment_id,
      ref_num: refNum,
    });
    expect(answer.status).toBe(200);
    // The payment under data, the wallet beside it (the original's /callback reads data.wallet).
    expect(answer.body.data).toMatchObject({ ref: refNum });
    expect(answer.body.wallet).toEqual({ added_amount: 20_000, current_balance: 20_000 });
    // A repeat callback answers the stored result and credits nothing more.
    const again = await callback(provider, user, 'wallet', {
      payment_id: started.body.data.payment_id,
      ref_num: refNum,
    });
    expect(again.body.wallet).toEqual({ added_amount: 20_000, current_balance: 20_000 });
    expect(await balanceOf(provider, user)).toBe(20_000);
  });

  it('accepts the older POST callback shape and ignores its claimed amount', async () => {
    const user = await newUser(provider);
    const started = await charge(provider, user, 10_000);
    const { token, refNum } = await payAtBank(provider, started.body.data.pay_url);
    const form = new URLSearchParams({
      State: 'OK',
      Status: '2',
      RefNum: refNum,
      ResNum: '1',
      Token: token,
      Amount: '1',
    });
    const answer = await provider.call(`/payments/wallet/callback?payment_id=${started.body.data.payment_id}`, {
      method: 'POST',
      body: form,
      headers: { ...user.auth, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.wallet.added_amount).toBe(10_000);
  });

  it.each([
    ['abc'],
    ['0'],
    ['-5000'],
    ['10.5'],
    [String(MIN_CHARGE_TOMAN - 1)],
    [MAX_CHARGE_TOMAN + 1],
    ['1,00,000'],
    [null],
    [{}],
  ])('refuses the amount %j with 422, a Persian message, and writes nothing', async (amount) => {
    const user = await newUser(provider);
    const before = await rowCounts(provider);
    const { status, body } = await charge(provider, user, amount);
    expect(status).toBe(422);
    expect(body.errors.amount[0]).toMatch(/تومان/);
    expect(body.message_fa).toMatch(/[\u0600-\u06ff]/);
    expect(await rowCounts(provider)).toEqual(before);
  });

  it.each([
    ['another site', 'https://evil.example/callback'],
    ['another page of this site', 'http://localhost/payments'],
    ['a look-alike host', 'http://localhost.evil.example/callback'],
    ['credentials in the URL', 'http://user:pw@localhost/callback'],
    ['not a URL', 'callback'],
    ['javascript', 'javascript:alert(1)//localhost/callback'],
  ])('refuses a callback_url on %s with 422 and writes nothing', async (_, url) => {
    const user = await newUser(provider);
    const before = await rowCounts(provider);
    const { status, body } = await charge(provider, user, 10_000, url);
    expect(status).toBe(422);
    expect(body.errors.callback_url).toBeDefined();
    expect(await rowCounts(provider)).toEqual(before);
  });

  it('a cancelled, failed or timed-out payment credits nothing and says so', async () => {
    const user = await newUser(provider);
    for (const action of ['cancel', 'fail', 'timeout'] as const) {
      const started = await charge(provider, user, 10_000);
      const { token } = await payAtBank(provider, started.body.data.pay_url, action);
      const answer = await callback(provider, user, 'wallet', {
        payment_id: started.body.data.payment_id,
        Token: token,
      });
      expect(answer.status).toBe(409);
      expect(answer.body.message_fa).toMatch(/[\u0600-\u06ff]/);
      expect((await paymentRow(provider, started.body.data.payment_id)).status).toBe(
        action === 'cancel' ? 'cancelled' : 'failed',
      );
    }
    expect(await balanceOf(provider, user)).toBe(0);
  });

  it("another user's payment id is a 404 and changes nothing", async () => {
    const owner = await newUser(provider);
    const other = await newUser(provider);
    const started = await charge(provider, owner, 10_000);
    const { refNum } = await payAtBank(provider, started.body.data.pay_url);
    const before = await rowCounts(provider);
    const answer = await callback(provider, other, 'wallet', {
      payment_id: started.body.data.payment_id,
      ref_num: refNum,
    });
    expect(answer.status).toBe(404);
    expect(await rowCounts(provider)).toEqual(before);
    expect((await paymentRow(provider, started.body.data.payment_id)).status).toBe('pending');
    // The wrong purpose in the path names no payment of the caller either.
    expect((await callback(provider, owner, 'subscription', { payment_id: started.body.data.payment_id })).status).toBe(
      404,
    );
  });

  it('refuses the receipt of order A posted to order B, whether A is settled or not', async () => {
    const user = await newUser(provider);
    const a = await charge(provider, user, 10_000);
    const b = await charge(provider, user, 10_000);
    const paidA = await payAtBank(provider, a.body.data.pay_url);
    // A not yet settled by us; B still open at the bank.
    const early = await callback(provider, user, 'wallet', {
      payment_id: b.body.data.payment_id,
      ref_num: paidA.refNum,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/another order/);
    await callback(provider, user, 'wallet', { payment_id: a.body.data.payment_id, ref_num: paidA.refNum });
    // A settled; B paid at the bank with its own receipt, A's is posted instead.
    await payAtBank(provider, b.body.data.pay_url);
    const late = await callback(provider, user, 'wallet', {
      payment_id: b.body.data.payment_id,
      ref_num: paidA.refNum,
    });
    expect(late.status).toBe(409);
    expect((await paymentRow(provider, b.body.data.payment_id)).status).toBe('pending');
    expect(await balanceOf(provider, user)).toBe(10_000);
    // B's own callback (the real receipt, found by our token) still works.
    const own = await callback(provider, user, 'wallet', { payment_id: b.body.data.payment_id, check_it_again: 1 });
    expect(own.status).toBe(200);
    expect(await balanceOf(provider, user)).toBe(20_000);
  });

  it('reverses a payment whose paid amount differs from the order and credits nothing', async () => {
    const user = await newUser(provider);
    const started = await charge(provider, user, 10_000);
    const { refNum } = await payAtBank(provider, started.body.data.pay_url);
    const { sandboxBank } = await import('../../src/provider/db/schema');
    const { eq } = await import('drizzle-orm');
    // The bank reports 10× less than we asked (the toman/rial slip of research/payments.md §7.8).
    await provider.database.db.update(sandboxBank).set({ amountRial: 10_000 }).where(eq(sandboxBank.refNum, refNum));
    const answer = await callback(provider, user, 'wallet', {
      payment_id: started.body.data.payment_id,
      ref_num: refNum,
    });
    expect(answer.status).toBe(409);
    const row = await paymentRow(provider, started.body.data.payment_id);
    expect(row.status).toBe('reversed');
    const [bank] = await provider.database.db.select().from(sandboxBank).where(eq(sandboxBank.refNum, refNum));
    expect(bank!.reversedAt).not.toBeNull();
    expect(await balanceOf(provider, user)).toBe(0);
  });

  it('an expired payment (verify past 30 minutes) credits nothing, and a later callback changes nothing', async () => {
    const user = await newUser(provider);
    const started = await charge(provider, user, 10_000);
    const { refNum } = await payAtBank(provider, started.body.data.pay_url);
    const { age } = await import('./money-harness');
    await age(provider, started.body.data.payment_id, 31 * 60_000, true);
    const answer = await callback(provider, user, 'wallet', {
      payment_id: started.body.data.payment_id,
      ref_num: refNum,
    });
    expect(answer.status).toBe(409);
    expect((await paymentRow(provider, started.body.data.payment_id)).status).toBe('expired');
    const before = await rowCounts(provider);
    expect(
      (await callback(provider, user, 'wallet', { payment_id: started.body.data.payment_id, ref_num: refNum })).status,
    ).toBe(409);
    expect(await rowCounts(provider)).toEqual(before);
    expect(await balanceOf(provider, user)).toBe(0);
  });

  it('tops up several times: the ledger adds up', async () => {
    const user = await newUser(provider);
    await topUp(provider, user, 10_000);
    const last = await topUp(provider, user, 15_000);
    expect(last.wallet).toEqual({ added_amount: 15_000, current_balance: 25_000 });
    expect(tokenOf('http://x/api/v1/sandbox-bank/pay/' + 'a'.repeat(32))).toBe('a'.repeat(32));
  });
});
