import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxBank } from '../../src/provider/db/schema';
import { sandboxGateway } from '../../src/provider/gateway/sandbox/adapter';
import { openSession, payerActs, receipt, reverseTxn, verifyTxn } from '../../src/provider/gateway/sandbox/book';
import { returnPage } from '../../src/provider/gateway/sandbox/page';
import { tomanToRial } from '../../src/provider/gateway/rial';
import { ENGINES, startProvider, type TestProvider } from './harness';

let order = 900_000;

// research/payments.md §1.5 and §7: every result code the sandbox bank gives, by its timers.
describe.each(ENGINES)('the sandbox bank speaks SEP on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());

  const paid = async () => {
    const { db } = provider.database;
    const row = await openSession(db, {
      kind: 'payment',
      amountRial: 100_000,
      resNum: String(++order),
      redirectUrl: 'http://localhost/callback?purchase=wallet',
    });
    return (await payerActs(db, row.token, 'success'))!;
  };
  const backdate = (token: string, minutes: number) =>
    provider.database.db
      .update(sandboxBank)
      .set({ paidAt: sql.raw(`paid_at - interval '${minutes} minutes'`) })
      .where(eq(sandboxBank.token, token));

  it('verify answers 0, then 2 "duplicate" with the details; -2 for an unknown receipt', async () => {
    const { db } = provider.database;
    const row = await paid();
    expect((await verifyTxn(db, row.refNum!)).resultCode).toBe(0);
    const again = await verifyTxn(db, row.refNum!);
    expect(again.resultCode).toBe(2);
    expect(again.row?.resNum).toBe(row.resNum);
    expect((await verifyTxn(db, 'SB000')).resultCode).toBe(-2);
    // The receipt service stops answering once a payment is verified.
    expect(await receipt(db, row.token)).toBeNull();
  });

  it('verify after 30 minutes is -6 and the bank gives the money back; verify after a reverse is 5', async () => {
    const { db } = provider.database;
    const late = await paid();
    await backdate(late.token, 31);
    expect((await verifyTxn(db, late.refNum!)).resultCode).toBe(-6);
    const reversed = await paid();
    expect((await verifyTxn(db, reversed.refNum!)).resultCode).toBe(0);
    expect(await reverseTxn(db, reversed.refNum!)).toBe(0);
    expect(await reverseTxn(db, reversed.refNum!)).toBe(2);
    expect((await verifyTxn(db, reversed.refNum!)).resultCode).toBe(5);
    const old = await paid();
    await verifyTxn(db, old.refNum!);
    await backdate(old.token, 51);
    expect(await reverseTxn(db, old.refNum!)).toBe(-6);
  });

  it('a session left open past its time is SessionIsNull, and the payer can no longer pay', async () => {
    const { db } = provider.database;
    const row = await openSession(db, {
      kind: 'payment',
      amountRial: 10_000,
      resNum: String(++order),
      redirectUrl: 'http://localhost/callback',
    });
    await db
      .update(sandboxBank)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(sandboxBank.token, row.token));
    expect((await receipt(db, row.token))?.state).toBe(4);
    expect((await payerActs(db, row.token, 'success'))?.state).toBe(4);
  });

  it('returns to the merchant in the v4 GET shape and the older POST shape', async () => {
    const row = await paid();
    const get = returnPage(row, 'get');
    expect(get).toContain('method="get" action="http://localhost/callback"');
    expect(get).toContain(`name="RefNum" value="${row.refNum}"`);
    expect(get).toContain('name="purchase" value="wallet"');
    const post = returnPage(row, 'post');
    expect(post).toContain('method="post"');
    for (const field of [
      'State" value="OK"',
      'Status" value="2"',
      `ResNum" value="${row.resNum}"`,
      'AffectiveAmount" value="100000"',
    ])
      expect(post).toContain(field);
  });

  it('the adapter turns the codes into outcomes; a repeated token request answers the first session', async () => {
    const gateway = sandboxGateway(provider.database.db);
    const first = await gateway.purchase({
      paymentId: ++order,
      amount: tomanToRial(5_000),
      callbackUrl: 'http://localhost/callback',
    });
    const again = await gateway.purchase({
      paymentId: order,
      amount: tomanToRial(5_000),
      callbackUrl: 'http://localhost/callback',
    });
    expect(first.ok && again.ok && first.gatewayToken === again.gatewayToken).toBe(true);
    if (!first.ok) return;
    expect(await gateway.inquire({ gatewayToken: first.gatewayToken })).toEqual({ state: 'in_progress' });
    const row = (await payerActs(provider.database.db, first.gatewayToken, 'success'))!;
    expect(await gateway.inquire({ gatewayToken: first.gatewayToken })).toMatchObject({
      state: 'paid_unverified',
      refNum: row.refNum,
      amount: 50_000,
    });
    const expected = tomanToRial(5_000);
    expect(
      await gateway.verify({ gatewayToken: first.gatewayToken, refNum: row.refNum!, expected, paymentId: order }),
    ).toMatchObject({ kind: 'paid', alreadyVerified: false, orderRef: String(order) });
    expect(
      await gateway.verify({ gatewayToken: first.gatewayToken, refNum: row.refNum!, expected, paymentId: order }),
    ).toMatchObject({ kind: 'paid', alreadyVerified: true });
    expect(await gateway.reverse({ gatewayToken: first.gatewayToken, refNum: row.refNum! })).toBe('reversed');
    expect(
      await gateway.verify({ gatewayToken: first.gatewayToken, refNum: row.refNum!, expected, paymentId: order }),
    ).toMatchObject({ kind: 'failed', code: '5' });
    expect(gateway.parseCallback(new URLSearchParams({ Token: 'abc', RefNum: '' }))).toEqual({
      gatewayToken: 'abc',
      refNum: undefined,
      claimedState: undefined,
    });
  });
});
