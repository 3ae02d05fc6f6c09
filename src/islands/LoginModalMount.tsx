import { useStore } from '@nanostores/react';
import { useEffect, useState, type ComponentType } from 'react';
import type { Locale } from '../lib/i18n';
import { isLoggedIn } from '../lib/rules/account';
import { $user } from '../stores/auth';
import { $loginModal, closeLogin } from '../stores/login';
import type { LoginModalProps } from './LoginModal';

interface Props {
  /** On the /login route the page renders the form itself. */
  onLoginPage?: boolean;
  locale?: Locale;
}

/**
 * The small island every layout carries (ARCHITECTURE.md §4): it loads the login modal's code
 * the first time $loginModal opens, and renders nothing for a logged-in user.
 */
export default function LoginModalMount({ onLoginPage = false, locale }: Props) {
  const { open } = useStore($loginModal);
  const loggedIn = isLoggedIn(useStore($user));
  const [Modal, setModal] = useState<ComponentType<LoginModalProps> | null>(null);

  useEffect(() => {
    if (!open || Modal || onLoginPage) return;
    import('./LoginModal').then(
      (module) => setModal(() => module.default),
      () => closeLogin(), // the chunk failed to load: let the opener try again
    );
  }, [open, Modal, onLoginPage]);

  if (onLoginPage || loggedIn || !Modal) return null;
  return locale ? <Modal locale={locale} /> : <Modal />;
}
