import type { Locale } from '../../i18n';
import type { SiteUser } from '../../../contract/schemas/site';
import { inLocale, type OtherName } from './locale';

/** spec §3 "Current user / site configuration" as pages and islands read it. */
export interface SiteView {
  /** The brand's name in the reader's language. */
  name: string;
  /** The main ('plus') brand. */
  plus: boolean;
  logo: string;
  logoDark: string;
  ref: number;
  subscription: number;
  access: boolean;
  showApp: number;
  /** Days of subscription left. */
  daysLeft: number;
  mobile: string | null;
  phone: string;
  email: string;
  /**
   * The brand's postal address in the reader's language, else in the other one (with its lang and
   * dir), or null when the brand has none.
   */
  address: OtherName | null;
  instagram: string;
  telegram: string;
  enamad: { id: string; code: string };
  samandehi: { id: string; p: string };
  /** The operators whose traffic is charged at full rate (a Persian text). */
  fullrateOperators: string;
  scope: string[];
  /** The account's data saver (docs/data-budget.md). */
  dataSaver: boolean;
}

function addressIn(site: SiteUser, locale: Locale): OtherName | null {
  const fa = { text: site.address_fa.trim(), lang: 'fa', dir: 'rtl' } as const;
  const en = { text: site.address.trim(), lang: 'en', dir: 'ltr' } as const;
  const [first, second] = locale === 'fa' ? [fa, en] : [en, fa];
  return first.text ? first : second.text ? second : null;
}

export const siteView = (site: SiteUser, locale: Locale): SiteView => ({
  name: inLocale(locale, site.app_name_fa, site.app_name),
  plus: site.plus,
  logo: site.logo,
  logoDark: site.logo_dark,
  ref: site.ref,
  subscription: site.subscription,
  access: site.access,
  showApp: site.show_app,
  daysLeft: site.days_period_to_end,
  mobile: site.mobile,
  phone: site.phone,
  email: site.email,
  address: addressIn(site, locale),
  instagram: site.instagram,
  telegram: site.telegram,
  enamad: { id: site.enamad_id, code: site.enamad_code },
  samandehi: { id: site.samandehi_id, p: site.samandehi_p },
  fullrateOperators: site.operator_fullrate,
  scope: site.scope,
  dataSaver: site.data_saver,
});
