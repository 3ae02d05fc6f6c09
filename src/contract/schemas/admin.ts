import { z } from 'zod';

// The back office's answers (docs/admin.md), read by its pages only (src/pages/admin).

export const ADMIN_ROLES = ['admin', 'editor', 'support', 'finance'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const adminMe = z.object({
  mobile: z.string(),
  roles: z.array(z.enum(ADMIN_ROLES)),
  abilities: z.array(z.string()),
  fresh_code_until: z.string().nullable(),
});
export type AdminMe = z.infer<typeof adminMe>;

export const adminPayment = z.object({
  id: z.number(),
  user_id: z.number(),
  purpose: z.string(),
  status: z.string(),
  method: z.string(),
  gateway: z.string(),
  amount: z.number(),
  vat: z.number(),
  plan_id: z.number().nullable(),
  content_id: z.number().nullable(),
  ref_num: z.string().nullable(),
  result_code: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  settled_at: z.string().nullable(),
  mobile: z.string().optional(),
  refunded: z.number().optional(),
});
export type AdminPayment = z.infer<typeof adminPayment>;

export const adminUser = z.object({
  id: z.number(),
  mobile: z.string(),
  created_at: z.string(),
  roles: z.array(z.enum(ADMIN_ROLES)),
  configured_admin: z.boolean(),
  subscription: z.object({ ends_at: z.string().nullable(), days_left: z.number() }),
  sessions: z.array(z.object({ id: z.string(), created_at: z.string(), expires_at: z.string() })),
  wallet: z.object({
    balance: z.number(),
    ledger: z.array(
      z.object({
        id: z.number(),
        kind: z.string(),
        amount: z.number(),
        balance_after: z.number(),
        payment_id: z.number().nullable(),
        reason: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
  purchases: z.array(
    z.object({
      id: z.number(),
      payment_id: z.number(),
      plan_id: z.number().nullable(),
      title_id: z.number().nullable(),
      amount: z.number(),
      days: z.number().nullable(),
      created_at: z.string(),
    }),
  ),
  payments: z.array(adminPayment),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminPayments = z.object({ page: z.number(), more: z.boolean(), payments: z.array(adminPayment) });

export const adminPlan = z.object({
  id: z.number(),
  name: z.string(),
  name_fa: z.string(),
  description: z.string(),
  description_fa: z.string(),
  toman: z.number(),
  days: z.number(),
  discount_percent: z.number().nullable(),
  discount_price: z.number().nullable(),
  discount_day: z.number().nullable(),
  valid_until: z.string().nullable(),
  versions: z.array(z.object({ toman: z.number(), days: z.number(), valid_from: z.string() })).default([]),
});
export type AdminPlan = z.infer<typeof adminPlan>;

export const adminFilm = z.object({
  id: z.number(),
  name: z.string(),
  name_fa: z.string(),
  overview: z.string(),
  overview_fa: z.string(),
  year: z.number(),
  runtime: z.number(),
  age: z.string(),
  ir: z.boolean(),
  persian: z.boolean(),
  availability: z.enum(['free', 'subscription', 'price']),
  price: z.number().nullable(),
  published: z.boolean(),
  genres: z.array(z.string()),
});
export type AdminFilm = z.infer<typeof adminFilm>;

export const adminGenre = z.object({ key: z.string(), name: z.string(), name_fa: z.string() });
export const adminFilms = z.object({
  page: z.number(),
  more: z.boolean(),
  films: z.array(adminFilm),
  genres: z.array(adminGenre),
});
export const adminFilmPage = z.object({ film: adminFilm, genres: z.array(adminGenre) });

/** A job of the back office's queue (docs/admin.md "The queue"). */
export const adminJob = z.object({
  id: z.number(),
  kind: z.string(),
  title_id: z.number().nullable(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(),
  step: z.string(),
  attempts: z.number(),
  max_attempts: z.number(),
  last_error: z.string().nullable(),
  log: z.array(z.string()),
  file: z.string().nullable(),
  teaser: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJob>;
/** A film's jobs, newest first, and whether it plays its own media yet. */
export const adminFilmJobs = z.object({
  jobs: z.array(adminJob),
  media: z.object({ own: z.boolean(), ingested: z.string().nullable() }),
});
export type AdminFilmJobs = z.infer<typeof adminFilmJobs>;
/** A title's teaser jobs, and what its teaser is now: none, the demo's, or its own (docs/admin.md "Teasers"). */
export const adminTeaserJobs = adminFilmJobs.extend({ teaser: z.enum(['none', 'demo', 'own']) });
export type AdminTeaserJobs = z.infer<typeof adminTeaserJobs>;

export const adminBrand = z.object({
  domain: z.string(),
  app_name: z.string(),
  app_name_fa: z.string(),
  main: z.boolean(),
  phone: z.string(),
  email: z.string(),
});

export const adminAudit = z.object({
  page: z.number(),
  more: z.boolean(),
  rows: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      actor_mobile: z.string(),
      action: z.string(),
      target: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      reason: z.string().nullable(),
    }),
  ),
});
