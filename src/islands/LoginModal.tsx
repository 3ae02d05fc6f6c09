import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import { pageLocale } from '../lib/api/browser';
import { createTranslate, type Locale, type Translate } from '../lib/i18n';
import { $loginModal } from '../stores/login';
import { dismissLogin, useLoginHistoryEntry } from './login/login-history';
import { LoginForm } from './login/LoginForm';
import { Sheet } from './shared/Sheet';

export interface LoginModalProps {
  /** On the /login route the form is the page's content: no dialog, no close button. */
  onLoginPage?: boolean;
  locale?: Locale;
}

/** The login sheet's art side on a desktop (DESIGN.md §5: login 920 split): brand colour, the spec's feature line. */
function LoginArt({ t }: { t: Translate }) {
  return (
    <>
      <span className="login-art__glow" />
      <span className="login-art__text">
        <strong className="login-art__title">{t('auth.artTitle')}</strong>
        <span className="login-art__lead">{t('auth.artLead')}</span>
      </span>
    </>
  );
}

/** spec §2 Login modal and §4 Login flow. Its code loads when the modal first opens. */
export default function LoginModal({ onLoginPage = false, locale = pageLocale() }: LoginModalProps) {
  const t = useMemo(() => createTranslate(locale), [locale]);
  const titleId = useId();
  if (!onLoginPage) return <LoginDialog t={t} locale={locale} />;
  // On /login the same form is the page's content, in the same box as the sheet.
  return (
    <section className="login-page" aria-labelledby={titleId}>
      <div className="sheet__art login-page__art" aria-hidden="true">
        <LoginArt t={t} />
      </div>
      <div className="login-page__body">
        <h1 id={titleId} className="sheet__title">
          {t('auth.title')}
        </h1>
        <LoginForm t={t} locale={locale} onLoginPage />
      </div>
    </section>
  );
}

function LoginDialog({ t, locale }: { t: Translate; locale: Locale }) {
  const { open, premessage } = useStore($loginModal);
  useLoginHistoryEntry(open);
  return (
    <Sheet
      open={open}
      title={t('auth.title')}
      closeLabel={t('auth.close')}
      onDismiss={dismissLogin}
      size="login"
      className="login-modal"
      art={<LoginArt t={t} />}
    >
      {premessage && (
        <p className="sheet-note sheet-note--info" role="status">
          {premessage}
        </p>
      )}
      <LoginForm t={t} locale={locale} onLoginPage={false} />
    </Sheet>
  );
}
