import { Hono } from 'hono';
import { z } from 'zod';
import { filterSchema } from '../../../lib/rules/filter';
import { isSearchable, SEARCH_MIN_LENGTH } from '../../../lib/rules/search';
import { search } from '../../domain/catalog/search';
import type { ProviderEnv } from '../env';
import { validate } from '../validate';

// spec §5 Search: more than 1 character; a bound above keeps LIKE patterns small.
const searchBody = z.object({
  query: z
    .string()
    .max(100, 'The search text is too long (at most 100 characters).')
    .refine(isSearchable, `Type at least ${SEARCH_MIN_LENGTH} characters to search.`),
});

export const searchRoutes = new Hono<ProviderEnv>().post(
  '/ghost/get/search',
  validate('query', filterSchema),
  validate('json', searchBody),
  async (c) => c.json({ data: await search(c.var.db, c.req.valid('json').query, c.req.valid('query')) }),
);
