import { Hono } from 'hono';
import { getLives, watchLive } from '../../domain/catalog/lives';
import type { ProviderEnv } from '../env';
import { pathId } from '../params';

export const liveRoutes = new Hono<ProviderEnv>()
  .get('/lives', async (c) => c.json({ data: await getLives(c.var.db) }))
  .get('/ghost/get/watch/live/:id', async (c) =>
    c.json({
      data: await watchLive(c.var.db, c.var.settings, pathId(c.req.param('id'), 'The live channel', 'شبکه زنده')),
    }),
  );
