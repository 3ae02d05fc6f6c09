import type { SiteUser } from '../../contract/schemas/site';

/**
 * The brand used when the provider cannot say which site this is (it is down, or the request
 * is not a page): enough for the error page and the layout to render, nothing personal.
 */
export const FALLBACK_SITE: SiteUser = {
  app_name: 'VOD',
  app_name_fa: 'وی‌او‌دی',
  plus: false,
  logo: '/favicon.svg',
  logo_dark: '/favicon.svg',
  ref: 0,
  subscription: 0,
  access: false,
  show_app: 0,
  days_period_to_end: 0,
  mobile: null,
  phone: '',
  email: '',
  address: '',
  address_fa: '',
  instagram: '',
  telegram: '',
  samandehi_id: '',
  samandehi_p: '',
  enamad_id: '',
  enamad_code: '',
  operator_fullrate: '',
  scope: ['guest'],
  data_saver: false,
};
