import { useEffect, useId, useRef, useState } from 'react';
import type { Locale, Translate } from '../../lib/i18n';
import { CODE_LENGTH, isCompleteCode, normalizeCode } from '../../lib/rules/code';
import { formatDigits } from '../../lib/i18n/format';
import { formatMobileGroups } from '../../lib/rules/mobile';
import { ResendCountdown } from './ResendCountdown';
import { withSlots } from './slots';
import { useWebOtp } from './web-otp';

interface Props {
  t: Translate;
  locale: Locale;
  /** The number the code was sent to (09XXXXXXXXX). */
  mobile: string;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onEditMobile: () => void;
}

/** spec §4 Login flow steps 4-7: the 4-digit code box, the countdown and 'edit mobile'. */
export function CodeStep({ t, locale, mobile, busy, error, onSubmit, onResend, onEditMobile }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');

  // After a wrong code the digits stay selected, so the next code typed replaces them.
  useEffect(() => {
    if (error) input.current?.select();
  }, [error]);

  // spec §4 step 4: more than 3 characters typed: Persian digits become Latin and the login is sent.
  const change = (value: string) => {
    const next = normalizeCode(value);
    setCode(next);
    if (isCompleteCode(next) && !busy) onSubmit(next);
  };
  // The code of the SMS, where the browser offers it, fills the field and submits (web-otp.ts).
  useWebOtp(change);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isCompleteCode(code) && !busy) onSubmit(code);
      }}
    >
      <p>
        {withSlots(t('auth.codeSent'), {
          mobile: <bdi dir="ltr">{formatDigits(formatMobileGroups(mobile), locale)}</bdi>,
        })}
      </p>
      <label htmlFor={id} className="form-label">
        {t('auth.codeLabel')}
      </label>
      <input
        ref={input}
        autoFocus
        id={id}
        name="password"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={CODE_LENGTH}
        className={error ? 'form-control is-invalid' : 'form-control'}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        readOnly={busy}
        value={code}
        onChange={(event) => change(event.currentTarget.value)}
      />
      {error && (
        <div id={`${id}-error`} role="alert" className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <button type="submit" className="btn btn-primary w-100 mt-3" disabled={!isCompleteCode(code) || busy}>
        {busy ? t('auth.loggingIn') : t('auth.login')}
      </button>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
        <ResendCountdown t={t} locale={locale} busy={busy} onResend={onResend} />
        <button type="button" className="btn btn-link p-0" onClick={onEditMobile}>
          {t('auth.editMobile')}
        </button>
      </div>
    </form>
  );
}
