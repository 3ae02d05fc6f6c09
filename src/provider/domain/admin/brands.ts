import { and, asc, eq, gte, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import { audit } from './audit';
import type { Staff } from './roles';

// docs/admin.md "Brands": the white-label sites (spec §3 site configuration) added and edited by
// an admin. A domain names one brand; the partner referral ranges of two brands never overlap
// (checked under a lock of the table, so two saves at once cannot both pass). Each change is
// audited with the brand before and after.

type SiteRow = typeof sites.$inferSelect;

export interface BrandInput {
  appName: string;
  appNameFa: string;
  phone: string;
  email: string;
  address: string;
  addressFa: string;
  instagram: string;
  telegram: string;
  enamadId: string;
  enamadCode: string;
  samandehiId: string;
  samandehiP: string;
  refFrom: number | null;
  refTo: number | null;
}

export const brandWire = (row: SiteRow) => ({
  domain: row.domain,
  app_name: row.appName,
  app_name_fa: row.appNameFa,
  main: row.main,
  logo: row.logo,
  logo_dark: row.logoDark,
  phone: row.phone,
  email: row.email,
  address: row.address,
  address_fa: row.addressFa,
  instagram: row.instagram,
  telegram: row.telegram,
  enamad_id: row.enamadId,
  enamad_code: row.enamadCode,
  samandehi_id: row.samandehiId,
  samandehi_p: row.samandehiP,
  ref: row.ref,
  ref_from: row.refFrom,
  ref_to: row.refTo,
});

const missing = () => notFound('The brand', 'برند');

/** A field's refusal in the error envelope, in both languages. */
const fieldError = (status: 409 | 422, field: string, en: string, fa: string) =>
  new ProviderError(status, en, fa, { [field]: [en] }, undefined, { [field]: [fa] });

export async function getBrand(db: Db, domain: string) {
  const [row] = await db.select().from(sites).where(eq(sites.domain, domain));
  if (!row) throw missing();
  return brandWire(row);
}

export async function listBrands(db: Db) {
  return (await db.select().from(sites).orderBy(asc(sites.domain))).map(brandWire);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Refuses a range overlapping another brand's (the table is locked by the caller). */
async function checkRange(tx: Tx, domain: string, input: BrandInput) {
  if (input.refFrom === null || input.refTo === null) return;
  const conditions: SQL[] = [
    ne(sites.domain, domain),
    isNotNull(sites.refFrom),
    isNotNull(sites.refTo),
    lte(sites.refFrom, input.refTo),
    gte(sites.refTo, input.refFrom),
  ];
  const [other] = await tx
    .select({ domain: sites.domain, from: sites.refFrom, to: sites.refTo })
    .from(sites)
    .where(and(...conditions))
    .limit(1);
  if (other)
    throw fieldError(
      409,
      'ref_from',
      `The referral range overlaps ${other.domain}'s (${other.from}-${other.to}).`,
      `بازهٔ کد معرف با بازهٔ ${other.domain} (${other.from} تا ${other.to}) هم‌پوشانی دارد.`,
    );
}

/** Two saves at once see each other's ranges: the second waits for the first. */
const lockSites = (tx: Tx) => tx.execute(sql`LOCK TABLE ${sites} IN SHARE ROW EXCLUSIVE MODE`);

const columns = (input: BrandInput) => ({
  appName: input.appName,
  appNameFa: input.appNameFa,
  phone: input.phone,
  email: input.email,
  address: input.address,
  addressFa: input.addressFa,
  instagram: input.instagram,
  telegram: input.telegram,
  enamadId: input.enamadId,
  enamadCode: input.enamadCode,
  samandehiId: input.samandehiId,
  samandehiP: input.samandehiP,
  refFrom: input.refFrom,
  refTo: input.refTo,
});

/** A new brand on `domain` (409 when a brand has it), with the main brand's logos until its own are uploaded. */
export async function createBrand(db: Db, actor: Staff, domain: string, input: BrandInput) {
  return db.transaction(async (tx) => {
    await lockSites(tx);
    const [taken] = await tx.select({ domain: sites.domain }).from(sites).where(eq(sites.domain, domain));
    if (taken)
      throw fieldError(
        409,
        'domain',
        `A brand already has the domain ${domain}.`,
        `دامنهٔ ${domain} برای برند دیگری ثبت شده است.`,
      );
    await checkRange(tx, domain, input);
    const [main] = await tx.select().from(sites).where(eq(sites.main, true)).limit(1);
    const [row] = await tx
      .insert(sites)
      .values({
        domain,
        main: false,
        logo: main?.logo ?? '/favicon.svg',
        logoDark: main?.logoDark ?? '/favicon.svg',
        ref: input.refFrom ?? 0,
        showApp: main?.showApp ?? 0,
        operatorFullrate: main?.operatorFullrate ?? '',
        ...columns(input),
      })
      .returning();
    await audit(tx, actor, 'brand.create', `site:${domain}`, null, brandWire(row!));
    return brandWire(row!);
  });
}

export async function updateBrand(db: Db, actor: Staff, domain: string, input: BrandInput) {
  return db.transaction(async (tx) => {
    await lockSites(tx);
    const [before] = await tx.select().from(sites).where(eq(sites.domain, domain));
    if (!before) throw missing();
    await checkRange(tx, domain, input);
    const [row] = await tx.update(sites).set(columns(input)).where(eq(sites.domain, domain)).returning();
    await audit(tx, actor, 'brand.update', `site:${domain}`, brandWire(before), brandWire(row!));
    return brandWire(row!);
  });
}
