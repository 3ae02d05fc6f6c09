import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config';

describe('parseConfig()', () => {
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
    [{ PAGE_CACHE: 'false' }, 'PAGE_CACHE'],
    [{ API_CACHE: '0' }, 'API_CACHE'],
  ])('fails fast on %j naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(name);
  });
});

describe('parseConfig() in production', () => {
  const SECRET = 'a-media-secret-of-at-least-32-characters';

  it('starts with a media secret and an SMS driver chosen on purpose', () => {
    expect(parseConfig({ NODE_ENV: 'production', MEDIA_SECRET: SECRET, SMS_DRIVER: 'outbox' }).SMS_DRIVER).toBe(
      'outbox',
    );
  });

  it.each([
    [{ SMS_DRIVER: 'outbox' }, 'MEDIA_SECRET'],
    [{ MEDIA_SECRET: SECRET }, 'SMS_DRIVER: set it explicitly'],
    [{ MEDIA_SECRET: SECRET, SMS_DRIVER: 'console' }, 'console prints login codes'],
  ])('refuses the laptop defaults: %j names %s', (env, message) => {
    expect(() => parseConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
  });

  it('keeps the laptop defaults outside production', () => {
    expect(parseConfig({ SMS_DRIVER: 'console' }).MEDIA_SECRET).toBeUndefined();
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

describe('METRICS_TOKEN and LOG_LEVEL', () => {
  it('refuses a short metrics token and an unknown level', () => {
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN');
    expect(() => parseConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL');
  });
});
