import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerships, purchases, screeningTickets, smsOutbox, users } from '../../src/provider/db/schema';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { ussdPackage } from '../../src/provider/domain/watching/ussd';
import { catalog } from '../../src/provider/seed/catalog';
import { ENGINES, postJson, startProvider, type TestProvider } from './harness';
import {
  balanceOf,
  CALLBACK,
  callback,
  expectLedgerHolds,
  newUser,
  payAtBank,
  rowCounts,
  topUp,
  type User,
} from './money-harness';
import { media, MEDIA_SECRET, mediaPaths, TITLES } from './watch-helpers';

const USSD_SECRET = 'ussd-secret-of-at-least-32-characters!!';
const withVat = (toman: number) => toman + Math.floor(toman / 10);
const OTHER_PRICED = catalog.movies.find(
  (m) => m.price && !m.presaleDays && !m.free && !m.ekran && m.id !== TITLES.priced.id,
)!;
const SUBSCRIPTION_ONLY = TITLES.subscription;

describe.each(ENGINES)('buying downloads, tickets and USSD links on %s', (engine) => {
  let provider: TestProvider;
  const clock = { now: Date.now() };
  const buy = (body: Record<string, unknown>, user: User | null) =>
    provider.call(
      user ? '/get/buy' : '/ghost/get/buy',
      postJson({ callback_url: CALLBACK, ...body }, user?.auth ?? {}),
    );
  const cartOf = (id: number, user: User) =>
    provider.call('/get/cart', postJson({ id, type: 'movie' }, user.auth)).then((r) => r.body.data);

  beforeAll(async () => {
    provider = await startProvider(engine, {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      media: { dir: './media/demo', secret: MEDIA_SECRET },
      now: () => clock.now,
      ussdSecret: USSD_SECRET,
    });
  });
  afterAll(() => provider?.close());

  it('pays from the wallet at the server price plus VAT, owns the title and links its file', async () => {
    const user = await newUser(provider);
    await topUp(provider, user, 200_000);
    // The cart's amounts are the caller's claim: the server prices from the title.
    const answer = await buy({ cart: [{ itemid: TITLES.priced.id * 10 + 2, amount: 1 }], method: 'credit' }, user);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ paid: 1, ref: expect.stringMatching(/^W\d+$/) });
    expect(await balanceOf(provider, user)).toBe(200_000 - withVat(TITLES.priced.price!));
    const [file] = answer.body.data.files;
    expect(file).toMatchObject({ id: TITLES.priced.id * 10 + 2, quality: '360p', m_id: TITLES.priced.id });
    // The callback's link works without the session, as a download manager fetches it.
    const fetched = await media(provider, mediaPaths(file.link1));
    expect(fetched.status).toBe(200);
    expect(Number(fetched.headers.get('content-length'))).toBe(file.size);

    const cart = await cartOf(TITLES.priced.id, user);
    expect(cart.downloads.every((d: { owned: boolean }) => d.owned)).toBe(true);
    const link = await provider.call('/get/download', postJson({ itemid: TITLES.priced.id * 10 + 3 }, user.auth));
    expect(link.status).toBe(200);
    expect((await media(provider, mediaPaths(link.body.data.url))).status).toBe(200);
    await expectLedgerHolds(provider);
  });

  it('does not charge twice for what is owned, nor for two files of one title', async () => {
    const user = await newUser(provider);
    await topUp(provider, user, 200_000);
    const two = [{ itemid: OTHER_PRICED.id * 10 + 1 }, { itemid: OTHER_PRICED.id * 10 + 3 }];
    expect((await buy({ cart: two, method: 'wallet' }, user)).status).toBe(200);
    expect(await balanceOf(provider, user)).toBe(200_000 - withVat(OTHER_PRICED.price!));
    const before = await rowCounts(provider);
    const again = await buy({ cart: two, method: 'credit' }, user);
    expect(again.body.data).toMatchObject({ owned: 1 });
    expect(again.body.data.files[0].link1).toMatch(/^http:\/\/localhost\/media\/t\/\d+\.d\d+\.[\w-]+\/vod\//);
    expect(await rowCounts(provider)).toEqual(before);
    expect(await balanceOf(provider, user)).toBe(200_000 - withVat(OTHER_PRICED.price!));
  });

  it('refuses a wallet that does not cover price plus VAT, writing nothing', async () => {
    const user = await newUser(provider);
    await topUp(provider, user, withVat(TITLES.priced.price!) - 1);
    const before = await rowCounts(provider);
    const answer = await buy({ cart: [{ itemid: TITLES.priced.id * 10 + 1 }], method: 'credit' }, user);
    expect(answer.status).toBe(422);
    expect(answer.body.message_fa).toMatch(/موجودی کیف پول/);
    expect(answer.body.errors.method[0]).toMatch(/کافی نیست/);
    expect(await rowCounts(provider)).toEqual(before);
    const owned = await provider.database.db.select().from(ownerships).where(eq(ownerships.userId, user.userId));
    expect(owned).toEqual([]);
  });

  it('pays by gateway: pending until the bank confirms, granted once however often the callback comes', async () => {
    const user = await newUser(provider);
    const started = await buy({ cart: [{ itemid: OTHER_PRICED.id * 10 + 1 }], method: 'saman' }, user);
    expect(started.status).toBe(200);
    expect(started.body.data.pay_url).toMatch(/\/sandbox-bank\/pay\//);
    expect((await cartOf(OTHER_PRICED.id, user)).downloads[0].owned).toBe(false);
    const { token, refNum } = await payAtBank(provider, started.body.data.pay_url);
    const query = { payment_id: started.body.data.payment_id, ref_num: refNum, Token: token };
    const first = await callback(provider, user, 'download', query);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ ref: refNum, title: { id: OTHER_PRICED.id, type: 'movie' } });
    expect(first.body.data.files).toEqual([
      expect.objectContaining({ id: OTHER_PRICED.id * 10 + 1, quality: '240p', link1: expect.any(String) }),
    ]);
    const second = await callback(provider, user, 'download', query);
    expect(second.body.data.ref).toBe(refNum);
    const bought = await provider.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentId, started.body.data.payment_id));
    expect(bought).toHaveLength(1);
    expect(bought[0]!.amount).toBe(withVat(OTHER_PRICED.price!));
    expect((await cartOf(OTHER_PRICED.id, user)).downloads[0].owned).toBe(true);
    expect(await balanceOf(provider, user)).toBe(0);
    await expectLedgerHolds(provider);
  });

  it('lets a guest pay by gateway with a Persian-digit mobile, and asks them to log in to download', async () => {
    const started = await buy(
      { cart: [{ itemid: TITLES.priced.id * 10 + 1 }], method: 'saman3', mobile: '۰۹۱۲ ۷۷۷ ۶۶۵۵' },
      null,
    );
    expect(started.status).toBe(200);
    const { token, refNum, returnUrl } = await payAtBank(provider, started.body.data.pay_url);
    const ghost = (query: Record<string, string | number>) =>
      provider.call(
        `/ghost/payments/download/callback?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      );
    // Without the payment's return key a guest is told nothing (money-return.test.ts has the rest).
    const noKey = await ghost({ payment_id: started.body.data.payment_id, ref_num: refNum, Token: token });
    expect(noKey.status).toBe(404);
    const key = returnUrl.searchParams.get('key')!;
    const wrong = await ghost({ payment_id: started.body.data.payment_id, key, ref_num: 'someone-else' });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const back = await ghost({ ...Object.fromEntries(returnUrl.searchParams), ref_num: refNum, Token: token });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ ref: refNum, show_login: 1, files: [] });
    const [buyer] = await provider.database.db.select().from(users).where(eq(users.mobile, '09127776655'));
    const owned = await provider.database.db.select().from(ownerships).where(eq(ownerships.userId, buyer!.id));
    expect(owned.map((o) => o.titleId)).toEqual([TITLES.priced.id]);
    expect((await provider.call('/ghost/payments/wallet/callback?payment_id=1')).status).toBe(401);
    await expectLedgerHolds(provider);
  });

  it('asks a guest paying from the wallet or by automatic payment to log in, writing nothing', async () => {
    const before = await rowCounts(provider);
    for (const method of ['credit', 'directdebit']) {
      const answer = await buy({ cart: [{ itemid: TITLES.priced.id * 10 + 1 }], method, mobile: '09120000000' }, null);
      expect(answer.status).toBe(200);
      expect(answer.body.data.login).toBe(1);
      expect(answer.body.data.message_fa).toMatch(/وارد حساب/);
    }
    expect(await rowCounts(provider)).toEqual(before);
  });

  it.each([
    ['an unknown title', { cart: [{ itemid: 9_999_991 }] }, 'cart'],
    ['a free title', { cart: [{ itemid: TITLES.free.id * 10 + 1 }] }, 'cart'],
    ['a title sold only by subscription', { cart: [{ itemid: SUBSCRIPTION_ONLY.id * 10 + 1 }] }, 'cart'],
    ['a file of a film in cinemas', { cart: [{ itemid: TITLES.ekran.id * 10 + 1 }] }, 'cart'],
    ['a ticket of a film not in cinemas', { cart: [{ itemid: TITLES.priced.id * 10 }] }, 'cart'],
    ['a rung the ladder lacks', { cart: [{ itemid: TITLES.priced.id * 10 + 4 }] }, 'cart'],
    ['an empty cart', { cart: [] }, 'cart'],
    ['no cart', {}, 'cart'],
    ['an unknown method', { cart: [{ itemid: TITLES.priced.id * 10 + 1 }], method: 'bitcoin' }, 'method'],
    [
      'a foreign callback',
      { cart: [{ itemid: TITLES.priced.id * 10 + 1 }], callback_url: 'https://evil.example/callback' },
      'callback_url',
    ],
    ['automatic payment', { cart: [{ itemid: TITLES.priced.id * 10 + 1 }], method: 'directdebit' }, 'method'],
  ])('answers %s with a 422 naming the field, writing nothing', async (_name, body, field) => {
    const user = await newUser(provider);
    const before = await rowCounts(provider);
    const answer = await buy(body, user);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
    expect(answer.body.message_fa).toMatch(/[\u0600-\u06ff]/);
    expect(await rowCounts(provider)).toEqual(before);
  });

  it.each([[undefined], ['0912'], ['۰۸۱۲۳۴۵۶۷۸۹'], ['abc']])(
    'refuses a guest mobile %j with a 422 and makes no account',
    async (mobile) => {
      const before = (await provider.database.db.select().from(users)).length;
      const answer = await buy({ cart: [{ itemid: TITLES.priced.id * 10 + 1 }], method: 'saman', mobile }, null);
      expect(answer.status).toBe(422);
      expect(answer.body.errors.mobile[0]).toBe('شماره موبایل را به درستی وارد کنید');
      expect((await provider.database.db.select().from(users)).length).toBe(before);
    },
  );

  describe('a screening ticket', () => {
    let user: User;
    const ekran = (query = '') => provider.call(`/get/ekran/${TITLES.ekran.id}${query}`, { headers: user.auth });
    const watch = () => provider.call(`/get/watch/movie-hls/${TITLES.ekran.id}/1`, { headers: user.auth });
    const lastCode = async () => {
      const [sms] = await provider.database.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.mobile, user.mobile))
        .orderBy(desc(smsOutbox.id))
        .limit(1);
      return sms!;
    };

    beforeAll(async () => {
      user = await newUser(provider);
      await topUp(provider, user, 100_000);
    });

    it('is sold, then waits for the code sent to the mobile before it plays', async () => {
      expect((await ekran()).body.data).toMatchObject({ ticket: 'none', get_verification: 0 });
      const bought = await buy({ cart: [{ itemid: TITLES.ekran.id * 10 }], method: 'credit', ekran: 1 }, user);
      expect(bought.status).toBe(200);
      expect(bought.body.data.files[0]).toMatchObject({ link1: null, screening: { ekran: 1, ekran_hour: 3 } });
      expect((await ekran()).body.data).toMatchObject({ ticket: 'unverified', get_verification: 1 });
      const refused = await watch();
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ show_ekran: 1 });
      expect(refused.body.message_fa).toMatch(/کد تاییدیه/);
      // Buying it again charges nothing: the ticket is held.
      expect((await buy({ cart: [{ itemid: TITLES.ekran.id * 10 }], method: 'credit' }, user)).body.data.owned).toBe(1);
    });

    it('sends a code, refuses a wrong one and a resend within a minute, accepts the right one in Persian digits', async () => {
      const sent = await ekran('?send_code=1');
      expect(sent.body.data).toMatchObject({ send_unique_id: 1, get_verification: 1 });
      const sms = await lastCode();
      expect(sms.body).toContain(sms.code);
      expect((await ekran('?send_code=1')).status).toBe(429);
      const wrong = String((Number(sms.code) + 1) % 10_000).padStart(4, '0');
      const refused = await ekran(`?verification=${wrong}`);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.verification[0]).toBe('کد وارد شده اشتباه است یا منقضی شده است');
      expect((await ekran('?verification=12ab')).status).toBe(422);
      const persian = sms.code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
      const ok = await ekran(`?verification=${encodeURIComponent(persian)}`);
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ ticket: 'valid', get_verification: 0 });
    });

    it('plays for its hours from the first play, then ends', async () => {
      expect((await watch()).status).toBe(200);
      const [ticket] = await provider.database.db
        .select()
        .from(screeningTickets)
        .where(and(eq(screeningTickets.userId, user.userId), eq(screeningTickets.titleId, TITLES.ekran.id)));
      expect(ticket!.firstPlayAt).not.toBeNull();
      clock.now += 3 * 3_600_000 + 1000;
      try {
        const ended = await watch();
        expect(ended.status).toBe(403);
        expect(ended.body.message_fa).toMatch(/سانس شما به پایان رسیده/);
        expect((await ekran()).body.data.ticket).toBe('ended');
      } finally {
        clock.now -= 3 * 3_600_000 + 1000;
      }
    });

    it("sends at most 5 codes a day to a number and 10 from an address, saying when in the viewer's language", async () => {
      const start = clock.now;
      const viewers = [await newUser(provider), await newUser(provider), await newUser(provider)];
      for (const viewer of viewers)
        await provider.database.db.insert(screeningTickets).values({
          userId: viewer.userId,
          titleId: TITLES.ekran.id,
          hours: 3,
          createdAt: new Date(start),
          needsVerification: true,
        });
      // A minute apart: the per-ticket resend wait is not what is tested.
      const ask = (viewer: User, ip: string) => {
        clock.now += 61_000;
        return provider.call(`/get/ekran/${TITLES.ekran.id}?send_code=1`, {
          headers: { ...viewer.auth, 'x-client-ip': ip },
        });
      };
      try {
        for (let i = 0; i < 5; i++) expect((await ask(viewers[0]!, '10.1.0.1')).status).toBe(200);
        // The number's cap holds from any address.
        const refused = await ask(viewers[0]!, '10.1.0.2');
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBe(86_400 - 5 * 61);
        expect(refused.body.message_fa).toBe(
          'امروز بیش از حد مجاز کد تاییدیه اکران ارسال شده است. لطفاً 24 ساعت دیگر دوباره تلاش کنید.',
        );
        expect(refused.body.message).toBe(
          'The screening code has been sent too many times today. Try again in 24 hours.',
        );
        // An address's cap holds for any number.
        for (let i = 0; i < 5; i++) expect((await ask(viewers[1]!, '10.1.0.1')).status).toBe(200);
        expect((await ask(viewers[2]!, '10.1.0.1')).status).toBe(429);
        expect((await ask(viewers[2]!, '10.1.0.3')).status).toBe(200);
        // A day after its first send the number gets a code again.
        clock.now = start + 86_400_000;
        expect((await ask(viewers[0]!, '10.1.0.4')).status).toBe(200);
      } finally {
        clock.now = start;
      }
    });

    it('answers a guest and refuses films that are not in cinemas', async () => {
      const guest = await provider.call(`/ghost/get/ekran/${TITLES.ekran.id}?send_code=1`);
      expect(guest.status).toBe(200);
      expect(guest.body.data).toMatchObject({ ticket: 'none', screening: { ekran: 1, ekran_owned: 0 } });
      expect((await provider.call(`/ghost/get/ekran/${TITLES.priced.id}`)).status).toBe(404);
      expect((await provider.call('/ghost/get/ekran/abc')).status).toBe(404);
      const noTicket = await newUser(provider);
      const asked = await provider.call(`/get/ekran/${TITLES.ekran.id}?send_code=1`, { headers: noTicket.auth });
      expect(asked.status).toBe(409);
    });
  });

  describe('an operator USSD link', () => {
    const grant = (body: Record<string, unknown>) => provider.call('/ussdlink', postJson(body));
    const inAnHour = () => Math.floor(clock.now / 1000) + 3600;

    it('grants the file to the account it names, once', async () => {
      const user = await newUser(provider);
      const fileid = TITLES.priced.id * 10 + 2;
      const link = { fileid, userid: user.userId, package: ussdPackage(USSD_SECRET, fileid, user.userId, inAnHour()) };
      const first = await grant(link);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ granted: 1, new: 1, title: { id: TITLES.priced.id } });
      expect((await grant(link)).body.data.new).toBe(0);
      expect((await cartOf(TITLES.priced.id, user)).downloads[1].owned).toBe(true);
    });

    it.each([
      ['tampered', (p: string) => `${p.slice(0, -1)}${p.endsWith('A') ? 'B' : 'A'}`, 403],
      ['for another file', (_p: string, userid: number) => ussdPackage(USSD_SECRET, 11, userid, inAnHour()), 403],
      ['expired', (_p: string, userid: number, fileid: number) => ussdPackage(USSD_SECRET, fileid, userid, 1000), 403],
      ['malformed', () => 'anything', 403],
      [
        'signed with another secret',
        (_p: string, u: number, f: number) => ussdPackage('x'.repeat(40), f, u, inAnHour()),
        403,
      ],
    ])('refuses a %s link, writing nothing', async (_name, make, status) => {
      const user = await newUser(provider);
      const fileid = OTHER_PRICED.id * 10 + 1;
      const good = ussdPackage(USSD_SECRET, fileid, user.userId, inAnHour());
      const answer = await grant({ fileid, userid: user.userId, package: make(good, user.userId, fileid) });
      expect(answer.status).toBe(status);
      expect(answer.body.message_fa).toMatch(/لینک/);
      expect(await provider.database.db.select().from(ownerships).where(eq(ownerships.userId, user.userId))).toEqual(
        [],
      );
    });

    it('refuses a link to a file not for sale or an unknown account', async () => {
      const free = TITLES.free.id * 10 + 1;
      expect(
        (await grant({ fileid: free, userid: 1, package: ussdPackage(USSD_SECRET, free, 1, inAnHour()) })).status,
      ).toBe(404);
      const priced = TITLES.priced.id * 10 + 1;
      const ghost = { fileid: priced, userid: 999_999, package: ussdPackage(USSD_SECRET, priced, 999_999, inAnHour()) };
      expect((await grant(ghost)).status).toBe(404);
      expect((await grant({ fileid: 'x', userid: 1, package: 'p' })).status).toBe(422);
    });
  });
});

describe('an operator USSD link without USSD_SECRET', () => {
  it('is refused, whatever it says', async () => {
    const provider = await startProvider('pglite');
    try {
      const answer = await provider.call(
        '/ussdlink',
        postJson({
          fileid: TITLES.priced.id * 10 + 1,
          userid: 1,
          package: ussdPackage(USSD_SECRET, 1, 1, 9_999_999_999),
        }),
      );
      expect(answer.status).toBe(403);
      expect(answer.body.message_fa).toMatch(/USSD/);
    } finally {
      await provider.close();
    }
  });
});
