import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config';

describe('parseConfig()', () => {
  it('reads ADMIN_MOBILES as mobiles in any accepted form, and refuses what is not one (docs/admin.md)', () => {
    expect(parseConfig({}).ADMIN_MOBILES).toEqual([]);
    expect(parseConfig({ ADMIN_MOBILES: '09121234567, +989351112233,۰۹۱۲۷۶۵۴۳۲۱' }).ADMIN_MOBILES).toEqual([
      '09121234567',
      '09351112233',
      '09127654321',
    ]);
    expect(() => parseConfig({ ADMIN_MOBILES: '09121234567,12345' })).toThrow(/ADMIN_MOBILES/);
  });

  it('gives the documented defaults for an empty environment', () => {
    expect(parseConfig({})).toMatchObject({
      DATA_DIR: './.data',
      SITE_DOMAIN: 'localhost',
      CHECK_SUFFIX: '/checkuser',
      SMS_DRIVER: 'outbox',
      PAGE_CACHE: 'on',
      API_CACHE: 'on',
    });
    expect(parseConfig({}).DATABASE_URL).toBeUndefined();
    expect(parseConfig({}).PROVIDER_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PROVIDER_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ PROVIDER_URL: 'ftp:/x' }, 'PROVIDER_URL'],
    [{ SMS_DRIVER: 'carrier-pigeon' }, 'SMS_DRIVER'],
    [{ CHECK_SUFFIX: 'checkuser' }, 'CHECK_SUFFIX'],
    [{ SMS_DRIVER: 'kavenegar' }, 'SMS_API_KEY'],
    [{ MEDIA_SECRET: 'too short to sign media' }, 'MEDIA_SECRET'],
    [{ MEDIA_TOKEN_TTL_S: '0' }, 'MEDIA_TOKEN_TTL_S'],
    [{ MEDIA_CORS_ORIGINS: 'https://cast.example.ir/receiver' }, 'MEDIA_CORS_ORIGINS'],
    [{ API_CORS_ORIGINS: 'https://app.example.ir/client' }, 'API_CORS_ORIGINS'],
    [{ API_CORS_ORIGINS: '*' }, 'API_CORS_ORIGINS'],
    [{ PAGE_CACHE: 'false' }, 'PAGE_CACHE'],
    [{ API_CACHE: '0' }, 'API_CACHE'],
  ])('fails fast on %j naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(name);
  });
});

