import type { Config } from '../../config';

/** Host names every development machine answers for: the tests and a laptop's browser use them. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A Host header's name, lowercase, without its port (IPv6 literals keep their brackets). */
export const hostName = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/**
 * Whether this site answers for a Host header (SITE_HOSTS in docs/configuration.md): the site's
 * domain and the brands' domains configured; outside production, loopback names too.
 */
export function isKnownHost(host: string, config: Pick<Config, 'NODE_ENV' | 'SITE_DOMAIN' | 'SITE_HOSTS'>): boolean {
  const name = hostName(host);
  if (!name) return false;
  if (name === hostName(config.SITE_DOMAIN) || config.SITE_HOSTS.includes(name)) return true;
  return config.NODE_ENV !== 'production' && (LOOPBACK.has(name) || name.endsWith('.localhost'));
}
