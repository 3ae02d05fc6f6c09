import Cookies from 'js-cookie';
import { readDismissal } from './dismissal';
import { REF_COOKIE } from '../../contract/rules/referral';
import { showsNotifyPrompt } from '../rules/referral-ui';

/** The footer's slot of the prompt (Footer.astro): hidden in the HTML every visitor shares. */
export const NOTIFY_SLOT_SELECTOR = '[data-notify-prompt]';

/**
 * spec §2 Footer, §9: the notification prompt is decided in the browser (the page HTML is the
 * same for every visitor, ARCHITECTURE.md §3): shown with no ref cookie, or on a partner brand
 * with ref above 5, unless answered in the last 7 days (lib/dismissal.ts). The card itself is
 * server HTML; its island hydrates when the visitor answers, so deciding loads no React.
 */
export function revealNotifyPrompt(now = Date.now()): boolean {
  const slot = document.querySelector<HTMLElement>(NOTIFY_SLOT_SELECTOR);
  if (!slot) return false;
  const shown = showsNotifyPrompt(slot.dataset['plus'] === 'true', Cookies.get(REF_COOKIE)) && !readDismissal(now);
  slot.hidden = !shown;
  return shown;
}
