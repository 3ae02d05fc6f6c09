import { describe, expect, it } from 'vitest';
import {
  canSendMobile,
  formatMobileGroups,
  isMobileKey,
  isMobileMarkedInvalid,
  mobileDigits,
  mobileFieldDigits,
} from '../../src/contract/rules/mobile';
import { CODE_LENGTH, isCompleteCode, normalizeCode } from '../../src/contract/rules/code';

describe('isMobileKey() (spec §5: only digits and editing keys while typing)', () => {
  it.each([
    ...'0123456789'.split(''),
    ...'۰۱۲۳۴۵۶۷۸۹'.split(''),
    ...'٠١٢٣٤٥٦٧٨٩'.split(''),
    'Backspace',
    'Delete',
    'ArrowLeft',
    'ArrowRight',
    'Tab',
    'Home',
    'End',
    'Enter',
  ])('accepts %j', (key) => {
    expect(isMobileKey(key)).toBe(true);
  });

  it.each(['a', 'Z', '+', '-', ' ', '(', ')', '.', 'س', 'e', 'ArrowUp', 'Escape', 'Shift', 'F5', '12', ''])(
    'refuses %j',
    (key) => {
      expect(isMobileKey(key)).toBe(false);
    },
  );
});

describe('mobileDigits()', () => {
  it.each([
    ['0912 123 4567', '09121234567'],
    ['۰۹۱۲-۱۲۳-۴۵۶۷', '09121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '09121234567'],
    ['+98 (912) 123', '98912123'],
    ['abc', ''],
  ])('keeps the Latin digits of %j', (input, expected) => {
    expect(mobileDigits(input)).toBe(expected);
  });
});

describe('mobileFieldDigits() (what the field keeps of typed, pasted or prefilled text)', () => {
  it.each([
    ['', ''],
    ['0912', '0912'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['0912 123 4567', '09121234567'],
    ['9121234567', '9121234567'],
    ['+98 912 123 4567', '09121234567'],
    ['+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷', '09121234567'],
    ['989121234567', '09121234567'],
    ['0098 912 123 4567', '09121234567'],
    ['0912123456789', '0912123456789'],
    ['09121234567891234', '0912123456789'],
    ['0912-abc', '0912'],
  ])('keeps %j as %j', (input, expected) => {
    expect(mobileFieldDigits(input)).toBe(expected);
  });
});

describe('formatMobileGroups() (spec §5: displayed in 4-3-4 groups)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['0912', '0912'],
    ['09121', '0912 1'],
    ['0912123', '0912 123'],
    ['09121234', '0912 123 4'],
    ['09121234567', '0912 123 4567'],
    ['0912 123 4567', '0912 123 4567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '0912 123 4567'],
    ['0912-123-4567', '0912 123 4567'],
    ['0912123456789', '0912 123 456789'],
  ])('shows %j as %j', (input, expected) => {
    expect(formatMobileGroups(input)).toBe(expected);
  });
});

describe('canSendMobile() (spec §5: enabled only when exactly 11 digits match)', () => {
  it.each([
    '09121234567',
    '0912 123 4567',
    '۰۹۱۲۱۲۳۴۵۶۷',
    '٠٩١٢ ١٢٣ ٤٥٦٧',
    '0912-123-4567',
    '(0912) 123 4567',
    '09351234567',
  ])('enables sending for %j', (input) => {
    expect(canSendMobile(input)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['10 digits', '0912123456'],
    ['10 digits without the 0 (matching, but not 11 digits)', '9121234567'],
    ['12 digits with 98 (matching, but not 11 digits)', '989121234567'],
    ['13 characters with +98', '+989121234567'],
    ['14 characters with 0098', '00989121234567'],
    ['12 digits', '091212345678'],
    ['11 digits not starting with 09', '08121234567'],
    ['11 digits starting with 9', '91212345678'],
    ['letters', '0912abc4567'],
  ])('keeps sending disabled for %s', (_name, input) => {
    expect(canSendMobile(input)).toBe(false);
  });
});

describe('isMobileMarkedInvalid() (spec §5: longer than 11 and not matching)', () => {
  it.each([
    ['empty', ''],
    ['a number being typed', '0912'],
    ['10 digits', '0912123456'],
    ['11 matching digits', '09121234567'],
    ['11 digits that do not match (not longer than 11)', '08121234567'],
    ['12 matching digits with 98', '989121234567'],
    ['+98 form', '+989121234567'],
    ['0098 form', '00989121234567'],
  ])('leaves %s unmarked', (_name, input) => {
    expect(isMobileMarkedInvalid(input)).toBe(false);
  });

  it.each([
    ['12 digits', '091212345678'],
    ['13 digits', '0912123456789'],
    ['12 Persian digits', '۰۹۱۲۱۲۳۴۵۶۷۸'],
    ['12 digits in groups', '0912 123 45678'],
  ])('marks %s invalid', (_name, input) => {
    expect(isMobileMarkedInvalid(input)).toBe(true);
  });
});

describe('normalizeCode() and isCompleteCode() (spec §5 Code: 4 digits)', () => {
  it('has 4 digits', () => {
    expect(CODE_LENGTH).toBe(4);
  });

  it.each([
    ['1234', '1234'],
    ['۱۲۳۴', '1234'],
    ['١٢٣٤', '1234'],
    ['۱2٣4', '1234'],
    ['12 34', '1234'],
    ['12-a4', '124'],
    ['123456', '1234'],
    ['abc', ''],
    ['', ''],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });

  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['۱۲۳۴', false],
    ['', false],
  ])('%j is complete: %s', (code, expected) => {
    expect(isCompleteCode(code)).toBe(expected);
  });
});
