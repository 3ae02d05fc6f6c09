import type { ReactNode } from 'react';
import type { Locale } from '../lib/i18n';
import { logOut } from '../stores/auth';

interface Props {
  locale: Locale;
  className?: string;
  children: ReactNode;
}

/**
 * The profile page's log-out tile (spec §2 Header: logout calls the auth logout, then reloads),
 * the same action as the profile popover's.
 */
export default function LogoutButton({ className, children }: Props) {
  return (
    <button type="button" className={className} onClick={() => void logOut()}>
      {children}
    </button>
  );
}
