import { describe, expect, it } from 'vitest';
import { sameSite } from '../../src/lib/server/same-site';

const SITE = new URL('https://tv.example/plan/1');
const request = (method: string, headers: Record<string, string>, path = '/plan/1') =>
  [new Request(new URL(path, SITE), { method, headers }), new URL(path, SITE)] as const;

describe('the origin step (state-changing requests come from this site)', () => {
  it('lets reads through from anywhere', () => {
    expect(sameSite(...request('GET', { origin: 'https://evil.example' }))).toBe(true);
  });

  it('lets a form post from this origin through and refuses one from another', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(sameSite(...request('POST', { ...form, origin: 'https://tv.example' }))).toBe(true);
    expect(sameSite(...request('POST', { ...form, origin: 'https://evil.example' }))).toBe(false);
    expect(sameSite(...request('POST', { ...form, origin: 'null' }))).toBe(false);
  });

  it('refuses a form without Origin unless the browser says it is same-origin', () => {
    const form = { 'content-type': 'multipart/form-data; boundary=x' };
    expect(sameSite(...request('POST', form))).toBe(false);
    expect(sameSite(...request('POST', { ...form, 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(sameSite(...request('POST', { ...form, 'sec-fetch-site': 'same-origin' }))).toBe(true);
  });

  it('refuses a cross-site JSON call too, and lets a server-to-server one through', () => {
    const json = { 'content-type': 'application/json' };
    expect(sameSite(...request('POST', { ...json, origin: 'https://evil.example' }, '/api/v1/get/charge_wallet'))).toBe(
      false,
    );
    expect(sameSite(...request('POST', json, '/api/v1/get/charge_wallet'))).toBe(true);
  });

  it("takes the bank's form post back to /callback from the bank's origin, in both locales", () => {
    const bank = { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://sep.shaparak.ir' };
    expect(sameSite(...request('POST', bank, '/callback'))).toBe(true);
    expect(sameSite(...request('POST', bank, '/en/callback'))).toBe(true);
    expect(sameSite(...request('POST', bank, '/callback/x'))).toBe(false);
  });
});
