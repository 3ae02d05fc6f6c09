import '../rules/zod-jitless';
import { z } from 'zod';
import { MAX_REPORTED_BYTES } from '../rules/data-budget';

// docs/data-budget.md: the calls of the data budget (none is in spec §7; they are named there).

/** `GET /get/data/estimate/:type/:id`: the data of a title's runtime at each rung of its ladder. */
export const dataEstimate = z.object({
  data: z.object({
    runtime: z.number().int().nonnegative(),
    qualities: z.array(
      z.object({
        quality: z.string(),
        height: z.number().int().positive(),
        bitrate: z.number().positive(),
        bytes: z.number().int().nonnegative(),
      }),
    ),
  }),
});
export type DataEstimateBody = z.infer<typeof dataEstimate>;

/** `POST /update/data-saver`. */
export const dataSaverRequest = z.object({ data_saver: z.boolean() });

/** `POST /create/data-usage`: bytes the player loaded since its last report. */
export const dataUsageRequest = z.object({ bytes: z.number().int().min(1).max(MAX_REPORTED_BYTES) });

/** `GET /get/data/usage`: the bytes reported this month (Persian calendar, Tehran). */
export const dataUsageBody = z.object({ data: z.object({ month: z.string(), bytes: z.number().int().nonnegative() }) });
