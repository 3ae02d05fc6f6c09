import { Hono, type Context } from 'hono';
import { siteDomain, siteDomains, findSite, siteOrDefault, userState } from '../../domain/site/site';
import type { ProviderEnv } from '../env';
import { notFound } from '../../errors';
import { loggedIn } from '../viewer';
import { API_PREFIX } from '../../../contract/rules/contract';

/** The request's own host: the domain its white-label configuration is keyed by. */
export const requestHost = (c: Context<ProviderEnv>) =>
  c.req.header('x-forwarded-host') ?? c.req.header('host') ?? new URL(c.req.url).host;

/** spec §7: the site configuration by domain, and the guest (or user) status. */
export const siteRoutes = new Hono<ProviderEnv>()
  // Every brand's domain: the storefront serves these hosts too (docs/admin.md "Brands"). Public,
  // as the brands' sites are; not in spec §7.
  .get('/get/site/domains', async (c) => c.json({ data: { domains: await siteDomains(c.var.db) } }))
  .get('/get/user/domain/:domain', async (c) => {
    const domain = siteDomain(c.req.param('domain'));
    const site = /^[a-z0-9.-]{1,253}$/.test(domain) ? await findSite(c.var.db, domain) : null;
    if (!site) throw notFound('The site configuration', 'پیکربندی سایت');
    return c.json({ data: { user: userState(site, c.var.viewer) } });
  })
  // The original client's auth module reads the signed-in user from `user` at the top level
  // (docs/architecture.md "App clients"); a guest gets 401, as for every personal call.
  .get('/get/user', async (c) => {
    const viewer = loggedIn(c);
    const site = await siteOrDefault(c.var.db, requestHost(c), c.var.settings.defaultDomain);
    return c.json({ user: userState(site, viewer) });
  })
  .get('/ghost/get/*', async (c, next) => {
    if (new URL(c.req.url).pathname !== `${API_PREFIX}/ghost/get${c.var.settings.checkSuffix}`) return next();
    const site = await siteOrDefault(c.var.db, requestHost(c), c.var.settings.defaultDomain);
    const user = userState(site, c.var.viewer);
    // The original client makes the whole body its `checkuser` (ref, mobile, phone,
    // operator_fullrate… at the top level); our storefront reads data.user. Both are answered.
    return c.json({ ...user, data: { user } });
  });
