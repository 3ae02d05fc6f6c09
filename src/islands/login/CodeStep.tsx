import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { Locale, Translate } from '../../lib/i18n';
import { CODE_LENGTH, isCompleteCode, normalizeCode } from '../../lib/rules/code';
import { formatDigits, formatNumber } from '../../lib/i18n/format';
import { formatMobileGroups } from '../../lib/rules/mobile';
import { ResendCountdown } from './ResendCountdown';
import { withSlots } from './slots';
import { ErrorIcon } from './MobileStep';

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
 * spec §4 Login flow steps 4-7 and DESIGN.md §5 OTP: four cells in a dir=ltr row, each
 * autocomplete=one-time-code and inputmode=numeric (an SMS autofill or a paste lands whole in one
 * cell and fills all four), the 4th digit submits, the countdown and 'edit mobile'.
 */
export function CodeStep({ t, locale, mobile, busy, error, onSubmit, onResend, onEditMobile }: Props) {
  const id = useId();
  const cells = useRef<(HTMLInputElement | null)[]>([]);
  const [code, setCode] = useState('');

  // After a wrong code the cells empty and the first takes focus, so the next code is typed afresh.
  useEffect(() => {
    if (!error) return;
    setCode('');
    cells.current[0]?.focus();
  }, [error]);

  // spec §4 step 4: all 4 digits typed: Persian digits become Latin and the login is sent.
  const change = (value: string) => {
    const next = normalizeCode(value);
    setCode(next);
    cells.current[Math.min(next.length, CODE_LENGTH - 1)]?.focus();
    if (isCompleteCode(next) && !busy) onSubmit(next);
  };

  /** A cell's new text: one digit replaces that cell's, several (autofill, paste) fill from it. */
  const typeInto = (index: number, raw: string) => {
    let digits = normalizeCode(raw);
    if (digits.length >= CODE_LENGTH) {
      change(digits);
      return;
    }
    const old = code[index];
    if (old && digits.length > 1) digits = digits.replace(old, '');
    if (!digits) return;
    const after = digits.length === 1 ? code.slice(index + 1) : '';
    change((code.slice(0, index) + digits + after).slice(0, CODE_LENGTH));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const at = code[index] ? index : Math.max(0, index - 1);
      setCode(code.slice(0, at) + code.slice(at + 1));
      cells.current[at]?.focus();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // The row is left to right in both languages (DESIGN.md §6 R6).
      event.preventDefault();
      cells.current[Math.max(0, Math.min(CODE_LENGTH - 1, index + (event.key === 'ArrowLeft' ? -1 : 1)))]?.focus();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    change(event.clipboardData.getData('text'));
  };

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
          <input
            key={index}
            ref={(element) => {
              cells.current[index] = element;
            }}
            autoFocus={index === 0}
            id={index === 0 ? id : undefined}
            name={index === 0 ? 'password' : undefined}
            className={`otp__cell${code[index] ? ' is-filled' : ''}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9۰-۹]*"
            aria-label={
              index === 0
                ? undefined
                : t('auth.codeDigit', { n: formatNumber(index + 1, locale), of: formatNumber(CODE_LENGTH, locale) })
            }
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            readOnly={busy}
            value={code[index] ? formatDigits(code[index], locale) : ''}
            onFocus={(event) => {
              // Cells fill in order: a tap on a later empty cell types into the first empty one.
              if (index > code.length) cells.current[code.length]?.focus();
              else event.currentTarget.select();
            }}
            onChange={(event) => typeInto(index, event.currentTarget.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
          />
        ))}
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
