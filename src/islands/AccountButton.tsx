import { $user } from '../stores/auth';
import { openLogin } from '../stores/login';
import { createTranslate, type Locale } from '../lib/i18n';
import { localePath } from '../contract/rules/paths';
import { ICONS } from '../components/ui/icons';

interface Props {
  locale: Locale;
  /** The id of the profile popover this button toggles (ProfilePopover, wired by the header). */
  popoverId: string;
}

/**
 * spec §2 Header: the login or profile button. Both are drawn and CSS shows the one the user
 * state names (lib/behaviours/account-state.ts), so what the server drew is what hydrates.
 * Without JavaScript, and until the user state is known, login is a plain link to /login; once
 * it is known the link opens the login modal instead.
 */
export default function AccountButton({ locale, popoverId }: Props) {
  const t = createTranslate(locale);
  return (
    <>
      {/* DESIGN.md §5 Header: the account is a 36 px avatar; its name is the button's text for assistive technology. */}
      <button className="account-avatar" type="button" popoverTarget={popoverId} data-shows="account">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {ICONS.person.fill.map((d) => (
            <path key={d} d={d} fill="currentColor" />
          ))}
        </svg>
        <span className="visually-hidden">{t('account.heading')}</span>
      </button>
      <a
        className="btn btn-primary"
        href={localePath(locale, '/login')}
        data-shows="login"
        onClick={(event) => {
          if (!$user.get()) return; // the user state is not known yet: the link still works
          event.preventDefault();
          openLogin();
        }}
      >
        {t('nav.login')}
      </a>
    </>
  );
}
