import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { toLatinDigits } from '../../../contract/rules/digits';
import { createBrand, getBrand, updateBrand, type BrandInput } from '../../domain/admin/brands';
import { siteDomain } from '../../domain/site/site';
import { notFound, ProviderError } from '../../errors';
import type { ProviderEnv } from '../env';
import { staff } from './admin';

// docs/admin.md "Brands": an admin adds a brand by its domain and edits its names, contact
// details, trust-seal ids and partner referral range. Errors name their field in both languages.

type C = Context<ProviderEnv>;

/** A host name: dot-separated labels of letters, digits and inner hyphens; no port, no scheme. */
const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const FIELDS_FA: Record<string, string> = {
  domain: 'دامنه',
  app_name: 'نام انگلیسی',
  app_name_fa: 'نام فارسی',
  phone: 'تلفن',
  email: 'ایمیل',
  address: 'نشانی انگلیسی',
  address_fa: 'نشانی فارسی',
  instagram: 'اینستاگرام',
  telegram: 'تلگرام',
  enamad_id: 'شناسهٔ اینماد',
  enamad_code: 'کد اینماد',
  samandehi_id: 'شناسهٔ ساماندهی',
  samandehi_p: 'کد ساماندهی',
  ref_from: 'ابتدای بازهٔ کد معرف',
  ref_to: 'انتهای بازهٔ کد معرف',
};

const text = (max: number) => z.string().trim().max(max).default('');
const handle = z
  .string()
  .trim()
  .regex(/^@?[A-Za-z0-9._]{0,40}$/, 'Letters, digits, dots and underscores only.')
  .transform((v) => v.replace(/^@/, ''))
  .default('');
const sealId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{0,64}$/, 'Letters, digits, - and _ only, as the seal issuer gives it.')
  .default('');
const refEnd = z.preprocess(
  (value) => (typeof value === 'string' ? toLatinDigits(value).replace(/[,٬\s]/g, '') : value),
  z.union([
    z.literal('').transform(() => null),
    z.null(),
    z.coerce.number().int('A whole number.').min(1, 'At least 1.').max(2_147_483_647, 'At most 2147483647.'),
  ]),
);

const brandBody = z
  .object({
    app_name: z.string().trim().min(1, 'Required.').max(100),
    app_name_fa: z.string().trim().min(1, 'Required.').max(100),
    phone: z
      .string()
      .transform((v) => toLatinDigits(v).trim())
      .pipe(z.string().regex(/^(\+?[0-9][0-9 ()-]{3,19})?$/, 'Digits, spaces, +, ( ) and - only.'))
      .default(''),
    email: z
      .string()
      .trim()
      .pipe(z.union([z.literal(''), z.email('Enter a valid email address.')]))
      .default(''),
    address: text(300),
    address_fa: text(300),
    instagram: handle,
    telegram: handle,
    enamad_id: sealId,
    enamad_code: sealId,
    samandehi_id: sealId,
    samandehi_p: sealId,
    ref_from: refEnd.default(null),
    ref_to: refEnd.default(null),
  })
  .superRefine((b, ctx) => {
    if ((b.ref_from === null) !== (b.ref_to === null))
      ctx.addIssue({
        code: 'custom',
        path: [b.ref_from === null ? 'ref_from' : 'ref_to'],
        message: 'Give both ends of the range, or neither.',
      });
    else if (b.ref_from !== null && b.ref_to !== null && b.ref_from > b.ref_to)
      ctx.addIssue({ code: 'custom', path: ['ref_to'], message: 'The end of the range must not be below its start.' });
  })
  .transform((b): BrandInput => ({
    appName: b.app_name,
    appNameFa: b.app_name_fa,
    phone: b.phone,
    email: b.email,
    address: b.address,
    addressFa: b.address_fa,
    instagram: b.instagram,
    telegram: b.telegram,
    enamadId: b.enamad_id,
    enamadCode: b.enamad_code,
    samandehiId: b.samandehi_id,
    samandehiP: b.samandehi_p,
    refFrom: b.ref_from,
    refTo: b.ref_to,
  }));

const MESSAGES_FA: Record<string, string> = {
  'Required.': 'این خانه را پر کنید.',
  'Enter a valid email address.': 'نشانی ایمیل را درست وارد کنید.',
  'Give both ends of the range, or neither.': 'هر دو سر بازه را بنویسید، یا هیچ‌کدام را.',
  'The end of the range must not be below its start.': 'انتهای بازه نباید از ابتدای آن کمتر باشد.',
  'Not a domain name (letters, digits, dots and hyphens, no port).':
    'دامنه درست نیست (حروف لاتین، رقم، نقطه و خط تیره، بدون درگاه).',
};

/** Zod's issues as the error envelope: each field's message in English and in Persian. */
function refusal(issues: readonly z.core.$ZodIssue[]): ProviderError {
  const errors: Record<string, string[]> = {};
  const errorsFa: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body');
    (errors[field] ??= []).push(issue.message);
    (errorsFa[field] ??= []).push(MESSAGES_FA[issue.message] ?? `مقدار ${FIELDS_FA[field] ?? field} معتبر نیست.`);
  }
  const fields = Object.keys(errors);
  return new ProviderError(
    422,
    `Invalid value for: ${fields.join(', ')}.`,
    `مقدار واردشده برای ${fields.map((f) => FIELDS_FA[f] ?? f).join('، ')} معتبر نیست.`,
    errors,
    undefined,
    errorsFa,
  );
}

async function bodyOf(c: C, withDomain: boolean) {
  const raw: unknown = await c.req.json().catch(() => null);
  const parsed = brandBody.safeParse(raw ?? {});
  const issues = parsed.success ? [] : [...parsed.error.issues];
  let domain = '';
  if (withDomain) {
    const given = (raw as { domain?: unknown } | null)?.domain;
    domain = typeof given === 'string' ? siteDomain(given) : '';
    if (!DOMAIN.test(domain))
      issues.unshift({
        code: 'custom',
        path: ['domain'],
        message: 'Not a domain name (letters, digits, dots and hyphens, no port).',
        input: given,
      });
  }
  if (!parsed.success || issues.length) throw refusal(issues);
  return { domain, input: parsed.data };
}

const domainParam = (c: C) => {
  const domain = siteDomain(c.req.param('domain') ?? '');
  if (!DOMAIN.test(domain)) throw notFound('The brand', 'برند');
  return domain;
};

export const adminBrandRoutes = new Hono<ProviderEnv>()
  .get('/admin/brands/:domain', async (c) => {
    await staff(c, 'brands.read');
    return c.json({ data: await getBrand(c.var.db, domainParam(c)) });
  })
  .post('/admin/brands', async (c) => {
    const me = await staff(c, 'brands.write');
    const { domain, input } = await bodyOf(c, true);
    return c.json({ data: await createBrand(c.var.db, me, domain, input) });
  })
  .post('/admin/brands/:domain', async (c) => {
    const me = await staff(c, 'brands.write');
    const domain = domainParam(c);
    const { input } = await bodyOf(c, false);
    return c.json({ data: await updateBrand(c.var.db, me, domain, input) });
  });
