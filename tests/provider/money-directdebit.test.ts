import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../src/provider/db/schema';
import { chargeCount, payerActs } from '../../src/provider/gateway/sandbox/book';
import { ENGINES, postJson, startProvider, type TestProvider } from './harness';
import { callback, expectLedgerHolds, newUser, rowCounts, type User } from './money-harness';

const CALLBACK = 'http://localhost/callback';

describe.each(ENGINES)('automatic payment (direct debit) on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());
  afterEach(() => expectLedgerHolds(provider));

  const buySubscription = (user: User, body: Record<string, unknown>) =>
    provider.call(
      '/directdebit/buy_subscription',
      postJson(
        {
          subscription: true,
          pay_anything: false,
          bank: '012',
          series: [],
          add_new_bank: 0,
          payment_id: 0,
          forsubscription: false,
          mobile: user.mobile,
          ref: 0,
          callback_url: CALLBACK,
          ...body,
        },
        user.auth,
      ),
    );
  const state = (user: User) => provider.call('/directdebit/subscriptions', { headers: user.auth });

  /** A new bank: mandate page, the payer signs, /callback asks us. Answers the callback. */
  async function signMandate(user: User, body: Record<string, unknown> = {}) {
    const started = await buySubscription(user, { add_new_bank: 1, ...body });
    expect(started.status).toBe(200);
    const pay = started.body.data.pay_url as string;
    expect(pay).toMatch(/\/api\/v1\/sandbox-bank\/mandate\/[0-9a-f]{32}$/);
    const page = await provider.handle(new Request(pay));
    expect(await page.text()).toContain('درگاه آزمایشی');
    await payerActs(provider.database.db, pay.split('/').pop()!, 'success');
    return callback(provider, user, 'directdebit', { payment_id: started.body.data.payment_id, method: 'directdebit' });
  }

  it('answers the setup: no mandate, switches off, series with fee and flag, mobile and days', async () => {
    const user = await newUser(provider, 10);
    const { status, body } = await state(user);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      subscriptions: [],
      configs: { id: null, subscription: false, pay_anything: false },
      mobile: user.mobile.slice(1),
      subscribe_fee: 108_900,
      days_period_to_end: 10,
    });
    expect(body.data.series.length).toBeGreaterThan(0);
    expect(body.data.series[0]).toMatchObject({ directdebit: false });
    expect(typeof body.data.series[0].subscribe_fee).toBe('number');
  });

  it('adds a bank through its mandate page, saves the switches, then lists and deletes the mandate', async () => {
    const user = await newUser(provider);
    const { body: before } = await state(user);
    const seriesId = before.data.series[0].id;
    const signed = await signMandate(user, { series: [String(seriesId)], pay_anything: 1 });
    expect(signed.status).toBe(200);
    const { body } = await state(user);
    expect(body.data.subscriptions).toEqual([
      expect.objectContaining({ bank: '012', name: 'بانک ملت', mobile: user.mobile }),
    ]);
    expect(body.data.configs).toMatchObject({ bank: '012', subscription: true, pay_anything: true });
    expect(body.data.series.find((s: { id: number }) => s.id === seriesId).directdebit).toBe(true);
    // Toggling saves at once, with no new bank.
    const toggled = await buySubscription(user, { subscription: false, series: [] });
    expect(toggled.status).toBe(200);
    expect((await state(user)).body.data.configs.subscription).toBe(false);
    const other = await newUser(provider);
    expect(
      (await provider.call('/directdebit/delete_subscription', postJson({ id: body.data.configs.id }, other.auth)))
        .status,
    ).toBe(404);
    const deleted = await provider.call(
      '/directdebit/delete_subscription',
      postJson({ id: body.data.configs.id }, user.auth),
    );
    expect(deleted.status).toBe(200);
    expect((await state(user)).body.data.subscriptions).toEqual([]);
  });

  it.each([
    [{ bank: '017' }, 'an inactive bank'],
    [{ bank: '12' }, 'a malformed bank code'],
    [{ mobile: '123' }, 'a malformed mobile'],
    [{ callback_url: 'https://evil.example/callback' }, 'a foreign callback_url'],
    [{ payment_id: 999_999 }, 'a payment of nobody'],
  ] as [Record<string, unknown>, string][])('refuses %j (%s) with 4xx and writes nothing', async (body) => {
    const user = await newUser(provider);
    const before = await rowCounts(provider);
    const { status } = await buySubscription(user, { add_new_bank: 1, ...body });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await rowCounts(provider)).toEqual(before);
  });

  it('buys a plan by direct debit: the box opens without a mandate, signing it charges the plan', async () => {
    const user = await newUser(provider);
    const asked = await provider.call(
      '/change_subscription',
      postJson({ method: 'directdebit', plan_id: 1, host: 'localhost' }, user.auth),
    );
    expect(asked.body.data).toMatchObject({ showdirectdebitbox: 1 });
    const paymentId = asked.body.data.payment_id;
    const signed = await signMandate(user, { payment_id: paymentId, forsubscription: true });
    expect(signed.status).toBe(200);
    const charged = await callback(provider, user, 'subscription', { payment_id: paymentId, method: 'directdebit' });
    expect(charged.status).toBe(200);
    expect(charged.body.data).toMatchObject({ days: 30, days_period_to_end: 30 });
    // With a mandate in place the next purchase is charged at once.
    const next = await provider.call(
      '/change_subscription',
      postJson({ method: 'directdebit', plan_id: 1, host: 'localhost' }, user.auth),
    );
    expect(next.body.data).toMatchObject({ showdirectdebitbox: 0, days_period_to_end: 60 });
  });

  it('the renewal job charges a saved mandate once per period, even run twice at once', async () => {
    const user = await newUser(provider);
    expect((await signMandate(user)).status).toBe(200);
    const { db } = provider.database;
    const ending = new Date(Date.now() + 6 * 3_600_000);
    await db
      .insert(subscriptions)
      .values({ userId: user.userId, planId: 1, startsAt: new Date(Date.now() - 86_400_000), endsAt: ending });
    const chargesBefore = await chargeCount(db);
    const [a, b] = await Promise.all([provider.renew(), provider.renew()]);
    const mine = [...a, ...b].filter((p) => p.userId === user.userId);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.status).toBe('paid');
    expect(await chargeCount(db)).toBe(chargesBefore + 1);
    // Renewed: the next run finds nothing due for this user.
    expect((await provider.renew()).filter((p) => p.userId === user.userId)).toEqual([]);
    const rows = await db.select().from(payments).where(eq(payments.userId, user.userId));
    expect(rows.filter((p) => p.renewalKey)).toHaveLength(1);
    const days = (await provider.call('/ghost/get/checkuser', { headers: user.auth })).body.data.user
      .days_period_to_end;
    expect(days).toBe(31);
  });

  it('buys a newly released episode of a switched-on series once, and not one already bought another way', async () => {
    const user = await newUser(provider);
    const { db } = provider.database;
    const { titles, ownerships } = await import('../../src/provider/db/schema');
    const { and, asc } = await import('drizzle-orm');
    const [series] = await db.select().from(titles).where(eq(titles.type, 'series')).orderBy(asc(titles.id)).limit(1);
    const episodes = await db
      .select()
      .from(titles)
      .where(and(eq(titles.type, 'episode'), eq(titles.seriesId, series!.id)))
      .orderBy(asc(titles.id))
      .limit(2);
    expect(episodes).toHaveLength(2);
    const justNow = new Date(Date.now() - 3_600_000);
    for (const episode of episodes)
      await db.update(titles).set({ releaseAt: justNow }).where(eq(titles.id, episode.id));
    await db.insert(ownerships).values({ userId: user.userId, titleId: episodes[1]!.id });
    expect((await signMandate(user, { subscription: false, series: [series!.id] })).status).toBe(200);
    const chargesBefore = await chargeCount(db);
    const [a, b] = await Promise.all([provider.buyEpisodes(), provider.buyEpisodes()]);
    const mine = [...a, ...b].filter((p) => p.userId === user.userId);
    expect(mine.map((p) => [p.contentId, p.status])).toEqual([[episodes[0]!.id, 'paid']]);
    expect(await chargeCount(db)).toBe(chargesBefore + 1);
    expect((await provider.buyEpisodes()).filter((p) => p.userId === user.userId)).toEqual([]);
    const owned = await db.select().from(ownerships).where(eq(ownerships.userId, user.userId));
    expect(owned.map((o) => o.titleId).sort()).toEqual(episodes.map((e) => e.id).sort());
    for (const episode of episodes) await db.update(titles).set({ releaseAt: null }).where(eq(titles.id, episode.id));
  });
});
