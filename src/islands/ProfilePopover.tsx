import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { $user, logOut } from '../stores/auth';
import { headerParts, isLoggedIn } from '../lib/rules/account';
import { useHydrated } from './shared/useHydrated';
import { formatDigits, formatNumber, formatToman } from '../lib/i18n/format';
import { createTranslate, type Locale } from '../lib/i18n';
import { localePath } from '../contract/rules/paths';
import { openDirectdebit, openWallet } from '../stores/modals';
import { $wallet, loadWallet } from '../stores/wallet';

interface Props {
  locale: Locale;
  /** The id AccountButton's popoverTarget names. */
  id: string;
}

/** The wallet balance shown until POST /get/my_wallet answers (spec §9: default '0 toman'). */
const DEFAULT_CREDIT = 0;

/**
 * spec §2 Header: the profile popover (the platform's popover attribute: light dismiss, Escape
 * and focus return come with it): mobile, days left, wallet balance with a top-up link (and
 * automatic payment where the header offers it, so a phone reaches it too), my lists,
 * download app, payments and logout, which calls the auth logout and reloads. The server draws
 * the empty popover, so the account button opens it before this island hydrates (it hydrates as
 * it opens: client:interaction wakes on beforetoggle) and fills it from the user state.
 */
export default function ProfilePopover({ locale, id }: Props) {
  const t = createTranslate(locale);
  const user = useStore($user);
  const hydrated = useHydrated();
  const headingId = useId();
  const wallet = useStore($wallet);
  const loggedIn = isLoggedIn(user);
  // spec §2: the popover shows the wallet balance; it is asked for once the user is known.
  useEffect(() => {
    if (hydrated && loggedIn) loadWallet().catch(() => undefined);
  }, [hydrated, loggedIn]);
  if (!hydrated || !user || !loggedIn) {
    return (
      <div
        id={id}
        popover="auto"
        className="account-popover shadow p-3"
        role="dialog"
        aria-label={t('account.heading')}
        aria-busy="true"
      />
    );
  }
  const href = (path: string) => localePath(locale, path);
  const mobile = user.mobile ?? '';
  const links = [
    { path: '/profile', label: t('profile.myLists') },
    { path: '/download', label: t('account.downloadApp') },
    { path: '/payments', label: t('profile.payments') },
  ];
  return (
    <div id={id} popover="auto" className="account-popover shadow p-3" role="dialog" aria-labelledby={headingId}>
      <p className="mb-1 small text-body-secondary">{t('account.mobile')}</p>
      <p className="h6 mb-2" id={headingId}>
        <bdi dir="ltr">{formatDigits(mobile, locale)}</bdi>
      </p>
      <p className="mb-2">
        {user.subscription === 1 && user.daysLeft > 0
          ? t('account.daysLeft', { days: formatNumber(user.daysLeft, locale) })
          : t('account.noSubscription')}
      </p>
      <p className="mb-2 d-flex flex-wrap gap-2 align-items-center">
        <span>
          {t('account.wallet')}: {formatToman(wallet?.balance ?? DEFAULT_CREDIT, locale)}
        </span>
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => openWallet()}>
          {t('account.topUp')}
        </button>
      </p>
      {/* The header's automatic payment is desktop-only; here it is on a phone too, by the wallet. */}
      {headerParts(user).includes('auto-payment') && (
        <p className="mb-2">
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => openDirectdebit()}>
            {t('header.autoPayment')}
          </button>
        </p>
      )}
      <ul className="list-unstyled mb-2">
        {links.map((link) => (
          <li key={link.path}>
            <a className="d-block py-1" href={href(link.path)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <button className="btn btn-outline-danger btn-sm w-100" type="button" onClick={() => void logOut()}>
        {t('account.logout')}
      </button>
    </div>
  );
}
