import { Hono, type Context } from 'hono';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { AGE_RATINGS } from '../../../contract/rules/contract';
import { normalizeMobile } from '../../../contract/rules/mobile';
import { toLatinDigits } from '../../../contract/rules/digits';
import { sites } from '../../db/schema';
import { titleFolder } from '../../media/registry';
import { sendCode } from '../../domain/auth/otp';
import { searchAudit } from '../../domain/admin/audit';
import { createFilm, genreChoices, getFilm, listFilms, setPublished, updateFilm } from '../../domain/admin/catalog';
import { dailyReport, refundPayment, reportCsv, searchPayments } from '../../domain/admin/payments';
import { adminPlans, createPlan, updatePlan } from '../../domain/admin/plans';
import { jobsOfTitle, jobWire, retryJob } from '../../domain/admin/queue';
import { ABILITIES, may, ROLES, type Ability } from '../../domain/admin/roles';
import { confirmCode, FRESH_CODE_MS, freshCodeAt } from '../../domain/admin/step-up';
import { adjustWallet, endSessions, grantDays, setRoles, userDetails } from '../../domain/admin/users';
import type { ProviderEnv } from '../env';
import { pageField, pathId } from '../params';
import { validate } from '../validate';
import { clientAddress } from '../viewer';
import { adminCatalogRoutes } from './admin-catalog';
import { now, staff } from './admin-staff';
import { adminSeriesRoutes } from './admin-series';
import { adminArtworkRoutes } from './admin-artwork';
import { adminBrandRoutes } from './admin-brands';
import { adminTeaserRoutes } from './admin-teasers';
import { inquirePayment } from '../../domain/admin/inquire';

// docs/admin.md: the back office's calls, each behind one ability of the caller's roles
// (domain/admin/roles.ts): a guest gets 401, a user without the ability 403, and the sensitive
// ones also ask for a login code verified in the last five minutes.

type C = Context<ProviderEnv>;

export { staff };

/** A number as typed: Persian or Arabic digits read as Latin, thousands separators dropped. */
const typedInt = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? toLatinDigits(value).replace(/[,٬\s]/g, '') : value),
    z.coerce.number().int().min(min).max(max),
  );
const optionalInt = (min: number, max: number) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), typedInt(min, max).optional());
const mobileField = z.string().transform((value, ctx) => {
  const mobile = normalizeMobile(value);
  if (!mobile) ctx.addIssue({ code: 'custom', message: 'Enter your mobile number correctly' });
  return mobile ?? '';
});
const reasonField = z.string().trim().min(3).max(500);
const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .transform((value) => new Date(`${value}T00:00:00+03:30`))
  .optional()
  .or(z.literal('').transform(() => undefined));
const flag = z.preprocess(
  (value) => value === true || value === 'on' || value === '1' || value === 'true',
  z.boolean(),
);
const DAY_MS = 86_400_000;

const filmBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    name_fa: z.string().trim().min(1).max(200),
    overview: z.string().trim().max(2000).default(''),
    overview_fa: z.string().trim().max(2000).default(''),
    year: typedInt(1895, 2100),
    runtime: typedInt(1, 1000),
    age: z.enum(AGE_RATINGS),
    ir: flag.default(false),
    persian: flag.default(false),
    availability: z.enum(['free', 'subscription', 'price']),
    price: optionalInt(1000, 50_000_000),
    genres: z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.string().max(40)).max(10)).default([]),
  })
  .refine((b) => b.availability !== 'price' || b.price !== undefined, { path: ['price'], message: 'A price is needed' })
  .transform((b) => ({
    name: b.name,
    nameFa: b.name_fa,
    overview: b.overview,
    overviewFa: b.overview_fa,
    year: b.year,
    runtime: b.runtime,
    age: b.age,
    ir: b.ir,
    persian: b.persian,
    availability: b.availability,
    price: b.price ?? null,
    genres: b.genres,
  }));

const planBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    name_fa: z.string().trim().min(1).max(100),
    description: z.string().trim().max(500).default(''),
    description_fa: z.string().trim().max(500).default(''),
    toman: typedInt(1000, 50_000_000),
    days: typedInt(1, 3660),
    discount_percent: optionalInt(1, 99),
    discount_price: optionalInt(1, 50_000_000),
    discount_day: optionalInt(0, 3660),
    valid_until: dateField,
  })
  .refine((b) => b.discount_price === undefined || b.discount_price < b.toman, {
    path: ['discount_price'],
    message: 'The discount must be under the price',
  })
  .transform((b) => ({
    name: b.name,
    nameFa: b.name_fa,
    description: b.description,
    descriptionFa: b.description_fa,
    toman: b.toman,
    days: b.days,
    discountPercent: b.discount_percent ?? null,
    discountPrice: b.discount_price ?? null,
    discountDay: b.discount_price === undefined ? null : (b.discount_day ?? 0),
    validUntil: b.valid_until ?? null,
  }));

