import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import { pageLocale } from '../lib/api/browser';
import { createTranslate, type Locale, type Translate } from '../lib/i18n';
import { $loginModal } from '../stores/login';
import { dismissLogin, useLoginHistoryEntry } from './login/login-history';
import { LoginForm } from './login/LoginForm';
import { useModalDialog } from './shared/useModalDialog';

export interface LoginModalProps {
  /** On the /login route the form is the page's content: no dialog, no close button. */
  onLoginPage?: boolean;
  locale?: Locale;
}

/** spec §2 Login modal and §4 Login flow. Its code loads when the modal first opens. */
export default function LoginModal({ onLoginPage = false, locale = pageLocale() }: LoginModalProps) {
  const t = useMemo(() => createTranslate(locale), [locale]);
  const titleId = useId();
  if (!onLoginPage) return <LoginDialog t={t} locale={locale} titleId={titleId} />;
  return (
    <section className="card mx-auto" aria-labelledby={titleId}>
      <div className="card-body">
        <h1 id={titleId} className="h4 mb-3">
          {t('auth.title')}
        </h1>
        <LoginForm t={t} locale={locale} onLoginPage />
      </div>
    </section>
  );
}

function LoginDialog({ t, locale, titleId }: { t: Translate; locale: Locale; titleId: string }) {
  const { open, premessage } = useStore($loginModal);
  const dialog = useModalDialog(open, dismissLogin);
  useLoginHistoryEntry(open);
  return (
    // No display class on the <dialog> itself (Bootstrap's .card sets display and would show it
    // while closed); the box look sits on the inner element.
    <dialog {...dialog} aria-labelledby={titleId} className="login-modal p-0 border-0 rounded-3 shadow">
      <div className="dialog-body">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
          <h2 id={titleId} className="h5 m-0">
            {t('auth.title')}
          </h2>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-label={t('auth.close')}
            onClick={dismissLogin}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open && premessage && (
          <div className="alert alert-secondary" role="status">
            {premessage}
          </div>
        )}
        {open && <LoginForm t={t} locale={locale} onLoginPage={false} />}
      </div>
    </dialog>
  );
}
