import { formatNumber } from '../../lib/i18n/format';
import type { Locale, Translate } from '../../lib/i18n';
import { RESEND_SECONDS } from '../../lib/rules/code';
import { useCountdown } from './useCountdown';

interface Props {
  t: Translate;
  locale: Locale;
  busy: boolean;
  onResend: () => void;
}

/** spec §2 Login modal: a 90-second countdown; when it ends a resend link appears. */
export function ResendCountdown({ t, locale, busy, onResend }: Props) {
  const left = useCountdown(RESEND_SECONDS);
  if (left > 0)
    return (
      <p role="timer" className="form-text mb-0">
        {t('auth.resendIn', { seconds: formatNumber(left, locale) })}
      </p>
    );
  return (
    <button type="button" className="btn btn-link p-0" disabled={busy} onClick={onResend}>
      {t('auth.resend')}
    </button>
  );
}
