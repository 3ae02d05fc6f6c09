import { eq, inArray, sql } from 'drizzle-orm';
import type { SiteUser } from '../../../contract/schemas/site';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';
import { notFound } from '../../errors';
import { daysLeft, type Viewer } from '../auth/viewer';

type SiteRow = typeof sites.$inferSelect;

/** A host name as sites are keyed: lowercase, without port. */
export const siteDomain = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

export async function findSite(db: Db, domain: string): Promise<SiteRow | null> {
  const [row] = await db
    .select()
    .from(sites)
    .where(eq(sites.domain, siteDomain(domain)))
    .limit(1);
  return row ?? null;
}

/**
 * The site of a domain, else the default site: an unknown host still gets a storefront. One
 * query for both (every page asks this, docs/catalog.md "Figures"): the domain's row first.
 */
export async function siteOrDefault(db: Db, domain: string, defaultDomain: string): Promise<SiteRow> {
  const asked = siteDomain(domain);
  const [site] = await db
    .select()
    .from(sites)
    .where(inArray(sites.domain, [asked, siteDomain(defaultDomain)]))
    .orderBy(sql`${sites.domain} = ${asked} desc`)
    .limit(1);
  if (!site) throw notFound('The site configuration', 'پیکربندی سایت');
  return site;
}

/**
 * Every brand's domain (docs/admin.md "Brands"): the hosts the storefront serves besides those of
 * its configuration (SITE_HOSTS), so a brand added in the back office is served on its domain.
 */
export async function siteDomains(db: Db): Promise<string[]> {
  const rows = await db.select({ domain: sites.domain }).from(sites).orderBy(sites.domain);
  return rows.map((row) => row.domain);
}

/** The brand's social accounts, by handle and as links. */
export const socialLinks = (site: SiteRow) => ({
  instagram: site.instagram,
  telegram: site.telegram,
  instagram_url: site.instagram ? `https://instagram.com/${site.instagram}` : null,
  telegram_url: site.telegram ? `https://t.me/${site.telegram}` : null,
});

/**
 * spec §3 "Current user / site configuration": the brand's fields with the viewer's own
 * (subscription, access, days left, mobile, scope). A guest gets the guest values.
 */
export function userState(site: SiteRow, viewer: Viewer | null, now = new Date()): SiteUser {
  const days = daysLeft(viewer, now);
  return {
    app_name: site.appName,
    app_name_fa: site.appNameFa,
    plus: site.main,
    logo: site.logo,
    logo_dark: site.logoDark,
    ref: viewer?.ref || site.ref,
    subscription: days > 0 ? 1 : 0,
    access: days > 0,
    show_app: site.showApp,
    days_period_to_end: days,
    mobile: viewer?.mobile ?? null,
    phone: site.phone,
    email: site.email,
    // Not in spec §3's shape: the brand's postal address (docs/admin.md "Brands"), for its footer.
    address: site.address,
    address_fa: site.addressFa,
    instagram: site.instagram,
    telegram: site.telegram,
    samandehi_id: site.samandehiId,
    samandehi_p: site.samandehiP,
    enamad_id: site.enamadId,
    enamad_code: site.enamadCode,
    operator_fullrate: site.operatorFullrate,
    scope: viewer ? ['user'] : ['guest'],
    data_saver: viewer?.dataSaver ?? false,
  };
}
