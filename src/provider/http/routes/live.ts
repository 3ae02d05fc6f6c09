import { Hono } from 'hono';
import { z } from 'zod';
import { getLives, getLivesRow, watchLive } from '../../domain/catalog/lives';
import { REF_MAX_LENGTH } from '../../../contract/rules/referral';
import { validate } from '../validate';
import type { ProviderEnv } from '../env';
import { pathId } from '../params';
import { withMediaOrigin } from '../media-origin';
import { requestCap } from '../quality-cap';

export const liveRoutes = new Hono<ProviderEnv>()
  .get('/lives', async (c) => c.json({ data: await getLives(c.var.db) }))
  // The original's home row of channels, at the top level as it reads it (`?ref=` as it sends it).
  .get('/get/lives', validate('query', z.object({ ref: z.string().max(REF_MAX_LENGTH).optional() })), async (c) =>
    c.json(await getLivesRow(c.var.db)),
  )
  // A channel plays under the data saver's cap as a title does (docs/data-budget.md "The cap"):
  // the answer names the capped master and carries data_saver and max_height.
  .get('/ghost/get/watch/live/:id', async (c) => {
    const id = pathId(c.req.param('id'), 'The live channel', 'شبکه زنده');
    const cap = requestCap(c);
    const channel = await watchLive(c.var.db, c.var.settings, id, cap.max_height);
    return c.json({ data: { ...withMediaOrigin(c, channel), ...cap } });
  });
