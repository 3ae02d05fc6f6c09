import { useId, type ClipboardEvent, type KeyboardEvent } from 'react';
import { localeFacts, type Locale, type Translate } from '../../lib/i18n';
import {
  MOBILE_MAX_LENGTH,
  canSendMobile,
  formatMobileGroups,
  isMobileKey,
  isMobileMarkedInvalid,
  mobileFieldDigits,
} from '../../lib/rules/mobile';
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

/** spec §4 Login flow step 1-3: the mobile field and the send-code button. */
export function MobileStep({ t, locale, digits, onDigits, sending, error, onSend, autoFocus }: Props) {
  const id = useId();
  const invalid = isMobileMarkedInvalid(digits);
  const canSend = canSendMobile(digits) && !sending;
  const described = [invalid && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <p>{t('auth.intro')}</p>
      <label htmlFor={id} className="form-label">
        {t('auth.mobileLabel')}
      </label>
      <input
        id={id}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        dir="ltr"
        autoFocus={autoFocus}
        maxLength={MOBILE_MAX_LENGTH}
        className={invalid || error ? 'form-control is-invalid' : 'form-control'}
        aria-invalid={invalid || Boolean(error)}
        aria-describedby={described || undefined}
        value={formatMobileGroups(digits)}
        onKeyDown={refuseOtherCharacters}
        onChange={(event) => {
          onDigits(mobileFieldDigits(event.currentTarget.value));
        }}
        onPaste={(event) => {
          event.preventDefault();
          onDigits(pastedDigits(event));
        }}
      />
      {invalid && (
        <div id={`${id}-hint`} className="invalid-feedback d-block">
          {t('auth.mobileHint')}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} role="alert" className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <button type="submit" className="btn btn-primary w-100 mt-3" disabled={!canSend}>
        {sending ? t('auth.sending') : t('auth.sendCode')}
      </button>
      {localeFacts(locale).signUpConsent && <ConsentText t={t} />}
    </form>
  );
}