const userId = (c: C) => pathId(c.req.param('id'), 'The user', 'کاربر');

export const adminRoutes = new Hono<ProviderEnv>()
  // docs/admin.md "Artwork", "Brands" and "Teasers": their calls, in files of their own.
  .route('/', adminArtworkRoutes)
  .route('/', adminBrandRoutes)
  .route('/', adminTeaserRoutes)
  .get('/admin/me', async (c) => {
    const me = await staff(c, 'enter');
    const fresh = await freshCodeAt(c.var.db, me.mobile, now(c));
    return c.json({
      data: {
        mobile: me.mobile,
        roles: me.roles,
        abilities: (Object.keys(ABILITIES) as Ability[]).filter((a) => may(me.roles, a)),
        fresh_code_until: fresh ? new Date(fresh.getTime() + FRESH_CODE_MS).toISOString() : null,
      },
    });
  })
  .post('/admin/step-up/send', async (c) => {
    const me = await staff(c, 'enter');
    const data = await sendCode(
      c.var.db,
      c.var.settings.sms,
      me.mobile,
      0,
      clientAddress(c),
      now(c),
      undefined,
      c.var.settings.loginSendsPerAddressHour,
    );
    return c.json({ data });
  })
  .post('/admin/step-up', validate('json', z.object({ code: z.string().max(8) })), async (c) => {
    const me = await staff(c, 'enter');
    await confirmCode(c.var.db, me.mobile, toLatinDigits(c.req.valid('json').code).trim(), clientAddress(c), now(c));
    return c.json({ data: { confirmed: true } });
  })
  .get('/admin/users', validate('query', z.object({ mobile: mobileField })), async (c) => {
    await staff(c, 'users.read');
    return c.json({
      data: await userDetails(c.var.db, c.req.valid('query').mobile, c.var.settings.adminMobiles ?? [], now(c)),
    });
  })
  .post(
    '/admin/users/:id/sessions/end',
    validate(
      'json',
      z.object({
        session: z
          .string()
          .regex(/^[0-9a-f]{16}$/)
          .optional(),
      }),
    ),
    async (c) => {
      const me = await staff(c, 'users.sessions');
      return c.json({ data: await endSessions(c.var.db, me, userId(c), c.req.valid('json').session ?? null, now(c)) });
    },
  )
  .post(
    '/admin/users/:id/grant',
    validate('json', z.object({ plan_id: typedInt(1, 1_000_000), days: typedInt(1, 3660), reason: reasonField })),
    async (c) => {
      const me = await staff(c, 'users.grant');
      const body = c.req.valid('json');
      return c.json({ data: await grantDays(c.var.db, me, userId(c), body.plan_id, body.days, body.reason, now(c)) });
    },
  )
  .post(
    '/admin/users/:id/wallet',
    validate(
      'json',
      z.object({
        amount: typedInt(-50_000_000, 50_000_000).refine((v) => v !== 0, 'The amount cannot be zero'),
        reason: reasonField,
      }),
    ),
    async (c) => {
      const me = await staff(c, 'users.wallet');
      const body = c.req.valid('json');
      return c.json({ data: await adjustWallet(c.var.db, me, userId(c), body.amount, body.reason) });
    },
  )
  .post('/admin/users/:id/roles', validate('json', z.object({ roles: z.array(z.enum(ROLES)).max(4) })), async (c) => {
    const me = await staff(c, 'users.roles');
    return c.json({ data: await setRoles(c.var.db, me, userId(c), c.req.valid('json').roles) });
  })
  .get(
    '/admin/payments',
    validate(
      'query',
      z.object({
        mobile: mobileField.optional().or(z.literal('').transform(() => undefined)),
        ref: z.string().trim().max(64).optional(),
        status: z.enum(['', 'pending', 'paid', 'failed', 'cancelled', 'expired', 'reversed']).optional(),
        from: dateField,
        to: dateField,
        page: pageField,
      }),
    ),
    async (c) => {
      await staff(c, 'payments.read');
      const q = c.req.valid('query');
      return c.json({
        data: await searchPayments(c.var.db, {
          mobile: q.mobile,
          ref: q.ref || undefined,
          status: q.status || undefined,
          from: q.from,
          to: q.to ? new Date(q.to.getTime() + DAY_MS) : undefined,
          page: q.page,
        }),
      });
    },
  )
  // Asks the bank now about a pending payment (docs/admin.md "Payments").
  .post('/admin/payments/:id/inquire', async (c) => {
    const me = await staff(c, 'payments.inquire');
    const id = pathId(c.req.param('id'), 'The payment', 'پرداخت');
    return c.json({ data: await inquirePayment(c.var.db, c.var.payment, me, id, now(c)) });
  })
  .post('/admin/payments/:id/refund', validate('json', z.object({ reason: reasonField })), async (c) => {
    const me = await staff(c, 'payments.refund');
    const id = pathId(c.req.param('id'), 'The payment', 'پرداخت');
    return c.json({ data: await refundPayment(c.var.db, me, id, c.req.valid('json').reason, now(c)) });
  })
  .get(
    '/admin/reports/daily',
    validate('query', z.object({ from: dateField, to: dateField, format: z.enum(['json', 'csv']).default('json') })),
    async (c) => {
      await staff(c, 'payments.report');
      const q = c.req.valid('query');
      const to = q.to ? new Date(q.to.getTime() + DAY_MS) : new Date(now(c).getTime() + DAY_MS);
      const from = q.from ?? new Date(to.getTime() - 31 * DAY_MS);
      const rows = await dailyReport(c.var.db, from, to);
      if (q.format === 'csv') {
        c.header('content-type', 'text/csv; charset=utf-8');
        c.header('content-disposition', 'attachment; filename="payments-daily.csv"');
        return c.body(reportCsv(rows));
      }
      return c.json({ data: { rows } });
    },
  )
  .get('/admin/plans', async (c) => {
    await staff(c, 'plans.read');
    return c.json({ data: await adminPlans(c.var.db) });
  })
  .post('/admin/plans', validate('json', planBody), async (c) => {
    const me = await staff(c, 'plans.write');
    return c.json({ data: await createPlan(c.var.db, me, c.req.valid('json'), now(c)) });
  })
  .post('/admin/plans/:id', validate('json', planBody), async (c) => {
    const me = await staff(c, 'plans.write');
    const id = pathId(c.req.param('id'), 'The plan', 'طرح');
    return c.json({ data: await updatePlan(c.var.db, me, id, c.req.valid('json'), now(c)) });
  })
  .get(
    '/admin/films',
    validate('query', z.object({ q: z.string().trim().max(100).optional(), page: pageField })),
    async (c) => {
      await staff(c, 'catalog.read');
      const q = c.req.valid('query');
      return c.json({
        data: { ...(await listFilms(c.var.db, q.q || undefined, q.page)), genres: await genreChoices(c.var.db) },
      });
    },
  )
  .get('/admin/films/:id', async (c) => {
    await staff(c, 'catalog.read');
    const id = pathId(c.req.param('id'), 'The film', 'فیلم');
    return c.json({ data: { film: await getFilm(c.var.db, id), genres: await genreChoices(c.var.db) } });
  })
  .post('/admin/films', validate('json', filmBody), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await createFilm(c.var.db, me, c.req.valid('json')) });
  })
  .post('/admin/films/:id', validate('json', filmBody), async (c) => {
    const me = await staff(c, 'catalog.write');
    const id = pathId(c.req.param('id'), 'The film', 'فیلم');
    return c.json({ data: await updateFilm(c.var.db, me, id, c.req.valid('json')) });
  })
  .post('/admin/films/:id/publish', validate('json', z.object({ published: flag })), async (c) => {
    const me = await staff(c, 'catalog.write');
    const id = pathId(c.req.param('id'), 'The film', 'فیلم');
    return c.json({ data: await setPublished(c.var.db, me, id, c.req.valid('json').published) });
  })
  .get('/admin/films/:id/jobs', async (c) => {
    await staff(c, 'catalog.read');
    const id = pathId(c.req.param('id'), 'The film', 'فیلم');
    await getFilm(c.var.db, id);
    // What the title plays now: its own folder once an ingest registered it, else the demo's.
    const folder = await titleFolder(c.var.settings, id);
    return c.json({
      data: {
        jobs: await jobsOfTitle(c.var.db, id),
        media: { own: folder.version !== 'demo', ingested: folder.version === 'demo' ? null : folder.version },
      },
    });
  })
  .post('/admin/jobs/:id/retry', async (c) => {
    const me = await staff(c, 'media.write');
    const id = pathId(c.req.param('id'), 'The job', 'کار');
    return c.json({ data: jobWire(await retryJob(c.var.db, me, id, now(c))) });
  })
  .get('/admin/brands', async (c) => {
    await staff(c, 'brands.read');
    const rows = await c.var.db.select().from(sites).orderBy(asc(sites.domain));
    return c.json({
      data: rows.map((s) => ({
        domain: s.domain,
        app_name: s.appName,
        app_name_fa: s.appNameFa,
        main: s.main,
        phone: s.phone,
        email: s.email,
        ref: s.ref,
      })),
    });
  })
  .get(
    '/admin/audit',
    validate(
      'query',
      z.object({ q: z.string().trim().max(100).optional(), from: dateField, to: dateField, page: pageField }),
    ),
    async (c) => {
      await staff(c, 'audit.read');
      const q = c.req.valid('query');
      return c.json({
        data: await searchAudit(c.var.db, {
          q: q.q || undefined,
          from: q.from,
          to: q.to ? new Date(q.to.getTime() + DAY_MS) : undefined,
          page: q.page,
        }),
      });
    },
  )
  // Series, seasons and episodes; people, genres, lists and the slider (docs/admin.md "Catalog").
  .route('/', adminSeriesRoutes)
  .route('/', adminCatalogRoutes);
