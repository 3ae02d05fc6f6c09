import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { localeFacts, type Locale, type Translate } from '../../lib/i18n';
import {
  MOBILE_MAX_LENGTH,
  canSendMobile,
  formatMobileGroups,
  isMobileKey,
  isMobileMarkedInvalid,
  mobileFieldDigits,
} from '../../contract/rules/mobile';
import { ConsentText } from './ConsentText';

interface Props {
  t: Translate;
  locale: Locale;
  /** The Latin digits typed so far. */
  digits: string;
  onDigits: (digits: string) => void;
  sending: boolean;
  error: string | null;
  onSend: () => void;
  /** Focus the field on mount: on the login page, and when coming back from the code step. */
  autoFocus: boolean;
}

/**
 * spec §5 Mobile: only digits and editing keys are accepted while typing. Named keys (Escape,
 * Shift, …) and shortcuts pass: the rule is about characters, and the dialog needs Escape.
 */
function refuseOtherCharacters(event: KeyboardEvent<HTMLInputElement>) {
  const character = event.key.length === 1;
  if (character && !event.ctrlKey && !event.metaKey && !event.altKey && !isMobileKey(event.key)) event.preventDefault();
}

/** A paste replaces the selection; the whole text is then read as one entry (+98 forms fit). */
function pastedDigits(event: ClipboardEvent<HTMLInputElement>): string {
  const { value, selectionStart, selectionEnd } = event.currentTarget;
  const pasted = event.clipboardData.getData('text');
  return mobileFieldDigits(
    value.slice(0, selectionStart ?? value.length) + pasted + value.slice(selectionEnd ?? value.length),
  );
}

/** The error line's icon (DESIGN.md §5 Input: a 13 px message with an icon under the field). */
export const ErrorIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7.5v5.5M12 16.2v.3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * spec §4 Login flow step 1-3: the mobile field and the send-code button. The form checks itself
 * (noValidate): a number left (or entered) short says so in the page's language, never the
 * browser's (DESIGN.md §5 Input, error state).
 */
export function MobileStep({ t, locale, digits, onDigits, sending, error, onSend, autoFocus }: Props) {
  const id = useId();
  const [tried, setTried] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // A number typed before the island hydrated (the login page's form is drawn by the server and
  // focused at once; on a slow phone the code comes seconds later) is the number: React keeps the
  // field's text but not its state, which left the text shown and the button disabled.
  useEffect(() => {
    const typed = mobileFieldDigits(field.current?.value ?? '');
    if (typed && typed !== digits) onDigits(typed);
    // Once, at hydration: later typing goes through onChange.
  }, []);
  const invalid = isMobileMarkedInvalid(digits);
  const ready = canSendMobile(digits);
  const canSend = ready && !sending;
  const refused = tried && !ready;
  const problem = error ?? (refused ? t('auth.mobileInvalid') : null);
  const described = [invalid && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return (
    <form
      noValidate
      className="login-step"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (canSend) onSend();
      }}
    >
      <p className="login-step__lead">{t('auth.intro')}</p>
      <label htmlFor={id} className="field-label">
        {t('auth.mobileLabel')}
      </label>
      <div className={`field${invalid || problem ? ' is-invalid' : ''}`}>
        <svg className="field__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <rect x="7" y="3" width="10" height="18" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M11 18h2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <input
          ref={field}
          id={id}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          dir="ltr"
          autoFocus={autoFocus}
          maxLength={MOBILE_MAX_LENGTH}
          className={invalid || problem ? 'field__input is-invalid' : 'field__input'}
          aria-invalid={invalid || Boolean(problem)}
          aria-describedby={described || undefined}
          value={formatMobileGroups(digits)}
          onKeyDown={(event) => {
            // Enter with a short number: the disabled button sends nothing, the message says why.
            if (event.key === 'Enter') setTried(true);
            refuseOtherCharacters(event);
          }}
          onBlur={() => setTried(digits.length > 0)}
          onChange={(event) => {
            setTried(false);
            onDigits(mobileFieldDigits(event.currentTarget.value));
          }}
          onPaste={(event) => {
            event.preventDefault();
            onDigits(pastedDigits(event));
          }}
        />
      </div>
      {invalid && (
        <p id={`${id}-hint`} className="field-hint">
          {t('auth.mobileHint')}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} role="alert" className="field-error">
          <ErrorIcon />
          {problem}
        </p>
      )}
      {/* Enabled only for 11 digits (spec §5 Mobile). */}
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={!canSend}>
        {sending ? t('auth.sending') : t('auth.sendCode')}
      </button>
      {localeFacts(locale).signUpConsent && <ConsentText t={t} />}
    </form>
  );
}
