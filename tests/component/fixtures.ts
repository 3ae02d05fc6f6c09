import type { SiteUser } from '../../src/lib/api/schemas/site';
import { FALLBACK_SITE } from '../../src/lib/site-fallback';

/** A user state (spec §3) of the guest status call: the neutral brand, with the test's fields. */
export const siteUser = (fields: Partial<SiteUser>): SiteUser => ({ ...FALLBACK_SITE, ...fields });
