import { Hono } from 'hono';
import { getCastList, getCastMember, type CastGroup, type CastOrigin } from '../../domain/catalog/people';
import type { ProviderEnv } from '../env';
import { notFound } from '../../errors';
import { filterQuery, pageField, pathId } from '../params';
import { validate } from '../validate';
import { z } from 'zod';

const GROUPS: Record<string, CastGroup> = { '1': 'actors', '2': 'directors' };
const ORIGINS = new Set<CastOrigin>(['ir', 'nonir', 'all']);

/** content-api cast member and cast lists. */
export const castRoutes = new Hono<ProviderEnv>()
  .get('/ghost/get/cast/:id', validate('query', filterQuery), async (c) => {
    const id = pathId(c.req.param('id'), 'The cast member', 'هنرمند');
    const { page, ...filter } = c.req.valid('query');
    return c.json({ data: await getCastMember(c.var.db, id, filter, page) });
  })
  .get('/new_casts/:group/:origin/:zero', validate('query', z.object({ page: pageField })), async (c) => {
    const group = GROUPS[c.req.param('group')];
    const origin = c.req.param('origin') as CastOrigin;
    if (!group || !ORIGINS.has(origin) || c.req.param('zero') !== '0')
      throw notFound('The cast list', 'فهرست هنرمندان');
    return c.json({ data: await getCastList(c.var.db, group, origin, c.req.valid('query').page) });
  });
