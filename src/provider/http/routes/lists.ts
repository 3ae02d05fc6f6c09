import { Hono } from 'hono';
import { z } from 'zod';
import { filterSchema } from '../../../contract/schemas/filter';
import { getContentList, getDiscover, getGenrePage, getSlider, getTop } from '../../domain/catalog/lists';
import { getOffer } from '../../domain/watching/profile';
import type { ProviderEnv } from '../env';
import { notFound } from '../../errors';
import { filterQuery, pageField } from '../params';
import { validate } from '../validate';
import { originUrl } from '../viewer';

const discoverQuery = filterSchema.extend({ discover_page: pageField });

/** Home rows, the slider, the top list and content lists (named lists and genres). */
export const listRoutes = new Hono<ProviderEnv>()
  // spec §7: data.data is the home list (the first page of rows).
  .get('/get/discover', validate('query', filterSchema), async (c) =>
    c.json({ data: (await getDiscover(c.var.db, c.req.valid('query'), 1)).data }),
  )
  .get('/getV2/discover', validate('query', discoverQuery), async (c) => {
    const { discover_page, ...filter } = c.req.valid('query');
    return c.json({ data: await getDiscover(c.var.db, filter, discover_page) });
  })
  .get('/get/slider', validate('query', filterSchema), async (c) =>
    c.json({ data: await getSlider(c.var.db, c.req.valid('query'), originUrl(c)) }),
  )
  // spec §7: /getV2/get_top followed by the filter query string; data.data.top.
  .get('/getV2/get_top', validate('query', filterSchema), async (c) =>
    c.json({ data: await getTop(c.var.db, c.req.valid('query')) }),
  )
  // The original's home offer row (guests too), at the top level as it reads it.
  .get('/get/offer', validate('query', filterSchema), async (c) =>
    c.json(await getOffer(c.var.db, c.var.viewer, c.req.valid('query'))),
  )
  // The original's genre page: data.movies and data.last_page.
  .get('/genre/:genre', validate('query', z.object({ page: pageField })), async (c) => {
    const key = z
      .string()
      .regex(/^[a-z0-9_-]{1,64}$/)
      .safeParse(c.req.param('genre'));
    if (!key.success) throw notFound('The genre', 'ژانر');
    return c.json({ data: await getGenrePage(c.var.db, key.data, c.req.valid('query').page) });
  })
  .get('/ghost/get/get_listV3/:list', validate('query', filterQuery), async (c) => {
    const key = z
      .string()
      .regex(/^[a-z0-9_-]{1,64}$/)
      .safeParse(c.req.param('list'));
    if (!key.success) throw notFound('The list', 'فهرست');
    const { page, ...filter } = c.req.valid('query');
    return c.json({ data: { list: await getContentList(c.var.db, key.data, filter, page) } });
  });
