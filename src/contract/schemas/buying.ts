import '../rules/zod-jitless';
import { z } from 'zod';
import { titleType } from './title';

// content-api "Watching and buying": the answers of get/ekran and of the operator's USSD link, as
// the ekran and USSDlink pages read them.

/** content-api `/(ghost/)get/ekran/:id`, with `ticket`: where the viewer stands. */
export const ekranAnswer = z.object({
  id: z.number().int(),
  ticket: z.enum(['none', 'unverified', 'valid', 'ended']).default('none'),
  get_verification: z.number().int(),
  send_unique_id: z.number().int(),
  screening: z.object({
    ekran: z.number().int(),
    ekran_hour: z.number().int(),
    ekran_period_end: z.string().nullable(),
    ekran_owned: z.number().int(),
    owned_period_end: z.number().nullable(),
    ekran_id: z.number().int(),
  }),
  presale: z.number().int(),
  presale_date: z.string().nullable(),
  price: z.number().int().nullable().optional(),
});
export type EkranAnswer = z.infer<typeof ekranAnswer>;

export const ussdAnswer = z.object({
  granted: z.number().int(),
  new: z.number().int(),
  itemid: z.number().int(),
  title: z.object({ id: z.number().int(), type: titleType, name: z.string(), name_fa: z.string() }),
});
