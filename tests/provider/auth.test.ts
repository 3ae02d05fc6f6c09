import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, smsOutbox, users } from '../../src/provider/db/schema';
import { sendCode, verifyCode } from '../../src/provider/domain/auth/otp';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { ENGINES, postJson, startProvider, type TestProvider } from './harness';

let n = 0;
/** A fresh number per test: limits are per number. */
const nextMobile = () => `0912${String(1_000_000 + ++n * 7919).slice(-7)}`;

describe.each(ENGINES)('login by SMS code on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());

  const send = (mobile: string, ip = '10.0.0.1', ref: unknown = 0) =>
    provider.call('/login/send-code', postJson({ mobile, ref }, { 'x-client-ip': ip }));
  const login = (mobile: string, password: string) => provider.call('/login', postJson({ mobile, password }));
  const lastCode = async (mobile: string) => {
    const response = await provider.handle(
      new Request(`http://localhost/api/dev/sms?mobile=${encodeURIComponent(mobile)}`),
    );
    return ((await response.json()) as { code: string }).code;
  };
  const rows = async (table: typeof users | typeof smsOutbox) =>
    (await provider.database.db.select({ n: count() }).from(table))[0]!.n;

  it('normalises any accepted form of the number and sends a 4-digit code', async () => {
    const { status, body } = await send('+۹۸ ۹۱۲ ۳۳۳ ۰۰۰۱');
    expect(status).toBe(200);
    expect(body.data).toEqual({ sent: true, resend_after: 90 });
    const dev = await provider.handle(new Request('http://localhost/api/dev/sms?mobile=09123330001'));
    const sms = (await dev.json()) as { mobile: string; code: string; sent_at: string };
    expect(sms.mobile).toBe('09123330001');
    expect(sms.code).toMatch(/^\d{4}$/);
    expect(Date.parse(sms.sent_at)).not.toBeNaN();
  });

  it('answers the same for a new and a known number', async () => {
    const mobile = nextMobile();
    const first = await send(mobile);
    await provider.database.db
      .update(otpCodes)
      .set({ createdAt: new Date(0) })
      .where(eq(otpCodes.mobile, mobile));
    const again = await sendCode(provider.database.db, outboxDriver, mobile, 0, 'x', new Date(Date.now() + 91_000));
    expect(first.body.data).toEqual(again);
  });

  it.each(['0912', '08121234567', 'abcdefghijk', ''])(
    'refuses the mobile %j with 422 and writes nothing',
    async (mobile) => {
      const [usersBefore, smsBefore] = [await rows(users), await rows(smsOutbox)];
      const { status, body } = await send(mobile);
      expect(status).toBe(422);
      expect(body.errors.mobile[0]).toBe('شماره موبایل را به درستی وارد کنید');
      expect(body.message_fa).toMatch(/[\u0600-\u06ff]/);
      expect([await rows(users), await rows(smsOutbox)]).toEqual([usersBefore, smsBefore]);
    },
  );

  it('logs in with the code, once: the token is opaque, long and works; the code is single use', async () => {
    const mobile = nextMobile();
    await send(mobile, '10.0.0.2', 7);
    const code = await lastCode(mobile);
    const { status, body, headers } = await login(
      mobile,
      code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d))),
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const token: string = body.data.token;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const me = await provider.call('/ghost/get/checkuser', { headers: { authorization: `Bearer ${token}` } });
    expect(me.body.data.user).toMatchObject({ mobile, scope: ['user'] });
    const again = await login(mobile, code);
    expect(again.status).toBe(422);
    expect(again.body.errors.password[0]).toBe('کد وارد شده اشتباه است یا منقضی شده است');
    const english = await provider.call(
      '/login',
      postJson({ mobile, password: code }, { 'accept-language': 'en-US,en;q=0.8' }),
    );
    expect(english.body.errors.password[0]).toBe('The code entered is incorrect or has expired');
  });

  it('refuses a ref that is not a number', async () => {
    const { status, body } = await send(nextMobile(), '10.0.0.3', 'abc');
    expect(status).toBe(422);
    expect(body.errors.ref).toBeTruthy();
  });

  it('stores codes hashed, never as sent', async () => {
    const mobile = nextMobile();
    await send(mobile, '10.0.0.4');
    const code = await lastCode(mobile);
    const [row] = await provider.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('voids the previous code when a new one is sent', async () => {
    const mobile = nextMobile();
    await send(mobile, '10.0.0.5');
    const first = await lastCode(mobile);
    await sendCode(provider.database.db, outboxDriver, mobile, 0, 'x', new Date(Date.now() + 91_000));
    const second = await lastCode(mobile);
    if (first !== second) expect((await login(mobile, first)).status).toBe(422);
    expect((await login(mobile, second)).status).toBe(200);
  });

  it('refuses a code after 5 minutes', async () => {
    const mobile = nextMobile();
    await send(mobile, '10.0.0.6');
    const code = await lastCode(mobile);
    await expect(
      verifyCode(provider.database.db, mobile, code, new Date(Date.now() + 5 * 60_000 + 1000)),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('voids a code after 5 wrong tries: the right one is refused afterwards', async () => {
    const mobile = nextMobile();
    await send(mobile, '10.0.0.7');
    const code = await lastCode(mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) expect((await login(mobile, wrong)).status).toBe(422);
    expect((await login(mobile, code)).status).toBe(422);
  });

  it('cools a number down for 15 minutes after 10 wrong codes in a row, across codes', async () => {
    const mobile = nextMobile();
    const db = provider.database.db;
    let now = Date.now();
    await sendCode(db, outboxDriver, mobile, 0, 'a', new Date(now));
    for (let i = 0; i < 5; i++) await verifyCode(db, mobile, '9999', new Date(now)).catch(() => null);
    now += 91_000;
    await sendCode(db, outboxDriver, mobile, 0, 'b', new Date(now));
    const code = await lastCode(mobile);
    const wrong = code === '9999' ? '8888' : '9999';
    for (let i = 0; i < 4; i++)
      await expect(verifyCode(db, mobile, wrong, new Date(now))).rejects.toMatchObject({ status: 422 });
    await expect(verifyCode(db, mobile, wrong, new Date(now))).rejects.toMatchObject({ status: 422 });
    // The 10th wrong try set the cooldown: even a right code of a new send is refused with 429.
    now += 91_000;
    await sendCode(db, outboxDriver, mobile, 0, 'c', new Date(now));
    const fresh = await lastCode(mobile);
    const locked = await verifyCode(db, mobile, fresh, new Date(now)).catch((e) => e);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['Retry-After'])).toBeGreaterThan(13 * 60);
    expect(locked.messageFa).toMatch(/دقیقه/);
    // After the cooldown the code works again.
    await expect(
      verifyCode(db, mobile, fresh, new Date(now + 15 * 60_000 + 1000)).catch((e) => e),
    ).resolves.toMatchObject({ status: 422 });
  });

  it('sends at most one code per 90 seconds to a number from one address, with Retry-After', async () => {
    const mobile = nextMobile();
    expect((await send(mobile, '10.0.1.1')).status).toBe(200);
    const { status, body, headers } = await send(mobile, '10.0.1.1');
    expect(status).toBe(429);
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(80);
    expect(Number(headers.get('retry-after'))).toBeLessThanOrEqual(90);
    expect(body.message_fa).toMatch(/ثانیه/);
    // Another address has its own budget (the owner, while someone else asks).
    expect((await send(mobile, '10.0.1.2')).status).toBe(200);
  });

  it('sends at most 5 codes an hour and 10 a day to a number from one address', async () => {
    const mobile = nextMobile();
    const db = provider.database.db;
    const start = Date.now();
    const from = '10.0.1.3';
    for (let i = 0; i < 5; i++) await sendCode(db, outboxDriver, mobile, 0, from, new Date(start + i * 91_000));
    // The hour's first send frees a place an hour after it: 3,600 - 5 × 91 s from now.
    await expect(sendCode(db, outboxDriver, mobile, 0, from, new Date(start + 5 * 91_000))).rejects.toMatchObject({
      status: 429,
      headers: { 'Retry-After': String(3600 - 5 * 91) },
    });
    for (let i = 0; i < 5; i++)
      await sendCode(db, outboxDriver, mobile, 0, from, new Date(start + 3_700_000 + i * 91_000));
    // Ten in the day: the day's first send frees a place a day after it.
    await expect(sendCode(db, outboxDriver, mobile, 0, from, new Date(start + 7_500_000))).rejects.toMatchObject({
      status: 429,
      headers: { 'Retry-After': String(86_400 - 7_500) },
    });
    // The attacker's day of sends left the owner's untouched: they ask from their address and log in.
    await sendCode(db, outboxDriver, mobile, 0, '10.0.1.4', new Date(start + 7_500_000));
    const code = await lastCode(mobile);
    await expect(verifyCode(db, mobile, code, new Date(start + 7_500_000))).resolves.toHaveProperty('token');
  });

  it('sends at most 20 codes a day to a number from all addresses together, and says so', async () => {
    const mobile = nextMobile();
    const db = provider.database.db;
    const now = new Date();
    for (let i = 0; i < 20; i++) await sendCode(db, outboxDriver, mobile, 0, `10.0.8.${i}`, now);
    const refused = await sendCode(db, outboxDriver, mobile, 0, '10.0.8.100', now).catch((e) => e);
    expect(refused).toMatchObject({ status: 429, headers: { 'Retry-After': '86400' } });
    expect(refused.messageFa).toBe(
      'امروز بیش از حد مجاز برای این شماره کد ارسال شده است. لطفاً 24 ساعت دیگر دوباره تلاش کنید.',
    );
    expect(refused.message).toBe('Too many codes have been sent to this number today. Try again in 24 hours.');
  });

  it('limits code sends per client address, whatever the numbers', async () => {
    const db = provider.database.db;
    const now = new Date();
    for (let i = 0; i < 30; i++) await sendCode(db, outboxDriver, nextMobile(), 0, '10.9.9.9', now);
    const refused = await sendCode(db, outboxDriver, nextMobile(), 0, '10.9.9.9', now).catch((e) => e);
    expect(refused.status).toBe(429);
    expect(refused.messageFa).toMatch(/^از شبکهٔ شما بیش از حد مجاز درخواست کد شده است\./);
  });

  it('revokes the session on the server at logout, by POST and by GET /logout?2', async () => {
    for (const init of [{ method: 'POST' }, { method: 'GET' }]) {
      const mobile = nextMobile();
      await send(mobile, `10.0.2.${init.method.length}`);
      const { body } = await login(mobile, await lastCode(mobile));
      const auth = { authorization: `Bearer ${body.data.token}` };
      const out = await provider.call(init.method === 'GET' ? '/logout?2' : '/logout', { ...init, headers: auth });
      expect(out.status).toBe(200);
      const me = await provider.call('/ghost/get/checkuser', { headers: auth });
      expect(me.status).toBe(401);
    }
  });
});

describe('the demo SMS inbox', () => {
  it('does not exist with a real SMS gateway', async () => {
    const { kavenegarDriver } = await import('../../src/provider/domain/auth/sms');
    const provider = await startProvider('pglite', {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: kavenegarDriver('key', undefined, async () => new Response('{}')),
    });
    try {
      expect((await provider.call('/../dev/sms?mobile=09120000000')).status).toBe(404);
      const response = await provider.handle(new Request('http://localhost/api/dev/sms?mobile=09120000000'));
      expect(response.status).toBe(404);
    } finally {
      await provider.close();
    }
  });

  it('sends through Kavenegar with the key in the path and the code in the message', async () => {
    const { kavenegarDriver } = await import('../../src/provider/domain/auth/sms');
    const calls: [string, RequestInit | undefined][] = [];
    const driver = kavenegarDriver('SECRET', '1000', async (url, init) => {
      calls.push([String(url), init]);
      return new Response('{}');
    });
    await driver.send(null as never, '09121234567', '4321', new Date());
    expect(calls[0]![0]).toBe('https://api.kavenegar.com/v1/SECRET/sms/send.json');
    const form = calls[0]![1]!.body as URLSearchParams;
    expect(form.get('receptor')).toBe('09121234567');
    expect(form.get('message')).toContain('4321');
    expect(form.get('sender')).toBe('1000');
  });
});

describe.skipIf(!ENGINES.includes('postgres'))('two server processes on one PostgreSQL', () => {
  it('agree on the send limit and on the lockout of a number', async () => {
    const pg = await import('pg');
    const { openPostgres } = await import('../../src/provider/db/client');
    const { createProvider } = await import('../../src/provider');
    const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const schema = `t_twin_${Date.now().toString(36)}`;
    const settings = { defaultDomain: 'localhost', checkSuffix: '/checkuser', sms: outboxDriver };
    const a = await createProvider(await openPostgres(url, schema), settings);
    const b = await createProvider(await openPostgres(url, schema), settings);
    try {
      const sendVia = (p: typeof a, mobile: string) =>
        p.handle(new Request('http://localhost/api/v1/login/send-code', postJson({ mobile, ref: 0 })));
      expect((await sendVia(a, '09127770001')).status).toBe(200);
      expect((await sendVia(b, '09127770001')).status).toBe(429);
      // Wrong codes through both processes add up to one count per number.
      const loginVia = (p: typeof a, password: string) =>
        p.handle(new Request('http://localhost/api/v1/login', postJson({ mobile: '09127770001', password })));
      const results = await Promise.all([a, b, a, b, a].map((p) => loginVia(p, '0000').then((r) => r.status)));
      expect(results.filter((s) => s === 422)).toHaveLength(5);
      const [row] = await a.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, '09127770001'));
      expect(row!.attempts).toBe(5);
      expect(row!.voidedAt).not.toBeNull();
    } finally {
      await Promise.all([a.close(), b.close()]);
      const client = new pg.default.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  });
});
