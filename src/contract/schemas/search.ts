import '../rules/zod-jitless';
import { z } from 'zod';
import { person } from './cast';
import { titleCard } from './title';

export const searchRequest = z.object({ query: z.string() });

/** `cast_first`: people answer the query better than titles (a person's name); false when absent. */
export const searchResult = z.object({
  data: z.array(titleCard),
  cast: z.array(person),
  cast_first: z.boolean().default(false),
});

/** One suggestion while typing: a film, series or person, and the site path of its page. */
export const suggestion = z.object({
  type: z.enum(['movie', 'series', 'cast']),
  id: z.number().int(),
  name: z.string(),
  name_fa: z.string(),
  link: z.string(),
});
export type Suggestion = z.infer<typeof suggestion>;

export const suggestions = z.object({ suggestions: z.array(suggestion) });

export const topsearch = z.object({ topsearch: z.array(z.string()), topsearch_en: z.array(z.string()) });

/** A suggestion as the original client draws it (title_en or title, title_fa, type), with ours beside. */
export const originalSuggestionSchema = suggestion.extend({
  title: z.string(),
  title_en: z.string(),
  title_fa: z.string(),
});

export const originalSuggestions = z.object({ data: z.array(originalSuggestionSchema) });
