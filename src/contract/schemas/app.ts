import '../rules/zod-jitless';
import { z } from 'zod';

/** spec §3 Plan. */
export const plan = z.object({
  id: z.number().int(),
  name_fa: z.string(),
  name: z.string(),
  toman: z.number().int(),
  days: z.number().int(),
  description: z.string(),
  description_en: z.string(),
  discount: z
    .object({
      discount_percent: z.number().int(),
      discount_price: z.number().int(),
      discount_day: z.number().int(),
    })
    .nullable(),
  /** Not in spec §3: the VAT rate the price is charged with (VAT_PERCENT); the spec's 10 when absent. */
  vat_percent: z.number().int().min(0).max(100).optional(),
});
export type Plan = z.infer<typeof plan>;

/**
 * spec §7 GET /get/app/plans: data.data the plans, data.description the text. On the wire `data`
 * is an object keyed by plan id, as the original client reads it (components/Subscription.vue
 * iterates its keys and buys `/plan/{key}`); parsed, it is the plans in id order.
 */
export const plansById = z.record(z.string().regex(/^\d+$/), plan);
export const plansBody = z.object({
  data: plansById.transform((byId) => Object.values(byId).sort((a, b) => a.id - b.id)),
  description: z.string(),
  message: z.string().optional(),
});

export const appDetails = z.object({
  about: z.string(),
  about_en: z.string(),
  terms: z.string(),
  terms_en: z.string(),
  privacy: z.string(),
  privacy_en: z.string(),
  operators: z.array(
    z.object({
      icon: z.string(),
      operator: z.string(),
      operator_en: z.string(),
      desc: z.string(),
      desc_en: z.string(),
    }),
  ),
});

export const gateway = z.object({ method: z.string(), name: z.string(), name_fa: z.string(), icon: z.string() });

export const faq = z.object({
  faq: z.array(z.object({ q: z.string(), a: z.string() })),
  faq_en: z.array(z.object({ q: z.string(), a: z.string() })),
});

export const bank = z
  .object({
    code: z.string().optional(),
    name: z.string().optional(),
    name_fa: z.string().optional(),
    active: z.boolean().optional(),
    /** The original's bank grid reads value (the code its logos are named by) and text (optional: ours reads code). */
    value: z.string().optional(),
    text: z.string().optional(),
  })
  .refine((b) => b.code ?? b.value, 'A bank names its code (code or value).');

/** GET /directdebit/banks: data.banks. */
export const banksBody = z.object({ data: z.object({ banks: z.array(bank) }) });

/** The original's `/get/app/socials`: the brand's social accounts, by handle and as links. */
export const socialsBody = z.object({
  data: z.object({
    instagram: z.string(),
    telegram: z.string(),
    instagram_url: z.string().nullable(),
    telegram_url: z.string().nullable(),
  }),
});
