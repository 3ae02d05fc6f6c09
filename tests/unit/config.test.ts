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
