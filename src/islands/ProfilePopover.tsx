import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $user, isLoggedIn, logOut } from '../stores/auth';
import { formatNumber, formatToman } from '../lib/i18n/format';
import { createTranslate, type Locale } from '../lib/i18n';
import { localePath } from '../lib/rules/paths';
import { toPersianDigits } from '../lib/rules/digits';

interface Props {
  locale: Locale;
  /** The id AccountButton's popoverTarget names. */
  id: string;
}

/** The wallet balance shown until the wallet issue loads it (spec §9: default '0 toman'). */
const DEFAULT_CREDIT = 0;

/**
 * spec §2 Header: the profile popover (the platform's popover attribute: light dismiss, Escape
 * and focus return come with it): mobile, days left, wallet balance with a top-up link, my lists,
 * download app, payments and logout, which calls the auth logout and reloads.
 */
export default function ProfilePopover({ locale, id }: Props) {
  const t = createTranslate(locale);
  const user = useStore($user);
  const headingId = useId();
  if (!user || !isLoggedIn(user)) return null;
  const href = (path: string) => localePath(locale, path);
  const mobile = user.mobile ?? '';
  const links = [
    { path: '/profile', label: t('profile.myLists') },
    { path: '/download', label: t('account.downloadApp') },
    { path: '/payments', label: t('profile.payments') },
  ];
  return (
    <div id={id} popover="auto" className="card shadow p-3" role="dialog" aria-labelledby={headingId}>
      <p className="mb-1 small text-body-secondary">{t('account.mobile')}</p>
      <p className="h6 mb-2" id={headingId}>
        <bdi dir="ltr">{locale === 'fa' ? toPersianDigits(mobile) : mobile}</bdi>
      </p>
      <p className="mb-2">
        {user.subscription === 1 && user.days_period_to_end > 0
          ? t('account.daysLeft', { days: formatNumber(user.days_period_to_end, locale) })
          : t('account.noSubscription')}
      </p>
      <p className="mb-2 d-flex flex-wrap gap-2 align-items-center">
        <span>
          {t('account.wallet')}: {formatToman(DEFAULT_CREDIT, locale)}
        </span>
        {/* The wallet top-up modal comes with the money issue; until then the profile page. */}
        <a className="btn btn-sm btn-outline-primary" href={href('/profile')}>
          {t('account.topUp')}
        </a>
      </p>
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
