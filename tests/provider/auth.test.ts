import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, smsOutbox, users } from '../../src/provider/db/schema';
import { eventCount, SEND_LIMITS_PER_ADDRESS } from '../../src/provider/domain/auth/limits';
import { sendCode, TRIED_TOO_OFTEN, verifyCode, WRONG_CODE } from '../../src/provider/domain/auth/otp';
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
  const login = (mobile: string, password: string, ip = '10.0.0.1', language = 'fa') =>
    provider.call('/login', postJson({ mobile, password }, { 'x-client-ip': ip, 'accept-language': language }));
  const lastCode = async (mobile: string) => {
    const response = await provider.handle(
      new Request(`http://localhost/api/dev/sms?mobile=${encodeURIComponent(mobile)}`),
    );
    return ((await response.json()) as { code: string }).code;
  };
  /** Wrong codes counted against a number (limits.ts GUARD_AFTER_FAILURES_PER_NUMBER). */
  const failuresOf = (mobile: string) => eventCount(provider.database.db, 'fail:number', mobile);
  /** A code that is not `code`. */
  const wrongFor = (code: string) => (code === '0000' ? '1111' : '0000');
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
      '10.0.0.2',
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const token: string = body.data.token;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const me = await provider.call('/ghost/get/checkuser', { headers: { authorization: `Bearer ${token}` } });
    expect(me.body.data.user).toMatchObject({ mobile, scope: ['user'] });
    const again = await login(mobile, code, '10.0.0.2');
    expect(again.status).toBe(422);
    expect(again.body.errors.password[0]).toBe('کد وارد شده اشتباه است یا منقضی شده است');
    const english = await login(mobile, code, '10.0.0.2', 'en-US,en;q=0.8');
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

  it('voids the previous code when a new one is sent from the same address', async () => {
    const mobile = nextMobile();
    await send(mobile, '10.0.0.5');
    const first = await lastCode(mobile);
    await sendCode(provider.database.db, outboxDriver, mobile, 0, '10.0.0.5', new Date(Date.now() + 91_000));
    const second = await lastCode(mobile);
    if (first !== second) expect((await login(mobile, first, '10.0.0.5')).status).toBe(422);
    expect((await login(mobile, second, '10.0.0.5')).status).toBe(200);
  });

  it('keeps a code alive when another address asks for one: each address has its own', async () => {
    const mobile = nextMobile();
    await send(mobile, '10.0.0.8');
    const owners = await lastCode(mobile);
    expect((await send(mobile, '10.6.6.6')).status).toBe(200);
    expect((await login(mobile, owners, '10.0.0.8')).status).toBe(200);
  });

  it('refuses a code after 5 minutes', async () => {
    const mobile = nextMobile();
    await send(mobile, '10.0.0.6');
    const code = await lastCode(mobile);
    await expect(
      verifyCode(provider.database.db, mobile, code, '10.0.0.6', new Date(Date.now() + 5 * 60_000 + 1000)),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('voids a code after 5 wrong tries and says to ask for a new one, in fa and en', async () => {
    const mobile = nextMobile();
    await send(mobile, '10.0.0.7');
    const code = await lastCode(mobile);
    for (let i = 0; i < 4; i++) {
      const wrong = await login(mobile, wrongFor(code), '10.0.0.7');
      expect([wrong.status, wrong.body.errors.password[0]]).toEqual([422, WRONG_CODE.fa]);
    }
    const fifth = await login(mobile, wrongFor(code), '10.0.0.7');
    expect(fifth.status).toBe(422);
    expect(fifth.body.errors.password).toEqual([TRIED_TOO_OFTEN.fa]);
    expect(fifth.body.errors.password[0]).toBe('این کد بیش از حد مجاز اشتباه وارد شده است؛ کد جدیدی درخواست کنید');
    expect(fifth.body.message_fa).toBe(TRIED_TOO_OFTEN.fa);
    // The right code no longer opens it, and the answer still says what to do.
    const right = await login(mobile, code, '10.0.0.7');
    expect([right.status, right.body.errors.password[0]]).toEqual([422, TRIED_TOO_OFTEN.fa]);
    const english = await login(mobile, code, '10.0.0.7', 'en');
    expect(english.body.errors.password[0]).toBe('This code has been tried too many times; request a new code');
    expect(english.body.message).toBe(TRIED_TOO_OFTEN.en);
  });

  it("answers 429 to an address after its 10th wrong code in an hour, whatever the numbers, not to the owner's", async () => {
    const [victim, other] = [nextMobile(), nextMobile()];
    const attacker = '10.0.3.1';
    for (const mobile of [victim, other]) {
      await send(mobile, attacker);
      const code = await lastCode(mobile);
      for (let i = 0; i < 5; i++) expect((await login(mobile, wrongFor(code), attacker)).status).toBe(422);
    }
    const refused = await login(victim, '1234', attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
    expect(refused.body.message_fa).toMatch(/از شبکهٔ شما بیش از حد مجاز کد اشتباه وارد شده است.*دقیقه/);
    expect(refused.body.message).toMatch(
      /^Too many wrong codes have been entered from your network\. Try again in \d+ minutes\.$/,
    );
    // The owner, elsewhere, asks for a code and logs in with it.
    expect((await send(victim, '10.0.3.2')).status).toBe(200);
    expect((await login(victim, await lastCode(victim), '10.0.3.2')).status).toBe(200);
  });

  it('lets the owner log in with a fresh code from another address after an attacker guessed all day from one', async () => {
    const db = provider.database.db;
    const mobile = nextMobile();
    const attacker = '10.0.4.1';
    const owner = '10.0.4.2';
    const start = Date.now();
    const answers: number[] = [];
    // Ten rounds 12 minutes apart (the most sends one address gets in an hour), each a send and 5 guesses.
    let at = new Date(start);
    for (let round = 0; round < 10; round++) {
      at = new Date(start + round * 721_000);
      await sendCode(db, outboxDriver, mobile, 0, attacker, at).catch(() => null);
      const code = await lastCode(mobile);
      for (let i = 0; i < 5; i++)
        answers.push(
          await verifyCode(db, mobile, wrongFor(code), attacker, at).then(
            () => 200,
            (e) => e.status,
          ),
        );
    }
    // 15 wrong codes reached a code (the old rule locked the number out at 10); the address got 429.
    expect(await failuresOf(mobile)).toBe(15);
    expect(answers).toContain(429);
    // The owner's own typo voids the code (the number is guarded), a new one opens the account.
    at = new Date(at.getTime() + 1000);
    await sendCode(db, outboxDriver, mobile, 0, owner, at);
    const typo = await verifyCode(db, mobile, wrongFor(await lastCode(mobile)), owner, at).catch((e) => e);
    expect([typo.status, typo.errorsFa.password[0]]).toEqual([422, TRIED_TOO_OFTEN.fa]);
    at = new Date(at.getTime() + 91_000);
    await sendCode(db, outboxDriver, mobile, 0, owner, at);
    await expect(verifyCode(db, mobile, await lastCode(mobile), owner, at)).resolves.toHaveProperty('token');
  });

  it('lets the owner log in with a fresh code from another address after guesses from many addresses', async () => {
    const mobile = nextMobile();
    const statuses: number[] = [];
    for (let a = 0; a < 6; a++) {
      const attacker = `10.0.5.${a}`;
      expect((await send(mobile, attacker)).status).toBe(200);
      const code = await lastCode(mobile);
      for (let i = 0; i < 5; i++) statuses.push((await login(mobile, wrongFor(code), attacker)).status);
    }
    expect(statuses).toEqual(Array(30).fill(422));
    // Two codes took 5 wrong tries each; then the number was guarded and each code took one.
    expect(await failuresOf(mobile)).toBe(14);
    expect((await send(mobile, '10.0.5.100')).status).toBe(200);
    expect((await login(mobile, await lastCode(mobile), '10.0.5.100')).status).toBe(200);
  });

  it.each([
    ['one address', ['10.0.9.1']],
    ['three addresses', ['10.0.9.2', '10.0.9.3', '10.0.9.4']],
  ])('does not lock a number after 12 wrong codes from %s: the owner logs in from another', async (_, attackers) => {
    const mobile = nextMobile();
    for (let i = 0; i < 12; i++) await login(mobile, String(1000 + i), attackers[i % attackers.length]);
    expect((await send(mobile, '10.0.9.9')).status).toBe(200);
    expect((await login(mobile, await lastCode(mobile), '10.0.9.9')).status).toBe(200);
  });

  it("cannot void the owner's live code by guessing at it from other addresses", async () => {
    const mobile = nextMobile();
    await send(mobile, '10.0.6.1');
    const code = await lastCode(mobile);
    const answers: string[] = [];
    for (let a = 2; a < 6; a++)
      for (let i = 0; i < 5; i++)
        answers.push((await login(mobile, wrongFor(code), `10.0.6.${a}`)).body.errors.password[0]);
    // Three wrong tries from elsewhere close the code to everyone but the address that asked for it.
    expect(answers.slice(0, 2)).toEqual([WRONG_CODE.fa, WRONG_CODE.fa]);
    expect(new Set(answers.slice(2))).toEqual(new Set([TRIED_TOO_OFTEN.fa]));
    expect(await failuresOf(mobile)).toBe(3);
    expect((await login(mobile, code, '10.0.6.1')).status).toBe(200);
  });

  it('takes the code from an address that asked for none, as an owner whose address changed', async () => {
    const mobile = nextMobile();
    await send(mobile, '10.0.7.1');
    expect((await login(mobile, await lastCode(mobile), '10.0.7.2')).status).toBe(200);
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
    await expect(verifyCode(db, mobile, code, '10.0.1.4', new Date(start + 7_500_000))).resolves.toHaveProperty(
      'token',
    );
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
    const perHour = SEND_LIMITS_PER_ADDRESS[0]!.max;
    expect(perHour).toBe(60);
    for (let i = 0; i < perHour; i++) await sendCode(db, outboxDriver, nextMobile(), 0, '10.9.9.9', now);
    const refused = await sendCode(db, outboxDriver, nextMobile(), 0, '10.9.9.9', now).catch((e) => e);
    expect(refused.status).toBe(429);
    expect(refused.messageFa).toMatch(/^از شبکهٔ شما بیش از حد مجاز درخواست کد شده است\./);
  });

  it('takes the per-address cap from its configuration (LOGIN_SENDS_PER_ADDRESS_HOUR), through the send-code call', async () => {
    const small = await startProvider(engine, {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      loginSendsPerAddressHour: 3,
    });
    try {
      const send = (mobile: string) =>
        small.call('/login/send-code', postJson({ mobile, ref: 0 }, { 'x-client-ip': '10.9.8.7' }));
      for (let i = 0; i < 3; i++) expect((await send(nextMobile())).status).toBe(200);
      const refused = await send(nextMobile());
      expect(refused.status).toBe(429);
      expect(refused.body.message_fa).toMatch(/^از شبکهٔ شما بیش از حد مجاز درخواست کد شده است\./);
      // Another address is not held by this one's count.
      const other = await small.call(
        '/login/send-code',
        postJson({ mobile: nextMobile(), ref: 0 }, { 'x-client-ip': '10.9.8.8' }),
      );
      expect(other.status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('revokes the session on the server at logout, by POST and by GET /logout?2', async () => {
    for (const init of [{ method: 'POST' }, { method: 'GET' }]) {
      const mobile = nextMobile();
      const ip = `10.0.2.${init.method.length}`;
      await send(mobile, ip);
      const { body } = await login(mobile, await lastCode(mobile), ip);
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
  it("agree on the send limit and on a code's wrong tries", async () => {
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
