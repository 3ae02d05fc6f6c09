import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUEST_PARTS, HEADER_PARTS, headerParts, isLoggedIn } from '../../src/lib/rules/account';
import { FALLBACK_SITE } from '../../src/lib/server/site-fallback';
import type { SiteUser } from '../../src/contract/schemas/site';
import { siteView, type SiteView } from '../../src/lib/api/views/site';

// The user state as the islands' store holds it (reshaped by the browser client).
const guest = (fields: Partial<SiteUser> = {}): SiteView =>
  siteView({ ...FALLBACK_SITE, scope: ['guest'], ...fields }, 'fa');
const member = (fields: Partial<SiteUser> = {}): SiteView =>
  siteView(
    {
      ...FALLBACK_SITE,
      scope: ['user'],
      mobile: '09121234567',
      subscription: 0,
      access: false,
      show_app: 0,
      ...fields,
    },
    'fa',
  );

describe('isLoggedIn() (spec §4 Auth)', () => {
  it.each([
    [null, false],
    [guest(), false],
    [member(), true],
  ])('%#: %s', (user, loggedIn) => expect(isLoggedIn(user)).toBe(loggedIn));
});

describe('headerParts() (spec §2 Header subscription buttons and navigation)', () => {
  it.each([
    ['unknown yet', null, ['login', 'auto-payment', 'buy-subscription']],
    ['a guest', guest({ subscription: 1, access: true }), ['login', 'auto-payment', 'buy-subscription']],
    ['a user without subscription or access', member(), ['account', 'auto-payment', 'buy-subscription']],
    ['a user without subscription, with access', member({ access: true }), ['account', 'auto-payment']],
    [
      'a subscriber with access (renew; title pages offer play)',
      member({ subscription: 1, access: true }),
      ['account', 'renew-subscription', 'subscribed'],
    ],
    ['a subscriber without access', member({ subscription: 1 }), ['account', 'buy-subscription']],
    [
      'a user with show_app set',
      member({ show_app: 1 }),
      ['account', 'auto-payment', 'buy-subscription', 'app-download'],
    ],
    ['a guest with show_app set', guest({ show_app: 2 }), ['login', 'auto-payment', 'buy-subscription']],
  ])('%s sees %j', (_, user, parts) => {
    expect(headerParts(user)).toEqual(parts);
  });
});

describe('the header parts in CSS (src/styles/_account-state.scss)', () => {
  const scss = readFileSync('src/styles/_account-state.scss', 'utf8');
  const list = (name: string) =>
    scss
      .match(new RegExp(`\\$${name}: ([^;]+);`))![1]!
      .split(',')
      .map((part) => part.trim());

  it('knows every part the rule names, the guest parts being the ones shown before the state is known', () => {
    expect(list('guest-parts')).toEqual(GUEST_PARTS);
    expect([...list('guest-parts'), ...list('user-parts')].sort()).toEqual([...HEADER_PARTS].sort());
  });
});
