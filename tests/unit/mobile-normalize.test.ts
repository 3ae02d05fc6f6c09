import { describe, expect, it } from 'vitest';
import { normalizeMobile } from '../../src/contract/rules/mobile';

describe('normalizeMobile() (spec §5 Mobile)', () => {
  it.each([
    ['09121234567', '09121234567'],
    ['9121234567', '09121234567'],
    ['+989121234567', '09121234567'],
    ['989121234567', '09121234567'],
    ['00989121234567', '09121234567'],
    ['0912 123 4567', '09121234567'],
    ['0912-123-4567', '09121234567'],
    ['(0912) 123-4567', '09121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '09121234567'],
    ['+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷', '09121234567'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });

  it.each([
    '',
    '0912123456',
    '091212345678',
    '08121234567',
    '+9809121234567',
    '+1 9121234567',
    '0912abc4567',
    '0912.123.4567',
  ])('refuses %j', (input) => {
    expect(normalizeMobile(input)).toBeNull();
  });
});
