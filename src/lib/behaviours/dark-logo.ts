import Cookies from 'js-cookie';
import { REF_COOKIE } from '../../contract/rules/referral';
import { usesDarkLogo } from '../rules/referral-ui';

/** The header class that makes small screens show the dark logo (src/styles/_footer-extras.scss). */
export const DARK_LOGO_CLASS = 'ref-dark-logo';

/**
 * spec §2 and §9: a ref above 2 selects the dark logo on mobile. Decided in the browser from the
 * ref cookie, since the page HTML is shared by every visitor (ARCHITECTURE.md §3).
 */
export function applyDarkLogo(root: ParentNode = document): void {
  const dark = usesDarkLogo(Cookies.get(REF_COOKIE));
  for (const header of root.querySelectorAll('.site-header')) header.classList.toggle(DARK_LOGO_CLASS, dark);
}
