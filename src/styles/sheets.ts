import type { Locale } from '../contract/rules/locale';
import siteRtl from './generated/site-rtl.css?url';
import siteLtr from './generated/site-ltr.css?url';
import titleRtl from './generated/title-rtl.css?url';
import titleLtr from './generated/title-ltr.css?url';
import modalsRtl from './generated/modals-rtl.css?url';
import modalsLtr from './generated/modals-ltr.css?url';
import checkoutRtl from './generated/checkout-rtl.css?url';
import checkoutLtr from './generated/checkout-ltr.css?url';
import backOfficeRtl from './generated/back-office-rtl.css?url';
import backOfficeLtr from './generated/back-office-ltr.css?url';

// The site's stylesheets (scripts/css.mjs builds one per entry of src/styles, in each direction)
// and which pages link which (docs/decisions/0007-stylesheet.md). `site` is every page's and the
// only one a catalog page blocks its first paint on; the others carry what only some pages draw.
// Each is a hashed file, cached for good, so a page's sheet is fetched once for every page using it.

export type Sheet = 'site' | 'title' | 'modals' | 'checkout' | 'back-office';

const URLS: Record<Sheet, Record<Locale, string>> = {
  site: { fa: siteRtl, en: siteLtr },
  title: { fa: titleRtl, en: titleLtr },
  modals: { fa: modalsRtl, en: modalsLtr },
  checkout: { fa: checkoutRtl, en: checkoutLtr },
  'back-office': { fa: backOfficeRtl, en: backOfficeLtr },
};

/** The URL of a sheet in the locale's direction. */
export const sheetUrl = (sheet: Sheet, locale: Locale) => URLS[sheet][locale];

/**
 * The pages that draw more than the site's sheet, by their path without the locale (/en): title
 * pages with the player and its watch mode, live; the checkout and what follows a payment; the
 * login page and /plan, which draw the modals' forms and plan cards in the page; the back office.
 */
const PAGES: [RegExp, Sheet[]][] = [
  [/^\/(movie|episode|series)\/download\/[^/]+$/, ['title', 'checkout']],
  [/^\/(app\/)?(movie|episode|series|ekran|video|cast|live)(\/show)?\/[^/]+$/, ['title']],
  [/^\/app\/show\/[^/]+$/, ['title']],
  // A title's teaser page (docs/media.md "Teasers"), reached from the title's page.
  [/^\/(movie|episode|series)\/[^/]+\/teaser$/, ['title']],
  [/^\/lives(\/[^/]+)?$/, ['title']],
  // A title's comment form: its visitor comes from the title's page, whose sheet is in their cache.
  [/^\/comment\/[^/]+\/[^/]+$/, ['title']],
  [/^\/plan\/[^/]+$/, ['modals', 'checkout']],
  [/^\/login$/, ['modals']],
  [/^\/(callback|payments|profile|download|USSDlink\/.+)$/, ['checkout']],
  [/^\/admin(\/.*)?$/, ['back-office']],
];

/** The sheets a page links, in order: the site's, then its own (their rules come after). */
export function sheetsOf(path: string): Sheet[] {
  const own = PAGES.find(([pattern]) => pattern.test(path))?.[1] ?? [];
  return ['site', ...own];
}
