import { api } from './api/client';
import { hostName } from './known-host';
import { log } from '../../ops/logger';

// docs/admin.md "Brands": the brands' domains, which the site serves besides SITE_HOSTS, so a
// brand an admin adds in the back office is served on its domain without a change of
// configuration. Read from the provider (GET /get/site/domains, the `sites` table) and kept
// BRAND_HOSTS_TTL_MS in this process; a brand's save drops them (forgetCatalog), so the process
// that saved serves the new domain at once, and the others within the TTL. Only a host the
// provider names is added: any other Host is still refused (middleware/host.ts).

export const BRAND_HOSTS_TTL_MS = 30_000;

interface Kept {
  hosts: ReadonlySet<string>;
  until: number;
}

let kept: Kept | null = null;
let asking: Promise<ReadonlySet<string>> | null = null;
/** Counts the drops: an answer asked for before a brand's save is not kept after it. */
let generation = 0;

/** The brands' domains, kept a while; when the provider cannot say, the last ones known (or none). */
export function brandHosts(now = Date.now()): Promise<ReadonlySet<string>> {
  if (kept && kept.until > now) return Promise.resolve(kept.hosts);
  if (asking) return asking;
  const asked = generation;
  const answer = api
    .siteDomains()
    .then((domains) => {
      const hosts: ReadonlySet<string> = new Set(domains.map(hostName));
      if (asked === generation) kept = { hosts, until: Date.now() + BRAND_HOSTS_TTL_MS };
      return hosts;
    })
    .catch((error: unknown) => {
      // Closed by default: an unknown host stays refused while the provider is away.
      log.warn({ err: error }, 'brand domains unavailable');
      return kept?.hosts ?? new Set<string>();
    })
    .finally(() => {
      if (asking === answer) asking = null;
    });
  asking = answer;
  return answer;
}

/** Whether `host` (a Host header) is a brand's domain. */
export async function isBrandHost(host: string): Promise<boolean> {
  const name = hostName(host);
  if (!/^[a-z0-9.-]{1,253}$/.test(name)) return false;
  return (await brandHosts()).has(name);
}

/** Drops the kept domains: a brand was saved (the next request asks again). */
export function forgetBrandHosts() {
  kept = null;
  asking = null;
  generation += 1;
}
