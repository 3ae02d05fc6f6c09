import { useStore } from '@nanostores/react';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { login, sendCode } from '../../lib/api/browser';
import { ApiError } from '../../lib/api/errors';
import type { Locale, Translate } from '../../lib/i18n';
import { mobileFieldDigits, normalizeMobile } from '../../contract/rules/mobile';
import { REF_COOKIE, refFromCookie } from '../../contract/rules/referral';
import { $validationErrors, clearValidationErrors } from '../../stores/errors';
import { $loginModal, clearPremobile, closeLogin } from '../../stores/login';
import { followLogin } from './after-login';
import { CodeStep } from './CodeStep';
import { MobileStep } from './MobileStep';

interface Props {
  t: Translate;
  locale: Locale;
  onLoginPage: boolean;
}

/**
 * spec §4 Login flow: step 1 sends the code, step 2 logs in with it. Mounted afresh each time the
 * modal opens, so closing it resets the form.
 */
export function LoginForm({ t, locale, onLoginPage }: Props) {
  const { premobile, preredirect, prerefresh } = useStore($loginModal);
  const fieldErrors = useStore($validationErrors);
  const [digits, setDigits] = useState(() => (premobile ? mobileFieldDigits(premobile) : ''));
  const [codeSent, setCodeSent] = useState(false);
  const [sends, setSends] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  // spec §5 Server errors: the first password or mobile error, or the plain message.
  const error = fieldErrors['password']?.[0] ?? fieldErrors['mobile']?.[0] ?? message;
  const mobile = normalizeMobile(digits);
  const fail = (reason: unknown) => setMessage(reason instanceof ApiError ? reason.message : t('auth.failed'));

  // spec §4 steps 2-3: the button is disabled while sending; success starts code entry (and a
  // new countdown on resend); failure enables it again with the errors shown.
  const send = async () => {
    if (!mobile || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await sendCode(mobile, refFromCookie(Cookies.get(REF_COOKIE)));
      clearValidationErrors();
      setCodeSent(true);
      setSends((count) => count + 1);
    } catch (reason) {
      fail(reason);
    } finally {
      setBusy(false);
    }
  };

  // spec §4 steps 4-6: the login, then the redirect rules, then the form resets and the modal closes.
  const submit = async (code: string) => {
    if (!mobile || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await login(mobile, code);
    } catch (reason) {
      fail(reason);
      setBusy(false);
      return;
    }
    await followLogin({ onLoginPage, preredirect, prerefresh, locale });
    if (!onLoginPage) closeLogin();
  };

  // spec §4 step 7: back to the mobile step; premobile and the errors are cleared.
  const editMobile = () => {
    clearPremobile();
    clearValidationErrors();
    setMessage(null);
    setCodeSent(false);
  };

  if (codeSent && mobile)
    return (
      <CodeStep
        key={sends}
        t={t}
        locale={locale}
        mobile={mobile}
        busy={busy}
        error={error}
        onSubmit={(code) => void submit(code)}
        onResend={() => void send()}
        onEditMobile={editMobile}
      />
    );
  return (
    <MobileStep
      t={t}
      locale={locale}
      digits={digits}
      onDigits={setDigits}
      sending={busy}
      error={error}
      onSend={() => void send()}
      autoFocus={onLoginPage || sends > 0}
    />
  );
}
