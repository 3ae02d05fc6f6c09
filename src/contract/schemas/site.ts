import '../rules/zod-jitless';
import { z } from 'zod';

/** spec §3 "Current user / site configuration": the user state the header and footer read. */
export const siteUser = z.object({
  app_name: z.string(),
  app_name_fa: z.string(),
  /** The main ('plus') brand. */
  plus: z.boolean(),
  logo: z.string(),
  logo_dark: z.string(),
  ref: z.number().int(),
  subscription: z.number().int(),
  access: z.boolean(),
  show_app: z.number().int(),
  days_period_to_end: z.number().int(),
  mobile: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  /** The brand's postal address in both languages (not in spec §3: a provider without it answers none). */
  address: z.string().default(''),
  address_fa: z.string().default(''),
  instagram: z.string(),
  telegram: z.string(),
  samandehi_id: z.string(),
  samandehi_p: z.string(),
  enamad_id: z.string(),
  enamad_code: z.string(),
  operator_fullrate: z.string(),
  scope: z.array(z.string()),
  /** The account's data saver (docs/data-budget.md); a provider without it answers none. */
  data_saver: z.boolean().default(false),
});
export type SiteUser = z.infer<typeof siteUser>;

export const userBody = z.object({ user: siteUser });

/** GET /get/site/domains: every brand's domain, which the storefront serves (docs/admin.md "Brands"). */
export const siteDomainsBody = z.object({ data: z.object({ domains: z.array(z.string()) }) });

/**
 * The guest status `GET /ghost/get{CHECK_SUFFIX}`: the original client makes the whole body its
 * `checkuser` (store/index.js SPA_INIT), so the user fields are at the top level.
 */
export const checkUserBody = siteUser
  .pick({
    ref: true,
    subscription: true,
    access: true,
    show_app: true,
    days_period_to_end: true,
    mobile: true,
    phone: true,
    email: true,
    instagram: true,
    telegram: true,
    samandehi_id: true,
    samandehi_p: true,
    enamad_id: true,
    enamad_code: true,
    operator_fullrate: true,
    logo: true,
    logo_dark: true,
  })
  .loose();
