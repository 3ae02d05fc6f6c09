import { Hono } from 'hono';
import { z } from 'zod';
import { filterSchema } from '../../../contract/schemas/filter';
import { isSearchable, SEARCH_MIN_LENGTH } from '../../../contract/rules/search';
import { autocomplete, search } from '../../domain/catalog/search';
import type { ProviderEnv } from '../env';
import { validate } from '../validate';
import type { Suggestion } from '../../../contract/schemas/search';

// spec §5 Search: more than 1 character; a bound above keeps the patterns small.
const searchText = z
  .string()
  .max(100, 'The search text is too long (at most 100 characters).')
  .refine(isSearchable, `Type at least ${SEARCH_MIN_LENGTH} characters to search.`);

const originalSuggestion = (s: Suggestion) => ({ ...s, title: s.name, title_en: s.name, title_fa: s.name_fa });

const autocompleteQuery = filterSchema.extend({
  q: searchText,
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

export const searchRoutes = new Hono<ProviderEnv>()
  .post(
    '/ghost/get/search',
    validate('query', filterSchema),
    validate('json', z.object({ query: searchText })),
    async (c) => c.json({ data: await search(c.var.db, c.req.valid('json').query, c.req.valid('query')) }),
  )
  // The header's suggestions while typing (the original app's /ghost/get/search/autocomplete):
  // a GET, so a browser and a shared cache keep an answer for the same letters (app.ts).
  .get('/ghost/get/search/autocomplete', validate('query', filterSchema.extend({ q: searchText })), async (c) => {
    const { q, ...filter } = c.req.valid('query');
    return c.json({ data: await autocomplete(c.var.db, q, filter) });
  })
  // The original client's form of the same call: a POST with ?q=&limit= and no body, answered as
  // data[] of suggestions with the title_en/title_fa it draws (SearchModal.vue).
  .post('/ghost/get/search/autocomplete', validate('query', autocompleteQuery), async (c) => {
    const { q, limit, ...filter } = c.req.valid('query');
    const { suggestions } = await autocomplete(c.var.db, q, filter);
    return c.json({ data: suggestions.slice(0, limit).map(originalSuggestion) });
  });
