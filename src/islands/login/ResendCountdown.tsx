import { formatDigits } from '../../lib/i18n/format';
import type { Locale, Translate } from '../../lib/i18n';
import { RESEND_SECONDS } from '../../contract/rules/code';
import { withSlots } from './slots';
import { useCountdown } from './useCountdown';

interface Props {
  t: Translate;
  locale: Locale;
  busy: boolean;
  onResend: () => void;
}

const RING_R = 11;
const RING = 2 * Math.PI * RING_R;

/** Seconds as m:ss with two-digit minutes (01:28), in the page's digits. */
const clock = (seconds: number, locale: Locale) =>
  formatDigits(`${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`, locale);

/**
 * spec §2 Login modal: a 90-second countdown; when it ends a resend link appears. DESIGN.md §5 OTP:
 * a 28 px ring drains over the 90 s beside `ارسال دوباره‌ی کد تا ۰۱:۲۸` (the time isolated LTR).
 */
export function ResendCountdown({ t, locale, busy, onResend }: Props) {
  const left = useCountdown(RESEND_SECONDS);
  if (left > 0)
    return (
      <p className="resend" role="timer" aria-live="off">
        <svg className="resend__ring" viewBox="0 0 28 28" width="28" height="28" aria-hidden="true">
          <circle className="resend__track" cx="14" cy="14" r={RING_R} />
          <circle
            className="resend__left"
            cx="14"
            cy="14"
            r={RING_R}
            strokeDasharray={RING}
            strokeDashoffset={RING * (1 - left / RESEND_SECONDS)}
          />
        </svg>
        <span>{withSlots(t('auth.resendIn'), { time: <bdi dir="ltr">{clock(left, locale)}</bdi> })}</span>
      </p>
    );
  return (
    <p className="resend">
      <button type="button" className="login-link" disabled={busy} onClick={onResend}>
        {t('auth.resend')}
      </button>
    </p>
  );
}
