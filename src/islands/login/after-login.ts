import type { Locale } from '../../lib/i18n';
import { localePath } from '../../contract/rules/paths';
import { safeRedirect } from '../../contract/rules/redirect';
import { loadUser } from '../../stores/auth';
import type { Prerefresh } from '../../stores/login';
import { openDirectdebit, openSubscription } from '../../stores/modals';

interface AfterLogin {
  onLoginPage: boolean;
  preredirect: string | null;
  prerefresh: Prerefresh | null;
  locale: Locale;
}

/** spec §4 Login flow step 5: the redirect rules after a successful login, in the spec's order. */
export async function followLogin({ onLoginPage, preredirect, prerefresh, locale }: AfterLogin): Promise<void> {
  // (a) On the static login page: its redirect query path when safe (spec §5), else home.
  if (onLoginPage) {
    const target = safeRedirect(new URLSearchParams(location.search).get('redirect'));
    location.assign(target ?? localePath(locale, '/'));
    return;
  }
  // (b) A preset redirect; one that fails the spec §5 rule counts as absent.
  const target = safeRedirect(preredirect);
  if (target) {
    location.assign(target);
    return;
  }
  // (c) A requested refresh: the user is fetched again, then the requested modal opens.
  if (prerefresh) {
    await loadUser();
    if (prerefresh === 'directdebit') openDirectdebit();
    else openSubscription();
    return;
  }
  // (d) Otherwise the page reloads (spec §4 Auth: after login the page reloads).
  location.reload();
}
