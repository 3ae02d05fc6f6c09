import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/provider/domain/auth/address';

describe('the client address the limits count', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    // One IPv6 subscriber holds a /64: every address in it is one key.
    ['2001:db8:85a3:12:8a2e:370:7334:1', '2001:db8:85a3:12::/64'],
    ['2001:0db8:85a3:0012:ffff:ffff:ffff:ffff', '2001:db8:85a3:12::/64'],
    ['2001:DB8:85A3:12::1', '2001:db8:85a3:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('counts %j as %j', (given, key) => {
    expect(addressKey(given)).toBe(key);
  });

  it.each([undefined, null, '', '   '])('counts an unknown address (%j) as one shared key', (given) => {
    expect(addressKey(given)).toBe('unknown');
  });

  it('keeps what is not an address as given, at most 64 characters', () => {
    expect(addressKey('proxy-7')).toBe('proxy-7');
    expect(addressKey('x'.repeat(100))).toBe('x'.repeat(64));
  });
});
