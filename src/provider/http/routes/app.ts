import { Hono } from 'hono';
import { filterSchema } from '../../../contract/schemas/filter';
import { listBanks } from '../../domain/directdebit/banks';
import { getGenreMap, getNewGenres } from '../../domain/catalog/lists';
import { listPlans, plansDescriptionFa } from '../../domain/plans/plans';
import { vatRateOf } from '../../domain/money/price';
import { GATEWAYS, getAppDetails, getFaq, getTopsearch } from '../../domain/site/texts';
import type { ProviderEnv } from '../env';
import { unauthorized } from '../../errors';
import { validate } from '../validate';
import { siteOrDefault, socialLinks } from '../../domain/site/site';
import { requestHost } from './site';

/** App-wide data: plans, details, gateways, genres, FAQ, popular searches, banks. */
export const appRoutes = new Hono<ProviderEnv>()
  // spec §7: data.data the plans keyed by id (as the original client reads them), data.description the text.
  .get('/get/app/plans', async (c) => {
    const vatPercent = vatRateOf(c.var.settings);
    const plans = await listPlans(c.var.db, vatPercent);
    return c.json({
      data: Object.fromEntries(plans.map((plan) => [plan.id, plan])),
      description: plansDescriptionFa(vatPercent),
    });
  })
  .get('/get/app/details', async (c) => c.json({ data: await getAppDetails(c.var.db) }))
  .get('/get/app/gateways', (c) => c.json({ data: GATEWAYS }))
  // The original's settings page asks for the brand's social links.
  .get('/get/app/socials', async (c) => {
    const site = await siteOrDefault(c.var.db, requestHost(c), c.var.settings.defaultDomain);
    return c.json({ data: socialLinks(site) });
  })
  .get('/genres', async (c) => c.json({ data: await getGenreMap(c.var.db) }))
  .get('/new_genres', validate('query', filterSchema), async (c) =>
    // At the top level, as the original reads it (res.data.genres).
    c.json(await getNewGenres(c.var.db, c.req.valid('query'))),
  )
  .get('/faq', async (c) => c.json({ data: await getFaq(c.var.db) }))
  .get('/topsearch', async (c) => c.json({ data: await getTopsearch(c.var.db) }))
  .get('/ghost/topsearch', async (c) => c.json({ data: await getTopsearch(c.var.db) }))
  .get('/directdebit/banks', async (c) => {
    if (!c.var.viewer) throw unauthorized();
    return c.json({ data: { banks: await listBanks(c.var.db) } });
  });
