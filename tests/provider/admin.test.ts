import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, otpCodes, smsOutbox, subscriptions, users } from '../../src/provider/db/schema';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { ENGINES, postJson, sessionFor, startProvider, type TestProvider } from './harness';
import { balanceOf, callback, charge, expectLedgerHolds, newUser, payAtBank, topUp, type User } from './money-harness';

// docs/admin.md: every back-office call behind its roles, the audit row of each action, refunds and
// wallet adjustments under the ledger invariant, a price change for new purchases only.

const ADMIN_MOBILE = '09120000001';
const ADDRESS = { 'x-client-ip': '127.0.0.1' };
type Who = 'viewer' | 'editor' | 'support' | 'finance' | 'admin';
const WHO: Who[] = ['viewer', 'editor', 'support', 'finance', 'admin'];

const film = {
  name: 'Night Train',
  name_fa: 'قطار شب',
  overview: 'A test film.',
  overview_fa: 'فیلمی برای آزمون.',
  year: '۲۰۲۴',
  runtime: 95,
  age: 'PG-13',
  availability: 'subscription',
  genres: ['drama'],
};
const plan = { name: 'Test', name_fa: 'آزمون', toman: 100_000, days: 30 };

describe.each(ENGINES)('back office on %s', (engine) => {
  let provider: TestProvider;
  const staff = {} as Record<Who, User>;

  /** A user holding `roles` (stored in their scope; the admin is named by ADMIN_MOBILES). */
  async function member(mobile: string, roles: string[]): Promise<User> {
    const token = await sessionFor(provider, mobile);
    const { db } = provider.database;
    const [row] = await db.update(users).set({ roles }).where(eq(users.mobile, mobile)).returning();
    return { token, auth: { authorization: `Bearer ${token}` }, mobile, userId: row!.id, state: null };
  }

  const as = (who: User | null, path: string, init: RequestInit = {}) =>
    provider.call(path, { ...init, headers: { ...ADDRESS, ...(who?.auth ?? {}), ...(init.headers as object) } });
  const post = (who: User | null, path: string, body: unknown) => as(who, path, postJson(body));

  /** The step-up: a code sent to the operator's own mobile and typed back (the login machinery). */
  let addresses = 0;
  async function freshCode(who: User) {
    // An address of its own each time: the login's send limits allow one code per 90 s per number and address.
    const address = { 'x-client-ip': `127.0.1.${++addresses}` };
    expect(
      (
        await as(who, '/admin/step-up/send', {
          ...postJson({}),
          headers: { ...address, 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(200);
    const [sms] = await provider.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, who.mobile))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    const confirmed = await as(who, '/admin/step-up', {
      ...postJson({ code: sms!.code }),
      headers: { ...address, 'content-type': 'application/json' },
    });
    expect(confirmed.status).toBe(200);
  }

  const lastAudit = async (target: string) =>
    (
      await provider.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, target))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0]!;

  beforeAll(async () => {
    provider = await startProvider(engine, {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      adminMobiles: [ADMIN_MOBILE],
    });
    staff.viewer = await member('09120000002', []);
    staff.editor = await member('09120000003', ['editor']);
    staff.support = await member('09120000004', ['support']);
    staff.finance = await member('09120000005', ['finance']);
    staff.admin = await member(ADMIN_MOBILE, []);
  });
  afterAll(() => provider?.close());
  afterEach(() => expectLedgerHolds(provider));

  it('refuses every back-office call to a role that may not make it (403), and to a guest (401)', async () => {
    for (const who of ['support', 'finance', 'admin'] as const) await freshCode(staff[who]);
    const target = await newUser(provider);
    const sessionsOf = await newUser(provider);
    const paid = await newUser(provider);
    await topUp(provider, paid, 200_000);
    const bought = await provider.call(
      '/change_subscription',
      postJson(
        { host: 'localhost', content_id: 0, content_type: '0', ref: 0, method: 'credit', plan_id: 1 },
        paid.auth,
      ),
    );
    expect(bought.status).toBe(200);
    const paymentId = bought.body.data.payment_id ?? bought.body.data.transaction_id;
    // A top-up left at the bank page: pending, and the bank says its order is still open.
    const pendingId = (await charge(provider, paid, 10_000)).body.data.payment_id as number;
    const created = await post(staff.admin, '/admin/films', film);
    expect(created.body).toMatchObject({ data: { name: film.name } });
    const filmId = created.body.data.id as number;
    const newPlan = await post(staff.admin, '/admin/plans', plan);
    expect(newPlan.status).toBe(200);
    // Series, seasons and episodes (tests/provider/admin-series.test.ts).
    const series = { ...film, runtime: undefined };
    const seriesId = (await post(staff.admin, '/admin/series', series)).body.data.id as number;
    expect((await post(staff.admin, `/admin/series/${seriesId}/seasons`, { number: 1 })).status).toBe(200);
    const episode = { ...film, season: 1, number: 1, runtime: 40 };
    const episodeId = (await post(staff.admin, `/admin/series/${seriesId}/episodes`, episode)).body.data.id as number;
    // The catalog editor's rows (tests/provider/admin-catalog.test.ts tries what they do).
    const person = await post(staff.admin, '/admin/people', {
      name: 'Role Test',
      name_fa: 'آزمون نقش',
      kind: 'director',
    });
    expect(person.status).toBe(200);
    const personId = person.body.data.id as number;
    const slide = await post(staff.admin, '/admin/slides', { title_id: filmId, active: false });
    expect(slide.status).toBe(200);
    const slideId = slide.body.data.id as number;
    const genre = { key: 'role_test', name: 'Role test', name_fa: 'آزمون نقش' };
    const list = { name: 'Role test', name_fa: 'آزمون نقش', style: 'normal', on_home: false };

    // Who may, written out here rather than read from the code under test.
    const calls: { route: string; may: Who[]; send: (who: User | null) => ReturnType<typeof as> }[] = [
      { route: 'GET /admin/me', may: ['editor', 'support', 'finance', 'admin'], send: (w) => as(w, '/admin/me') },
      {
        route: 'POST /admin/step-up/send',
        may: ['editor', 'support', 'finance', 'admin'],
        send: (w) => post(w, '/admin/step-up/send', {}),
      },
      {
        route: 'POST /admin/step-up',
        may: ['editor', 'support', 'finance', 'admin'],
        send: (w) => post(w, '/admin/step-up', { code: '0000' }),
      },
      {
        route: 'GET /admin/users',
        may: ['support', 'finance', 'admin'],
        send: (w) => as(w, `/admin/users?mobile=${target.mobile}`),
      },
      {
        route: 'POST /admin/users/:id/sessions/end',
        may: ['support', 'admin'],
        send: (w) => post(w, `/admin/users/${sessionsOf.userId}/sessions/end`, {}),
      },
      {
        route: 'POST /admin/users/:id/grant',
        may: ['support', 'admin'],
        send: (w) => post(w, `/admin/users/${target.userId}/grant`, { plan_id: 1, days: 3, reason: 'goodwill' }),
      },
      {
        route: 'POST /admin/users/:id/wallet',
        may: ['finance', 'admin'],
        send: (w) => post(w, `/admin/users/${target.userId}/wallet`, { amount: 1000, reason: 'goodwill' }),
      },
      {
        route: 'POST /admin/users/:id/roles',
        may: ['admin'],
        send: (w) => post(w, `/admin/users/${target.userId}/roles`, { roles: [] }),
      },
      {
        route: 'GET /admin/payments',
        may: ['support', 'finance', 'admin'],
        send: (w) => as(w, `/admin/payments?mobile=${paid.mobile}`),
      },
      {
        route: 'POST /admin/payments/:id/inquire',
        may: ['support', 'finance', 'admin'],
        send: (w) => post(w, `/admin/payments/${pendingId}/inquire`, {}),
      },
      {
        route: 'POST /admin/payments/:id/refund',
        may: ['finance', 'admin'],
        send: (w) => post(w, `/admin/payments/${paymentId}/refund`, { reason: 'duplicate' }),
      },
      { route: 'GET /admin/reports/daily', may: ['finance', 'admin'], send: (w) => as(w, '/admin/reports/daily') },
      { route: 'GET /admin/plans', may: ['support', 'finance', 'admin'], send: (w) => as(w, '/admin/plans') },
      { route: 'POST /admin/plans', may: ['finance', 'admin'], send: (w) => post(w, '/admin/plans', plan) },
      {
        route: 'POST /admin/plans/:id',
        may: ['finance', 'admin'],
        send: (w) => post(w, `/admin/plans/${newPlan.body.data.id}`, plan),
      },
      { route: 'GET /admin/films', may: ['editor', 'admin'], send: (w) => as(w, '/admin/films') },
      { route: 'GET /admin/films/:id', may: ['editor', 'admin'], send: (w) => as(w, `/admin/films/${filmId}`) },
      { route: 'POST /admin/films', may: ['editor', 'admin'], send: (w) => post(w, '/admin/films', film) },
      {
        route: 'POST /admin/films/:id',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/films/${filmId}`, film),
      },
      {
        route: 'POST /admin/films/:id/publish',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/films/${filmId}/publish`, { published: false }),
      },
      {
        route: 'GET /admin/films/:id/jobs',
        may: ['editor', 'admin'],
        send: (w) => as(w, `/admin/films/${filmId}/jobs`),
      },
      {
        route: 'GET /admin/titles/:id/teaser',
        may: ['editor', 'admin'],
        send: (w) => as(w, `/admin/titles/${filmId}/teaser`),
      },
      // The film has no teaser: a role that may gets 404 (tests/provider/admin-teasers.test.ts takes real ones off).
      {
        route: 'POST /admin/titles/:id/teaser/remove',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/titles/${filmId}/teaser/remove`, {}),
      },
      // No job 1 here: a role that may gets 404 (tests/provider/queue.test.ts retries real ones).
      {
        route: 'POST /admin/jobs/:id/retry',
        may: ['editor', 'admin'],
        send: (w) => post(w, '/admin/jobs/1/retry', {}),
      },
      { route: 'GET /admin/series', may: ['editor', 'admin'], send: (w) => as(w, '/admin/series') },
      { route: 'GET /admin/series/:id', may: ['editor', 'admin'], send: (w) => as(w, `/admin/series/${seriesId}`) },
      { route: 'POST /admin/series', may: ['editor', 'admin'], send: (w) => post(w, '/admin/series', series) },
      {
        route: 'POST /admin/series/:id',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/series/${seriesId}`, series),
      },
      {
        route: 'POST /admin/series/:id/publish',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/series/${seriesId}/publish`, { published: false }),
      },
      {
        route: 'POST /admin/series/:id/seasons',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/series/${seriesId}/seasons`, { number: 2 }),
      },
      {
        route: 'POST /admin/series/:id/seasons/:number',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/series/${seriesId}/seasons/1`, { number: 1, name: 'One' }),
      },
      {
        route: 'POST /admin/series/:id/seasons/:number/renumber',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/series/${seriesId}/seasons/1/renumber`, {}),
      },
      {
        route: 'POST /admin/series/:id/episodes',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/series/${seriesId}/episodes`, { ...episode, number: 2 }),
      },
      {
        route: 'GET /admin/episodes/:id',
        may: ['editor', 'admin'],
        send: (w) => as(w, `/admin/episodes/${episodeId}`),
      },
      {
        route: 'POST /admin/episodes/:id',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/episodes/${episodeId}`, episode),
      },
      {
        route: 'POST /admin/episodes/:id/publish',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/episodes/${episodeId}/publish`, { published: true }),
      },
      {
        route: 'GET /admin/episodes/:id/jobs',
        may: ['editor', 'admin'],
        send: (w) => as(w, `/admin/episodes/${episodeId}/jobs`),
      },
      { route: 'GET /admin/people', may: ['editor', 'admin'], send: (w) => as(w, '/admin/people?q=test') },
      {
        route: 'GET /admin/people/:id',
        may: ['editor', 'admin'],
        send: (w) => as(w, `/admin/people/${personId}?title_q=night`),
      },
      {
        route: 'POST /admin/people',
        may: ['editor', 'admin'],
        send: (w) => post(w, '/admin/people', { name: 'Role Test 2', name_fa: 'آزمون ۲', kind: 'foreign-actor' }),
      },
      {
        route: 'POST /admin/people/:id',
        may: ['editor', 'admin'],
        send: (w) =>
          post(w, `/admin/people/${personId}`, { name: 'Role Test', name_fa: 'آزمون نقش', kind: 'director' }),
      },
      {
        route: 'POST /admin/people/:id/credits',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/people/${personId}/credits`, { title_id: filmId, role: 'director' }),
      },
      {
        route: 'POST /admin/people/:id/credits/remove',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/people/${personId}/credits/remove`, { title_id: filmId, role: 'director' }),
      },
      { route: 'GET /admin/genres', may: ['editor', 'admin'], send: (w) => as(w, '/admin/genres') },
      { route: 'POST /admin/genres', may: ['editor', 'admin'], send: (w) => post(w, '/admin/genres', genre) },
      {
        route: 'POST /admin/genres/:key',
        may: ['editor', 'admin'],
        send: (w) => post(w, '/admin/genres/role_test', genre),
      },
      {
        route: 'POST /admin/genres/:key/move',
        may: ['editor', 'admin'],
        send: (w) => post(w, '/admin/genres/role_test/move', { step: 'up' }),
      },
      {
        route: 'POST /admin/genres/:key/delete',
        may: ['editor', 'admin'],
        send: (w) => post(w, '/admin/genres/role_test/delete', {}),
      },
      { route: 'GET /admin/lists', may: ['editor', 'admin'], send: (w) => as(w, '/admin/lists') },
      { route: 'GET /admin/lists/:key', may: ['editor', 'admin'], send: (w) => as(w, '/admin/lists/role-test') },
      {
        route: 'POST /admin/lists',
        may: ['editor', 'admin'],
        send: (w) => post(w, '/admin/lists', { key: 'role-test', ...list }),
      },
      {
        route: 'POST /admin/lists/:key',
        may: ['editor', 'admin'],
        send: (w) => post(w, '/admin/lists/role-test', list),
      },
      {
        route: 'POST /admin/lists/:key/home',
        may: ['editor', 'admin'],
        send: (w) => post(w, '/admin/lists/role-test/home', { on_home: false }),
      },
      {
        route: 'POST /admin/lists/:key/move',
        may: ['editor', 'admin'],
        send: (w) => post(w, '/admin/lists/role-test/move', { step: 'down' }),
      },
      {
        route: 'POST /admin/lists/:key/titles',
        may: ['editor', 'admin'],
        send: (w) => post(w, '/admin/lists/role-test/titles', { title_id: filmId }),
      },
      {
        route: 'POST /admin/lists/:key/titles/:title/move',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/lists/role-test/titles/${filmId}/move`, { step: 'up' }),
      },
      {
        route: 'POST /admin/lists/:key/titles/:title/remove',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/lists/role-test/titles/${filmId}/remove`, {}),
      },
      // Last of the list's calls: the list is gone after it.
      {
        route: 'POST /admin/lists/:key/delete',
        may: ['editor', 'admin'],
        send: (w) => post(w, '/admin/lists/role-test/delete', {}),
      },
      { route: 'GET /admin/slides', may: ['editor', 'admin'], send: (w) => as(w, '/admin/slides?title_q=night') },
      {
        route: 'POST /admin/slides',
        may: ['editor', 'admin'],
        send: (w) => post(w, '/admin/slides', { title_id: filmId }),
      },
      {
        route: 'POST /admin/slides/:id',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/slides/${slideId}`, { active: false }),
      },
      {
        route: 'POST /admin/slides/:id/move',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/slides/${slideId}/move`, { step: 'up' }),
      },
      {
        route: 'POST /admin/slides/:id/remove',
        may: ['editor', 'admin'],
        send: (w) => post(w, `/admin/slides/${slideId}/remove`, {}),
      },
      { route: 'GET /admin/brands', may: ['admin'], send: (w) => as(w, '/admin/brands') },
      // docs/admin.md "Artwork" and "Brands" (tests/provider/admin-artwork.test.ts, admin-brands.test.ts).
      {
        route: 'GET /admin/artwork/:kind/:target',
        may: ['editor', 'admin'],
        send: (w) => as(w, `/admin/artwork/poster/${filmId}`),
      },
      {
        route: 'POST /admin/artwork/:kind/:target',
        may: ['editor', 'admin'],
        send: (w) => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(8)], { type: 'image/png' }), 'p.png');
          return as(w, `/admin/artwork/poster/${filmId}`, { method: 'POST', body: form });
        },
      },
      { route: 'GET /admin/brands/:domain', may: ['admin'], send: (w) => as(w, '/admin/brands/localhost') },
      {
        route: 'POST /admin/brands',
        may: ['admin'],
        send: (w) => post(w, '/admin/brands', { domain: 'roles.example', app_name: 'R', app_name_fa: 'ر' }),
      },
      {
        route: 'POST /admin/brands/:domain',
        may: ['admin'],
        send: (w) => post(w, '/admin/brands/roles.example', { app_name: 'R', app_name_fa: 'ر' }),
      },
      { route: 'GET /admin/audit', may: ['admin'], send: (w) => as(w, '/admin/audit') },
    ];
    // Every back-office route is in the table.
    const { adminRoutes } = await import('../../src/provider/http/routes/admin');
    const routes = new Set(adminRoutes.routes.map((r) => `${r.method} ${r.path}`));
    expect(new Set(calls.map((c) => c.route))).toEqual(routes);

    for (const call of calls) {
      expect({ route: call.route, guest: (await call.send(null)).status }).toEqual({ route: call.route, guest: 401 });
      for (const who of WHO) {
        const { status, body } = await call.send(staff[who]);
        if (call.may.includes(who)) expect({ route: call.route, who, status }).not.toMatchObject({ status: 403 });
        else {
          expect({ route: call.route, who, status }).toEqual({ route: call.route, who, status: 403 });
          expect(body.message_fa).toBeTruthy();
        }
      }
    }
  });

  it('asks for a fresh login code before a refund, a wallet adjustment or a role grant; one older than 5 minutes does not count', async () => {
    const finance = await member('09120000011', ['finance']);
    const target = await newUser(provider);
    const refused = await post(finance, `/admin/users/${target.userId}/wallet`, { amount: 1000, reason: 'goodwill' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors.step_up).toBeTruthy();
    await freshCode(finance);
    const me = await as(finance, '/admin/me');
    expect(me.body.data.fresh_code_until).toBeTruthy();
    expect(
      (await post(finance, `/admin/users/${target.userId}/wallet`, { amount: 1000, reason: 'goodwill' })).status,
    ).toBe(200);
    // Six minutes later the code no longer counts.
    const { db } = provider.database;
    await db
      .update(otpCodes)
      .set({ consumedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(otpCodes.mobile, finance.mobile));
    expect(
      (await post(finance, `/admin/users/${target.userId}/wallet`, { amount: 1000, reason: 'goodwill' })).status,
    ).toBe(403);
    // A wrong code is the login's 422, and confirms nothing.
    expect((await post(finance, '/admin/step-up', { code: '99999' })).status).toBe(422);
  });

  it('names the first admin by ADMIN_MOBILES; an admin grants a role, which takes effect at once and is audited', async () => {
    const me = await as(staff.admin, '/admin/me');
    expect(me.body.data.roles).toEqual(['admin']);
    const next = await member('09120000021', []);
    expect((await as(next, '/admin/me')).status).toBe(403);
    await freshCode(staff.admin);
    const granted = await post(staff.admin, `/admin/users/${next.userId}/roles`, { roles: ['editor'] });
    expect(granted.body.data.roles).toEqual(['editor']);
    expect((await as(next, '/admin/films')).status).toBe(200);
    expect((await as(next, '/admin/payments')).status).toBe(403);
    const row = await lastAudit(`user:${next.userId}`);
    expect(row).toMatchObject({
      action: 'roles.set',
      actorMobile: ADMIN_MOBILE,
      before: { roles: [] },
      after: { roles: ['editor'] },
    });
  });

  it('writes an audit row for each action, which cannot be changed or deleted, and finds it by search', async () => {
    await freshCode(staff.admin);
    const user = await newUser(provider);
    const created = await post(staff.admin, '/admin/films', film);
    const id = created.body.data.id;
    await post(staff.admin, `/admin/films/${id}`, { ...film, name: 'Night Train 2' });
    await post(staff.admin, `/admin/films/${id}/publish`, { published: true });
    await post(staff.admin, `/admin/users/${user.userId}/grant`, { plan_id: 1, days: 7, reason: 'outage' });
    await post(staff.admin, `/admin/users/${user.userId}/wallet`, { amount: 2000, reason: 'outage' });
    await post(staff.admin, `/admin/users/${user.userId}/sessions/end`, {});
    const planned = await post(staff.admin, '/admin/plans', plan);
    await post(staff.admin, `/admin/plans/${planned.body.data.id}`, { ...plan, toman: 120_000 });
    const { db } = provider.database;
    const rows = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorMobile, ADMIN_MOBILE))
      .orderBy(desc(auditLog.id))
      .limit(8);
    expect(rows.map((r) => `${r.action} ${r.target}`).reverse()).toEqual([
      `film.create title:${id}`,
      `film.update title:${id}`,
      `film.publish title:${id}`,
      `subscription.grant user:${user.userId}`,
      `wallet.adjust user:${user.userId}`,
      `sessions.end user:${user.userId}`,
      `plan.create plan:${planned.body.data.id}`,
      `plan.update plan:${planned.body.data.id}`,
    ]);
    const byAction = Object.fromEntries(rows.map((r) => [r.action, r]));
    expect(byAction['film.update']).toMatchObject({
      before: { name: 'Night Train' },
      after: { name: 'Night Train 2' },
    });
    expect(byAction['film.publish']).toMatchObject({ before: { published: false }, after: { published: true } });
    expect(byAction['wallet.adjust']).toMatchObject({
      before: { balance: 0 },
      after: { balance: 2000 },
      reason: 'outage',
    });
    expect(byAction['plan.update']).toMatchObject({ before: { toman: 100_000 }, after: { toman: 120_000 } });
    expect(byAction['sessions.end']).toMatchObject({ after: { ended: 1 } });
    await expect(db.update(auditLog).set({ action: 'nothing' }).where(eq(auditLog.id, rows[0]!.id))).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, rows[0]!.id))).rejects.toThrow();
    const found = await as(staff.admin, `/admin/audit?q=${encodeURIComponent(`user:${user.userId}`)}`);
    expect(found.body.data.rows.map((r: { action: string }) => r.action)).toEqual([
      'sessions.end',
      'wallet.adjust',
      'subscription.grant',
    ]);
    // The ended session is worthless now.
    expect((await provider.call('/get/my_wallet', postJson({}, user.auth))).status).toBe(401);
  });

  it('refunds a plan bought from the wallet: the money back, the subscription ended, once only, the ledger whole', async () => {
    await freshCode(staff.finance);
    const user = await newUser(provider);
    const top = await topUp(provider, user, 200_000);
    const bought = await provider.call(
      '/change_subscription',
      postJson(
        { host: 'localhost', content_id: 0, content_type: '0', ref: 0, method: 'credit', plan_id: 1 },
        user.auth,
      ),
    );
    expect(bought.status).toBe(200);
    const before = await balanceOf(provider, user);
    const found = await as(staff.finance, `/admin/payments?mobile=${user.mobile}&status=paid`);
    const payment = found.body.data.payments.find((p: { purpose: string }) => p.purpose === 'subscription');
    const refund = await post(staff.finance, `/admin/payments/${payment.id}/refund`, { reason: 'asked in a day' });
    expect(refund.status).toBe(200);
    expect(await balanceOf(provider, user)).toBe(before + payment.amount);
    const state = (await provider.call('/ghost/get/checkuser', { headers: user.auth })).body.data.user;
    expect(state).toMatchObject({ subscription: 0, days_period_to_end: 0 });
    const again = await post(staff.finance, `/admin/payments/${payment.id}/refund`, { reason: 'asked in a day' });
    expect(again.status).toBe(409);
    // A top-up is already in the wallet: nothing to refund there.
    const topUpRow = found.body.data.payments.find((p: { purpose: string }) => p.purpose === 'wallet');
    expect(topUpRow.ref_num).toBe(top.ref);
    expect(
      (await post(staff.finance, `/admin/payments/${topUpRow.id}/refund`, { reason: 'asked in a day' })).status,
    ).toBe(422);
    const listed = await as(staff.finance, `/admin/payments?ref=${payment.id}`);
    expect(listed.body.data.payments[0]).toMatchObject({ id: payment.id, refunded: payment.amount, status: 'paid' });
    const report = await provider.handle(
      new Request('http://localhost/api/v1/admin/reports/daily?format=csv', { headers: staff.finance.auth }),
    );
    expect(report.headers.get('content-type')).toMatch(/text\/csv/);
    const csv = await report.text();
    expect(csv.split('\n')[0]).toBe('day,gateway,brand,payments,amount_toman,vat_toman,refunded_toman');
    // The day's wallet payments (the plan) with its refund, and the bank's (the top-up) by brand.
    const lines = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','));
    const refunded = lines.filter((l) => l[1] === 'wallet').reduce((sum, l) => sum + Number(l[6]), 0);
    expect(refunded).toBeGreaterThanOrEqual(payment.amount);
    expect(lines.some((l) => l[1] === 'sandbox' && l[2] === 'localhost' && Number(l[4]) >= 200_000)).toBe(true);
    expect(await expectLedgerHolds(provider)).toBeUndefined();
  });

  it('asks the bank now about a pending payment: paid at the bank settles once and is audited; a settled one is refused', async () => {
    const user = await newUser(provider);
    const started = await charge(provider, user, 12_000);
    const id = started.body.data.payment_id as number;
    // Still on the bank page: the bank says the order is open, so the payment stays pending.
    const open = await post(staff.support, `/admin/payments/${id}/inquire`, {});
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ id, before: 'pending', status: 'pending' });
    // Paid at the bank, never came back: asking now settles it, and the wallet has the money.
    await payAtBank(provider, started.body.data.pay_url);
    const settled = await post(staff.support, `/admin/payments/${id}/inquire`, {});
    expect(settled.body.data).toMatchObject({ id, before: 'pending', status: 'paid' });
    expect(settled.body.data.ref_num).toMatch(/\S/);
    expect(await balanceOf(provider, user)).toBe(12_000);
    // Settled now: asking again is refused in both languages and changes nothing.
    const again = await post(staff.finance, `/admin/payments/${id}/inquire`, {});
    expect(again.status).toBe(409);
    expect(again.body.message_fa).toMatch(/[\u0600-\u06ff]/);
    expect(await balanceOf(provider, user)).toBe(12_000);
    const rows = await as(staff.admin, `/admin/audit?q=${encodeURIComponent(`payment:${id}`)}`);
    const actions = rows.body.data.rows.filter((r: { action: string }) => r.action === 'payment.inquire');
    expect(actions.map((r: { after: { status: string } }) => r.after.status).sort()).toEqual(['paid', 'pending']);
    expect((await post(staff.support, '/admin/payments/999999/inquire', {})).status).toBe(404);
  });

  it('adjusts a wallet with a reason through the ledger, never below zero', async () => {
    await freshCode(staff.finance);
    const user = await newUser(provider);
    const add = await post(staff.finance, `/admin/users/${user.userId}/wallet`, {
      amount: '۵٬۰۰۰',
      reason: 'compensation',
    });
    expect(add.body.data.balance).toBe(5000);
    const over = await post(staff.finance, `/admin/users/${user.userId}/wallet`, {
      amount: -6000,
      reason: 'correction',
    });
    expect(over.status).toBe(422);
    expect(over.body.message_fa).toMatch(/موجودی/);
    const noReason = await post(staff.finance, `/admin/users/${user.userId}/wallet`, { amount: 100, reason: '' });
    expect(noReason.status).toBe(422);
    expect(
      (await post(staff.finance, `/admin/users/${user.userId}/wallet`, { amount: -5000, reason: 'correction' })).status,
    ).toBe(200);
    expect(await balanceOf(provider, user)).toBe(0);
    const rows = await provider.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.userId), eq(ledgerEntries.kind, 'adjustment')))
      .orderBy(ledgerEntries.id);
    expect(rows.map((r) => [r.amount, r.balanceAfter, r.reason])).toEqual([
      [5000, 5000, 'compensation'],
      [-5000, 0, 'correction'],
    ]);
    const seen = await as(staff.finance, `/admin/users?mobile=${user.mobile}`);
    expect(seen.body.data.wallet).toMatchObject({ balance: 0 });
    expect(seen.body.data.wallet.ledger).toHaveLength(2);
  });

  it('changes a price for new purchases only: running subscriptions and payments already started keep theirs', async () => {
    const created = await post(staff.finance, '/admin/plans', { ...plan, name: 'Monthly' });
    const planId = created.body.data.id as number;
    const subscriber = await newUser(provider);
    await topUp(provider, subscriber, 110_000);
    const buy = (user: User, method: string) =>
      provider.call(
        '/change_subscription',
        postJson({ host: 'localhost', content_id: 0, content_type: '0', ref: 0, method, plan_id: planId }, user.auth),
      );
    expect((await buy(subscriber, 'credit')).status).toBe(200);
    const { db } = provider.database;
    const subsBefore = await db.select().from(subscriptions).where(eq(subscriptions.userId, subscriber.userId));
    // A payer who went to the bank before the change.
    const payer = await newUser(provider);
    const started = await buy(payer, 'saman');
    expect(started.status).toBe(200);

    const changed = await post(staff.finance, `/admin/plans/${planId}`, {
      ...plan,
      name: 'Monthly',
      toman: 150_000,
      days: 20,
    });
    expect(changed.status).toBe(200);

    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, subscriber.userId))).toEqual(
      subsBefore,
    );
    const { refNum } = await payAtBank(provider, started.body.link);
    const settled = await callback(provider, payer, 'subscription', {
      payment_id: started.body.data.payment_id,
      ref_num: refNum,
    });
    expect(settled.body.data).toMatchObject({ amount: 110_000, days: 30 });
    // A new purchase pays the new price and gets the new days.
    const late = await newUser(provider);
    await topUp(provider, late, 165_000);
    const bought = await buy(late, 'credit');
    expect(bought.body.data.days_period_to_end).toBe(20);
    expect(await balanceOf(provider, late)).toBe(0);
    const plans = await as(staff.finance, '/admin/plans');
    const listed = plans.body.data.find((p: { id: number }) => p.id === planId);
    expect(listed.versions.map((v: { toman: number }) => v.toman)).toEqual([150_000, 100_000]);
  });

  it('adds a film unpublished and the storefront sees it only once published', async () => {
    const created = await post(staff.editor, '/admin/films', {
      ...film,
      name: 'Glass Harbour',
      name_fa: 'بندر شیشه‌ای',
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ published: false, year: 2024, genres: ['drama'] });
    expect((await provider.call(`/getV2/movie/${id}`)).status).toBe(404);
    const search = () =>
      provider.call('/ghost/get/search', postJson({ query: 'Glass Harbour' })).then((r) => JSON.stringify(r.body));
    expect(await search()).not.toContain('Glass Harbour');
    // Nor is a draft in its genre's list (rated 0, it would be on the last page).
    const dramaTotal = async () =>
      (await provider.call('/ghost/get/get_listV3/drama?page=1')).body.data.list.total as number;
    const before = await dramaTotal();
    await post(staff.editor, `/admin/films/${id}/publish`, { published: true });
    const page = await provider.call(`/getV2/movie/${id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.movie.name_fa).toBe('بندر شیشه‌ای');
    expect(await search()).toContain('Glass Harbour');
    expect(await dramaTotal()).toBe(before + 1);
    const bad = await post(staff.editor, '/admin/films', { ...film, availability: 'price' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.price).toBeTruthy();
  });
});
