import type { Locale } from '../../lib/i18n';
import { formatDigits } from '../../lib/i18n/format';

/** A position or length as m:ss (h:mm:ss from an hour), with Persian digits in fa. */
export function formatTime(seconds: number, locale: Locale): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  const text = h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
  return formatDigits(text, locale);
}
