import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '../../src/provider/db/schema';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { payerActs, type PayerAction } from '../../src/provider/gateway/sandbox/book';
import { ENGINES, postJson, startProvider, type TestProvider } from './harness';
import { charge, expectLedgerHolds, newUser, tokenOf } from './money-harness';
import { MEDIA_SECRET, TITLES } from './watch-helpers';

// docs/payments.md "Buying": what a payment's return URL carries, and what a guest learns from a payment id.
// The return URL is the address the bank sends the payer back to: the bank keeps it and the
// payer's browser history too, so it holds no personal data; its return key is the only thing
// that lets a guest (no session) see the payment, and a guest without it learns nothing.

const query = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

/** Every form a mobile can take in a URL: 09xx, 9xx, +989xx (encoded or not). */
const mobileForms = (mobile: string) => [mobile, mobile.slice(1), `98${mobile.slice(1)}`];

describe.each(ENGINES)('payment return URLs and the guest callback on %s', (engine) => {
  let provider: TestProvider;
  /** The return URLs the bank was handed (the sandbox gateway, spied on): payments, mandates. */
  const handed = () => ({
    payments: vi.mocked(provider.payment.gateway.purchase).mock.calls.map(([input]) => input.callbackUrl),
    mandates: vi.mocked(provider.payment.directdebit.createMandate).mock.calls.map(([input]) => input.callbackUrl),
  });
  const lastHanded = () => vi.mocked(provider.payment.gateway.purchase).mock.calls.at(-1)![0].callbackUrl;

  beforeAll(async () => {
    provider = await startProvider(engine, {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      media: { dir: './media/demo', secret: MEDIA_SECRET },
    });
    vi.spyOn(provider.payment.gateway, 'purchase');
    vi.spyOn(provider.payment.gateway, 'inquire');
    vi.spyOn(provider.payment.gateway, 'verify');
    vi.spyOn(provider.payment.directdebit, 'createMandate');
  });
  afterAll(() => provider?.close());

  /** The raw answer: status, content type and the exact bytes of the body. */
  async function raw(path: string, init: RequestInit = {}) {
    const response = await provider.handle(new Request(`http://localhost/api/v1${path}`, init));
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: new Uint8Array(await response.arrayBuffer()),
    };
  }

  /** A guest buys a download by gateway with a mobile; answers the payment id and its return URL. */
  async function guestBuys(itemid: number, mobile: string) {
    const started = await provider.call(
      '/ghost/get/buy',
      postJson({
        cart: [{ itemid }],
        method: 'saman',
        mobile,
        callback_url: `http://localhost/callback?purchase=download&mobile=${mobile}`,
      }),
    );
    expect(started.status).toBe(200);
    return {
      id: started.body.data.payment_id as number,
      payUrl: started.body.data.pay_url as string,
      url: lastHanded(),
    };
  }

  describe('a guest asking about download payments by id', () => {
    const guest: Record<'pending' | 'cancelled' | 'failed' | 'paid', { id: number; url: string; refNum: string }> =
      {} as never;
    let unknownId: number;

    beforeAll(async () => {
      // Four guest payments, left by the bank in four states, then settled by the reconciler
      // (not by a callback): each id now stands for a different answer a guest might fish for.
      const acts: [keyof typeof guest, PayerAction | null, number][] = [
        ['pending', null, TITLES.priced.id * 10 + 1],
        ['cancelled', 'cancel', TITLES.priced.id * 10 + 2],
        ['failed', 'fail', TITLES.priced.id * 10 + 3],
        ['paid', 'success', TITLES.priced.id * 10 + 1],
      ];
      for (const [n, [state, act, itemid]] of acts.entries()) {
        const { id, payUrl, url } = await guestBuys(itemid, `091255500${n}0`);
        const row = act ? await payerActs(provider.database.db, tokenOf(payUrl), act) : null;
        guest[state] = { id, url, refNum: row?.refNum ?? '' };
      }
      await provider.reconcile(new Date(Date.now() + 1_000), 0);
      for (const [state, { id }] of Object.entries(guest)) {
        const [row] = await provider.database.db.select().from(payments).where(eq(payments.id, id));
        expect(row!.status).toBe(state);
      }
      unknownId = guest.paid.id + 1_000;
    });
    const keyOf = (url: string) => new URL(url).searchParams.get('key') ?? '';

    it('answers every id the same 404, byte for byte, without its return key, and asks the bank nothing', async () => {
      const ids = [...Object.values(guest).map((g) => g.id), unknownId];
      const otherKey = keyOf(guest.paid.url);
      vi.mocked(provider.payment.gateway.inquire).mockClear();
      vi.mocked(provider.payment.gateway.verify).mockClear();
      const answers = [];
      for (const id of ids) {
        const paid = guest.paid;
        const extras: Record<string, string | number>[] = [
          {},
          { key: 'AAAAAAAAAAAAAAAAAAAAAA' },
          { key: 'not a key' },
          // The paid payment's receipt (once a guest's proof), and its key on other ids.
          { ref_num: paid.refNum, RefNum: paid.refNum },
          { check_it_again: 1 },
          ...(id === paid.id ? [] : [{ key: otherKey }]),
        ];
        for (const extra of extras) {
          answers.push(await raw(`/ghost/payments/download/callback?${query({ payment_id: id, ...extra })}`));
        }
        // The older POST return, as SEP ≤v3 sends it.
        answers.push(
          await raw(`/ghost/payments/download/callback?payment_id=${id}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: query({ RefNum: paid.refNum, State: 'OK' }),
          }),
        );
      }
      const [first] = answers;
      expect(first!.status).toBe(404);
      expect(first!.type).toMatch(/^application\/json/);
      for (const answer of answers) expect(answer).toEqual(first);
      expect(provider.payment.gateway.inquire).not.toHaveBeenCalled();
      expect(provider.payment.gateway.verify).not.toHaveBeenCalled();
    });

    it("answers the payment's status to the guest who brings its return key", async () => {
      // The return URL as the bank hands it back (its own fields aside): purchase, id, method, key.
      const ask = (state: keyof typeof guest) =>
        provider.call(`/ghost/payments/download/callback?${new URL(guest[state].url).searchParams}`);
      vi.mocked(provider.payment.gateway.inquire).mockClear();
      const pending = await ask('pending');
      expect(pending.status).toBe(409);
      expect(pending.body.message).toMatch(/not confirmed yet/);
      // A pending payment is asked about at the bank, for the payer who proved it.
      expect(provider.payment.gateway.inquire).toHaveBeenCalledTimes(1);
      expect((await ask('cancelled')).body.message).toMatch(/cancelled/);
      expect((await ask('failed')).body.message).toMatch(/problem processing/);
      const paid = await ask('paid');
      expect(paid.status).toBe(200);
      expect(paid.body.data).toMatchObject({ ref: guest.paid.refNum, status: 'paid', show_login: 1, files: [] });
      await expectLedgerHolds(provider);
    });

    it('keeps only the hash of the return key: the stored return URL has no key', async () => {
      const key = keyOf(guest.paid.url);
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const [row] = await provider.database.db.select().from(payments).where(eq(payments.id, guest.paid.id));
      expect(row!.returnKeyHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row!.returnKeyHash).not.toContain(key);
      expect(row!.callbackUrl).not.toContain(key);
      expect(new URL(row!.callbackUrl!).searchParams.has('key')).toBe(false);
    });
  });

  describe('the return URLs given to the bank', () => {
    /** Nothing but what /callback needs: no mobile, in any form, under any name. */
    function expectNoMobile(url: string, mobile: string) {
      const parsed = new URL(url);
      expect(
        [...parsed.searchParams.keys()].every((k) => ['purchase', 'payment_id', 'method', 'plan', 'key'].includes(k)),
      ).toBe(true);
      for (const form of mobileForms(mobile)) expect(decodeURIComponent(url)).not.toContain(form);
    }

    it('hold no mobile for a top-up, a plan, a download, a screening ticket, a guest download or a mandate', async () => {
      const user = await newUser(provider);
      const before = handed();
      const payUrls: string[] = [];
      const withMobile = (purchase: string) => `http://localhost/callback?purchase=${purchase}&mobile=${user.mobile}`;

      const topUp = await charge(provider, user, 20_000, withMobile('wallet'));
      expect(topUp.status).toBe(200);
      payUrls.push(topUp.body.data.pay_url);

      const plan = await provider.call(
        '/change_subscription',
        postJson(
          { method: 'saman', plan_id: 1, host: 'localhost', content_id: 0, content_type: '0', ref: 0 },
          user.auth,
        ),
      );
      expect(plan.status).toBe(200);
      payUrls.push(plan.body.link);

      for (const itemid of [TITLES.priced.id * 10 + 2, TITLES.ekran.id * 10]) {
        const bought = await provider.call(
          '/get/buy',
          postJson({ cart: [{ itemid }], method: 'saman', callback_url: withMobile('download') }, user.auth),
        );
        expect(bought.status).toBe(200);
        payUrls.push(bought.body.data.pay_url);
      }

      const guestMobile = '09127770001';
      payUrls.push((await guestBuys(TITLES.priced.id * 10 + 1, guestMobile)).payUrl);

      const mandate = await provider.call(
        '/directdebit/buy_subscription',
        postJson(
          { bank: '012', add_new_bank: 1, mobile: user.mobile, callback_url: withMobile('directdebit') },
          user.auth,
        ),
      );
      expect(mandate.status).toBe(200);
      payUrls.push(mandate.body.data.pay_url);

      const after = handed();
      const urls = [...after.payments.slice(before.payments.length), ...after.mandates.slice(before.mandates.length)];
      expect(urls).toHaveLength(6);
      for (const url of urls) {
        expect(new URL(url).pathname).toBe('/callback');
        expectNoMobile(url, user.mobile);
        expectNoMobile(url, guestMobile);
      }
      for (const url of payUrls) {
        for (const form of [...mobileForms(user.mobile), ...mobileForms(guestMobile)]) expect(url).not.toContain(form);
      }
      // What we keep of them (payments.callback_url) has no mobile either.
      const rows = await provider.database.db.select().from(payments).where(eq(payments.userId, user.userId));
      for (const row of rows) if (row.callbackUrl) expectNoMobile(row.callbackUrl, user.mobile);
    });

    it('keeps the en locale of the callback page', async () => {
      const user = await newUser(provider);
      const answer = await charge(provider, user, 20_000, `http://localhost/en/callback?mobile=${user.mobile}`);
      expect(answer.status).toBe(200);
      expect(new URL(lastHanded()).pathname).toBe('/en/callback');
    });
  });
});
