import '../rules/zod-jitless';
import { z } from 'zod';
import { FILTER_VALUES } from '../rules/filter';

/** spec §3 Filter as the server validates it: each key one of rules/filter.ts's values, 0 when absent. */
export const filterSchema = z.object({
  f_type: z.enum(FILTER_VALUES.f_type).default('0'),
  country: z.enum(FILTER_VALUES.country).default('0'),
  lang: z.enum(FILTER_VALUES.lang).default('0'),
  age: z.enum(FILTER_VALUES.age).default('0'),
});
