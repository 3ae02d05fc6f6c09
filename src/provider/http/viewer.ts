import type { Context } from 'hono';
import { addressKey } from '../domain/auth/address';
import type { Viewer } from '../domain/auth/viewer';
import { siteOrigin } from '../domain/money/origin';
import { unauthorized } from '../errors';
import type { ProviderEnv } from './env';

/** Money calls need login (spec §6): a guest gets 401. */
export function loggedIn(c: Context<ProviderEnv>): Viewer {
  const viewer = c.var.viewer;
  if (!viewer) throw unauthorized();
  return viewer;
}

/** The site this request came through (the storefront gateway forwards Host). */
export const originOf = (c: Context<ProviderEnv>) =>
  siteOrigin(
    {
      host: c.req.header('host'),
      forwardedHost: c.req.header('x-forwarded-host'),
      forwardedProto: c.req.header('x-forwarded-proto'),
    },
    c.req.url,
  );

/**
 * The client address the storefront saw (the gateway and the pages forward it as x-client-ip: the
 * provider itself sits behind them), as the limits count it: an IPv6 address as its /64.
 */
export const clientAddress = (c: Context<ProviderEnv>) => addressKey(c.req.header('x-client-ip'));

/** The same site as a URL origin (`https://host`), for the absolute URLs app clients need. */
export const originUrl = (c: Context<ProviderEnv>) => {
  const { protocol, host } = originOf(c);
  return `${protocol}//${host}`;
};
