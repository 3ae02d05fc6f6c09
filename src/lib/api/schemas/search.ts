import '../../rules/zod-jitless';
import { z } from 'zod';
import { person } from './cast';
import { titleCard } from './title';

export const searchRequest = z.object({ query: z.string() });

export const searchResult = z.object({ data: z.array(titleCard), cast: z.array(person) });

export const topsearch = z.object({ topsearch: z.array(z.string()), topsearch_en: z.array(z.string()) });
