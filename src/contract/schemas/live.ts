import '../rules/zod-jitless';
import { z } from 'zod';

export const live = z.object({
  id: z.number().int(),
  name: z.string(),
  name_fa: z.string(),
  image: z.string(),
  program: z.string(),
  program_fa: z.string(),
});
export type Live = z.infer<typeof live>;

export const lives = z.object({
  lives: z.array(live),
  program: z.array(z.object({ live_id: z.number().int(), title: z.string(), title_fa: z.string() })),
});

export const watchLive = z.object({
  id: z.number().int(),
  title: z.string(),
  title_fa: z.string(),
  poster: z.string(),
  /** The poster without the channel's name written on it (the original backend sends none). */
  poster_plain: z.string().optional(),
  video: z.object({ video: z.string() }),
  /** The programme on air and the next one (docs/media.md "Live"). */
  program: z
    .object({
      now: z.object({
        title: z.string(),
        title_fa: z.string(),
        start: z.string().nullable(),
        end: z.string().nullable(),
      }),
      next: z.object({ title: z.string(), title_fa: z.string(), start: z.string(), end: z.string() }).nullable(),
    })
    .optional(),
  /** The guide around now: the programme before the one on air, that one and four after (docs/media.md "Live"). */
  schedule: z
    .array(z.object({ title: z.string(), title_fa: z.string(), start: z.string(), end: z.string() }))
    .max(24)
    .default([]),
});
