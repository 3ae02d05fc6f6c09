import type { SiteView } from '../api/views/site';

// spec §2 Footer and /namad: the trust badges link to the issuers' own verification pages, built
// from the ids and codes of the site configuration (spec §3).

export interface TrustBadge {
  kind: 'enamad' | 'samandehi';
  /** The issuer's verification page for this site. */
  href: string;
  /** Local badge artwork (72x72), so no third-party image is loaded. */
  image: string;
  /** enamad checks the referring origin to confirm the badge is shown on the registered site. */
  referrerPolicy?: 'origin';
}

type BadgeIds = Pick<SiteView, 'enamad' | 'samandehi'>;

export const enamadUrl = (site: BadgeIds) =>
  `https://trustseal.enamad.ir/?id=${encodeURIComponent(site.enamad.id)}&Code=${encodeURIComponent(site.enamad.code)}`;

export const samandehiUrl = (site: BadgeIds) =>
  `https://logo.samandehi.ir/Verify.aspx?id=${encodeURIComponent(site.samandehi.id)}&p=${encodeURIComponent(site.samandehi.p)}`;

/**
 * The badges a site holds, enamad first (the order the footer shows them). A seal without its
 * registration id is not shown: a link to the registry under a made-up id would claim a
 * certificate the site does not have (the demo brands hold none).
 */
export const trustBadges = (site: BadgeIds): TrustBadge[] => [
  ...(site.enamad.id
    ? [{ kind: 'enamad', href: enamadUrl(site), image: '/badges/enamad.svg', referrerPolicy: 'origin' } as const]
    : []),
  ...(site.samandehi.id ? [{ kind: 'samandehi', href: samandehiUrl(site), image: '/badges/samandehi.svg' } as const] : []),
];
