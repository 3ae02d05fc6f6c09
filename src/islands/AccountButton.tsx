import { useStore } from '@nanostores/react';
import { $user, isLoggedIn } from '../stores/auth';
import { openLogin } from '../stores/login';
import { createTranslate, type Locale } from '../lib/i18n';
import { localePath } from '../lib/rules/paths';

interface Props {
  locale: Locale;
  /** The id of the profile popover this button toggles (ProfilePopover, wired by the header). */
  popoverId: string;
}

/**
 * spec §2 Header: the login or profile button. Until the user state is known, and without
 * JavaScript, it is a plain link to /login; for a guest the link opens the login modal instead.
 * Reading $user starts its load (stores/auth.ts).
 */
export default function AccountButton({ locale, popoverId }: Props) {
  const t = createTranslate(locale);
  const user = useStore($user);
  if (isLoggedIn(user)) {
    return (
      <button className="btn btn-outline-primary" type="button" popoverTarget={popoverId}>
        {t('account.heading')}
      </button>
    );
  }
  return (
    <a
      className="btn btn-primary"
      href={localePath(locale, '/login')}
      onClick={(event) => {
        if (!user) return; // not hydrated with a known state yet: the link still works
        event.preventDefault();
        openLogin();
      }}
    >
      {t('nav.login')}
    </a>
  );
}
