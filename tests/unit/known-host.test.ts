import { describe, expect, it } from 'vitest';
import { isKnownHost } from '../../src/lib/server/known-host';

describe('isKnownHost()', () => {
  const production = { NODE_ENV: 'production', SITE_DOMAIN: 'vod.example.ir', SITE_HOSTS: ['partner.example.ir'] };

  it('answers for the site domain and the configured brands, any port or case', () => {
    for (const host of ['vod.example.ir', 'VOD.example.ir:443', 'partner.example.ir', 'partner.example.ir.']) {
      expect(isKnownHost(host, production)).toBe(true);
    }
  });

  it('refuses every other host in production, loopback names included', () => {
    for (const host of [
      'evil.example',
      'vod.example.ir.evil.example',
      'localhost',
      '127.0.0.1:4321',
      '',
      'example.ir',
    ]) {
      expect(isKnownHost(host, production)).toBe(false);
    }
  });

  it('answers for loopback names on a development machine', () => {
    const development = { ...production, NODE_ENV: 'development' };
    for (const host of ['localhost:4321', '127.0.0.1:4390', '[::1]:4321', 'partner.localhost']) {
      expect(isKnownHost(host, development)).toBe(true);
    }
    expect(isKnownHost('evil.example', development)).toBe(false);
  });
});
