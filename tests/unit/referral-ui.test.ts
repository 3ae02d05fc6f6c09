import { describe, expect, it } from 'vitest';
import { isDismissed, NOTIFY_QUIET_DAYS } from '../../src/lib/behaviours/dismissal';
import {
  installGoesStraight,
  showsAppDownload,
  showsNotifyPrompt,
  usesDarkLogo,
} from '../../src/lib/rules/referral-ui';

describe('showsNotifyPrompt() (spec §2 Footer, §9)', () => {
  it.each([
    // [main brand, ref cookie, shown]
    [true, undefined, true],
    [false, undefined, true],
    [true, '0', false],
    [true, '5', false],
    [true, '6', false],
    [true, '900', false],
    [false, '0', false],
    [false, '5', false],
    [false, '6', true],
    [false, '39134', true],
    [false, 'abc', false],
    [false, '', false],
    [false, '-7', false],
  ])('main brand %s with ref cookie %j: shown %s', (plus, ref, shown) => {
    expect(showsNotifyPrompt(plus, ref)).toBe(shown);
  });
});

describe('usesDarkLogo() (spec §9: a ref above 2)', () => {
  it.each([
    [undefined, false],
    ['0', false],
    ['2', false],
    ['3', true],
    ['62', true],
    ['x3', false],
  ])('ref cookie %j: %s', (ref, dark) => {
    expect(usesDarkLogo(ref)).toBe(dark);
  });
});

describe('installGoesStraight() (spec §2 install links)', () => {
  it.each([
    [{ showApp: 3, loggedIn: false, refCookie: '9' }, true],
    [{ showApp: 0, loggedIn: true, refCookie: '9' }, true],
    [{ showApp: 0, loggedIn: false, refCookie: undefined }, true],
    [{ showApp: 0, loggedIn: false, refCookie: '9' }, false],
    [{ showApp: 1, loggedIn: false, refCookie: '0' }, false],
    [{ showApp: 2, loggedIn: false, refCookie: '' }, false],
  ])('%j → straight %s', (context, straight) => {
    expect(installGoesStraight(context)).toBe(straight);
  });
});

describe('showsAppDownload() (spec §2 app-download link)', () => {
  it.each([
    [0, true, false],
    [1, true, true],
    [3, true, true],
    [1, false, false],
    [0, false, false],
  ])('show_app %i, logged in %s: %s', (showApp, loggedIn, shown) => {
    expect(showsAppDownload(showApp, loggedIn)).toBe(shown);
  });
});

describe('isDismissed() (the prompt stays away for 7 days)', () => {
  const now = 1_800_000_000_000;
  const day = 86_400_000;
  it.each([
    [null, false],
    [String(now), true],
    [String(now - (NOTIFY_QUIET_DAYS * day - 1)), true],
    [String(now - NOTIFY_QUIET_DAYS * day), false],
    [String(now + day), false],
    ['yes', false],
    ['1e12', false],
    ['', false],
  ])('stored %j: %s', (stored, dismissed) => {
    expect(isDismissed(stored, now)).toBe(dismissed);
  });
});
