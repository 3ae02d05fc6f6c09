import { useEffect, useId, useRef, useState } from 'react';
import { ErrorIcon } from './MobileStep';
import type { Locale, Translate } from '../../lib/i18n';
import { CODE_LENGTH, isCompleteCode, normalizeCode } from '../../contract/rules/code';
import { formatDigits } from '../../lib/i18n/format';
import { formatMobileGroups } from '../../contract/rules/mobile';
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

const CELLS = Array.from({ length: CODE_LENGTH }, (_, index) => index);

/**
 * spec §4 Login flow steps 4-7: the 4-digit code box, the countdown and 'edit mobile'. DESIGN.md
 * §5 OTP draws it as four cells in a dir=ltr row; the field itself is one input over them
 * (autocomplete=one-time-code, inputmode=numeric), so an SMS autofill, a paste or WebOTP fills all
 * four at once, a screen reader meets one labelled field, and the 4th digit submits.
 */
export function CodeStep({ t, locale, mobile, busy, error, onSubmit, onResend, onEditMobile }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [focused, setFocused] = useState(false);

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
      className="login-step"
      onSubmit={(event) => {
        event.preventDefault();
        if (isCompleteCode(code) && !busy) onSubmit(code);
      }}
    >
      <p className="login-step__lead">
        {withSlots(t('auth.codeSent'), {
          mobile: <bdi dir="ltr">{formatDigits(formatMobileGroups(mobile), locale)}</bdi>,
        })}{' '}
        <button type="button" className="login-link" onClick={onEditMobile}>
          {t('auth.editMobile')}
        </button>
      </p>
      <label htmlFor={id} className="field-label">
        {t('auth.codeLabel')}
      </label>
      <div className={`otp${error ? ' is-error' : ''}`} dir="ltr">
        {CELLS.map((index) => (
          <span
            key={index}
            aria-hidden="true"
            className={`otp__cell${code[index] ? ' is-filled' : ''}${
              focused && index === Math.min(code.length, CODE_LENGTH - 1) ? ' is-focused' : ''
            }`}
          >
            {code[index] ? formatDigits(code[index], locale) : ''}
          </span>
        ))}
        <input
          ref={input}
          autoFocus
          id={id}
          name="password"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={CODE_LENGTH}
          className="otp__input"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          readOnly={busy}
          value={code}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(event) => change(event.currentTarget.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          <ErrorIcon />
          {error}
        </p>
      )}
      <ResendCountdown t={t} locale={locale} busy={busy} onResend={onResend} />
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={!isCompleteCode(code) || busy}>
        {busy ? t('auth.loggingIn') : t('auth.login')}
      </button>
    </form>
  );
}
