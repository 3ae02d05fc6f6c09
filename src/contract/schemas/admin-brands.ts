import { z } from 'zod';

// docs/admin.md "Brands": one white-label site as the back office edits it (the provider's
// GET /admin/brands/:domain), read by src/pages/admin/brands.astro.

export const adminBrandFull = z.object({
  domain: z.string(),
  app_name: z.string(),
  app_name_fa: z.string(),
  main: z.boolean(),
  logo: z.string(),
  logo_dark: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  address_fa: z.string(),
  instagram: z.string(),
  telegram: z.string(),
  enamad_id: z.string(),
  enamad_code: z.string(),
  samandehi_id: z.string(),
  samandehi_p: z.string(),
  ref: z.number(),
  ref_from: z.number().nullable(),
  ref_to: z.number().nullable(),
});
export type AdminBrandFull = z.infer<typeof adminBrandFull>;

/** The fields a brand's form sends (the domain only when it is added). */
export const BRAND_FIELDS = [
  'app_name',
  'app_name_fa',
  'phone',
  'email',
  'address',
  'address_fa',
  'instagram',
  'telegram',
  'enamad_id',
  'enamad_code',
  'samandehi_id',
  'samandehi_p',
  'ref_from',
  'ref_to',
] as const;