describe('parseConfig() in production', () => {
  const SECRET = 'a-media-secret-of-at-least-32-characters';
  const REAL = { NODE_ENV: 'production', MEDIA_SECRET: SECRET, PAYMENT_GATEWAY: 'saman', SAMAN_TERMINAL_ID: '1234567' };

  it('starts with real drivers chosen on purpose', () => {
    expect(parseConfig({ ...REAL, SMS_DRIVER: 'kavenegar', SMS_API_KEY: 'key' }).SMS_DRIVER).toBe('kavenegar');
    expect(
      parseConfig({ ...REAL, SMS_DRIVER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.ir/send' }).SMS_DRIVER,
    ).toBe('webhook');
  });

  it.each([
    [{ SMS_DRIVER: 'kavenegar', SMS_API_KEY: 'k', MEDIA_SECRET: '' }, 'MEDIA_SECRET'],
    [{ SMS_DRIVER: undefined }, 'SMS_DRIVER: set it explicitly'],
    [{ SMS_DRIVER: 'console' }, 'SMS_DRIVER: console prints login codes'],
    [{ SMS_DRIVER: 'outbox' }, 'SMS_DRIVER: outbox sends no SMS'],
    [{ SMS_DRIVER: 'kavenegar', SMS_API_KEY: 'k', PAYMENT_GATEWAY: undefined }, 'PAYMENT_GATEWAY: set it explicitly'],
    [
      { SMS_DRIVER: 'kavenegar', SMS_API_KEY: 'k', PAYMENT_GATEWAY: 'sandbox' },
      'PAYMENT_GATEWAY: sandbox is a demo bank',
    ],
    [{ SMS_DRIVER: 'kavenegar', SMS_API_KEY: 'k', MEDIA_CORS_ORIGINS: 'http://cast.example.ir' }, 'MEDIA_CORS_ORIGINS: https'],
    [{ SMS_DRIVER: 'kavenegar', SMS_API_KEY: 'k', API_CORS_ORIGINS: 'http://app.example.ir' }, 'API_CORS_ORIGINS: https'],
  ])('fails closed: %j names %s', (env, message) => {
    const merged = Object.fromEntries(
      Object.entries({ ...REAL, ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    expect(() => parseConfig(merged)).toThrow(message);
  });

  it('runs the demo drivers in production only as a declared public demo', () => {
    const demo = { NODE_ENV: 'production', MEDIA_SECRET: SECRET, SMS_DRIVER: 'outbox', PAYMENT_GATEWAY: 'sandbox' };
    expect(() => parseConfig(demo)).toThrow('DEMO_MODE=on');
    expect(parseConfig({ ...demo, DEMO_MODE: 'on' })).toMatchObject({
      SMS_DRIVER: 'outbox',
      PAYMENT_GATEWAY: 'sandbox',
    });
    // Not even a demo prints codes into the log.
    expect(() => parseConfig({ ...demo, DEMO_MODE: 'on', SMS_DRIVER: 'console' })).toThrow('console');
  });

  it('keeps the laptop defaults outside production', () => {
    expect(parseConfig({ SMS_DRIVER: 'console' }).MEDIA_SECRET).toBeUndefined();
    expect(parseConfig({}).PAYMENT_GATEWAY).toBe('sandbox');
  });
});

describe('SMS_WEBHOOK_URL', () => {
  it.each(['https://sms.example.ir/send', 'http://127.0.0.1:8025/sms', 'http://localhost/sms'])('takes %s', (url) => {
    expect(parseConfig({ SMS_DRIVER: 'webhook', SMS_WEBHOOK_URL: url }).SMS_WEBHOOK_URL).toBe(url);
  });

  it.each([undefined, 'http://sms.example.ir/send', 'ftp://sms.example.ir'])('refuses %s', (url) => {
    expect(() => parseConfig({ SMS_DRIVER: 'webhook', ...(url ? { SMS_WEBHOOK_URL: url } : {}) })).toThrow(
      'SMS_WEBHOOK_URL',
    );
  });
});

describe('SITE_HOSTS', () => {
  it('lists the other host names served, lowercase', () => {
    expect(parseConfig({ SITE_HOSTS: ' Partner.example.ir  kids.example.ir ' }).SITE_HOSTS).toEqual([
      'partner.example.ir',
      'kids.example.ir',
    ]);
    expect(() => parseConfig({ SITE_HOSTS: 'https://partner.example.ir' })).toThrow('SITE_HOSTS');
  });
});

describe('APP_FRAME_ORIGINS', () => {
  it('lists the https origins that may frame /app, none by default', () => {
    expect(parseConfig({}).APP_FRAME_ORIGINS).toEqual([]);
    expect(
      parseConfig({ APP_FRAME_ORIGINS: ' https://app.example.ir  https://m.example.ir:8443 ' }).APP_FRAME_ORIGINS,
    ).toEqual(['https://app.example.ir', 'https://m.example.ir:8443']);
  });

  it.each(['http://app.example.ir', "'self'", 'https://app.example.ir/path', '*'])('refuses %s', (value) => {
    expect(() => parseConfig({ APP_FRAME_ORIGINS: value })).toThrow('APP_FRAME_ORIGINS');
  });
});

describe('VAT_PERCENT', () => {
  it("is the spec's 10 by default, a whole percent from 0 to 100 when set, and refused otherwise", () => {
    expect(parseConfig({}).VAT_PERCENT).toBe(10);
    expect(parseConfig({ VAT_PERCENT: '9' }).VAT_PERCENT).toBe(9);
    expect(parseConfig({ VAT_PERCENT: '0' }).VAT_PERCENT).toBe(0);
    for (const bad of ['9.5', '-1', '101', 'ten']) expect(() => parseConfig({ VAT_PERCENT: bad })).toThrow('VAT_PERCENT');
  });
});

describe('METRICS_TOKEN and LOG_LEVEL', () => {
  it('refuses a short metrics token and an unknown level', () => {
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN');
    expect(() => parseConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL');
  });
});
