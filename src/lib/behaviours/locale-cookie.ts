// spec §9: the locale being read is kept in the i18n_redirected cookie for 365 days, without
// making the HTML differ per visitor (the server never redirects on it). Written by the deferred
// behaviours script, not the head's boot script: reading document.cookie waits on the browser's
// cookie store, which first paint need not do.
import Cookies from 'js-cookie';

const LOCALE_COOKIE = 'i18n_redirected';

/** Writes the page's locale (<html data-locale>) into the cookie when it holds another. */
export function rememberLocale(): void {
  const locale = document.documentElement.dataset['locale'];
  if (!locale || Cookies.get(LOCALE_COOKIE) === locale) return;
  Cookies.set(LOCALE_COOKIE, locale, { expires: 365, path: '/', sameSite: 'lax' });
}
