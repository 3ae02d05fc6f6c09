import type { SiteView } from '../api/views/site';
import { showsAppDownload } from './referral-ui';

/** spec §4 Auth: logged in when the user state is the user's (scope 'user'), not the guest's. */
export const isLoggedIn = (user: SiteView | null) => user?.scope.includes('user') ?? false;

/**
 * The parts of the header that depend on who is visiting (spec §2 Header), and 'subscribed': a
 * title page's play button in place of its buy-subscription button (the page is a guest's HTML).
 */
export const HEADER_PARTS = [
  'login',
  'account',
  'auto-payment',
  'buy-subscription',
  'renew-subscription',
  'subscribed',
  'app-download',
] as const;
export type HeaderPart = (typeof HEADER_PARTS)[number];

/** What a visitor sees before the user state is known, and without JavaScript: a guest's header. */
export const GUEST_PARTS: readonly HeaderPart[] = ['login', 'auto-payment', 'buy-subscription'];

/**
 * spec §2 Header subscription buttons and navigation. A guest sees 'auto payment' and 'buy
 * subscription' (each logs in first) and the login button. A user without a subscription sees
 * 'auto payment', and 'buy subscription' without access; with a subscription and access,
 * 'renew'. With a subscription but no access the spec names no button; §6 lets access decide
 * between buy and renew, so that user sees 'buy subscription'. Where the header offers renew, a
 * title page offers play instead of buy subscription ('subscribed'). The app-download link shows only
 * when show_app is set and the user is logged in.
 */
export function headerParts(user: SiteView | null): HeaderPart[] {
  if (!user || !isLoggedIn(user)) return [...GUEST_PARTS];
  const subscribed = user.subscription === 1;
  const parts: HeaderPart[] = ['account'];
  if (!subscribed) parts.push('auto-payment');
  if (!user.access) parts.push('buy-subscription');
  if (subscribed && user.access) parts.push('renew-subscription', 'subscribed');
  if (showsAppDownload(user.showApp, true)) parts.push('app-download');
  return parts;
}
