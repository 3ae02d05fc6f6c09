import Cookies from 'js-cookie';
import { installGoesStraight } from '../rules/referral-ui';
import { REF_COOKIE } from '../../contract/rules/referral';
import { $user } from '../../stores/auth';
import { isLoggedIn } from '../rules/account';
import { openLogin } from '../../stores/login';

// spec §2 Header and navigation: install links (marked data-install: the footer's app download
// link and QR code, the /download page's link, the header's app-download link) go straight
// through when show_app equals 3, or the user is logged in, or there is no ref cookie; otherwise
// the login modal opens, and after login the visitor lands where the link pointed. One delegated
// listener serves them all; without JavaScript (or before the user state is known) they are
// plain links.

/** The link's target as a site-relative path for the login redirect, or null for another site. */
export function loginRedirectOf(href: string, origin: string): string | null {
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Handles a click anywhere in the document; exported for the tests. */
export function onInstallClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const link = (event.target as Element | null)?.closest?.('a[data-install]');
  const user = $user.get();
  if (!(link instanceof HTMLAnchorElement) || !user) return;
  const straight = installGoesStraight({
    showApp: user.showApp,
    loggedIn: isLoggedIn(user),
    refCookie: Cookies.get(REF_COOKIE),
  });
  if (straight) return;
  event.preventDefault();
  openLogin({ preredirect: loginRedirectOf(link.href, location.origin) });
}

export function watchInstallLinks(): void {
  // Reading the user state starts its load (stores/auth.ts) on pages whose header has not yet.
  $user.listen(() => undefined);
  document.addEventListener('click', onInstallClick);
}
