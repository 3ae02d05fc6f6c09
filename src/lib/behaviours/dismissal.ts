// Decision where the spec is silent (spec §2 Footer): once the notification prompt is answered
// or closed it stays away for 7 days, so it does not nag on every page, then asks again.

/** localStorage key of the time the prompt was last dismissed (milliseconds since the epoch). */
export const NOTIFY_DISMISSED_KEY = 'notify-prompt-dismissed';
export const NOTIFY_QUIET_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a stored dismissal still holds at `now`. Anything unreadable (a foreign value, a time in
 * the future) counts as no dismissal: bad storage must not hide the prompt for ever.
 */
export function isDismissed(stored: string | null, now: number): boolean {
  if (stored === null || !/^\d{1,15}$/.test(stored)) return false;
  const at = Number(stored);
  return at <= now && now - at < NOTIFY_QUIET_DAYS * DAY_MS;
}

/** Reads the dismissal; storage may be blocked by the browser (then: not dismissed). */
export function readDismissal(now: number): boolean {
  try {
    return isDismissed(localStorage.getItem(NOTIFY_DISMISSED_KEY), now);
  } catch {
    return false;
  }
}

export function writeDismissal(now: number): void {
  try {
    localStorage.setItem(NOTIFY_DISMISSED_KEY, String(now));
  } catch {
    // Storage blocked: the prompt comes back on the next page, which is all we can do.
  }
}
