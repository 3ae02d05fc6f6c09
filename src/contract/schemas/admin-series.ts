import { z } from 'zod';
import { adminGenre } from './admin';

// The back office's series, seasons and episodes (docs/admin.md "Catalog"), read by its pages only.

const availability = z.enum(['free', 'subscription', 'price']);

export const adminSeries = z.object({
  id: z.number(),
  name: z.string(),
  name_fa: z.string(),
  overview: z.string(),
  overview_fa: z.string(),
  year: z.number(),
  runtime: z.number(),
  age: z.string(),
  ir: z.boolean(),
  persian: z.boolean(),
  availability,
  price: z.number().nullable(),
  published: z.boolean(),
  genres: z.array(z.string()),
});
export type AdminSeries = z.infer<typeof adminSeries>;

export const adminEpisode = z.object({
  id: z.number(),
  series_id: z.number(),
  season: z.number(),
  number: z.number(),
  name: z.string(),
  name_fa: z.string(),
  overview: z.string(),
  overview_fa: z.string(),
  runtime: z.number(),
  availability,
  price: z.number().nullable(),
  /** On the site: its series published and it not a draft. */
  published: z.boolean(),
  draft: z.boolean(),
  /** When it comes out (ISO), or null: out already. */
  airs_at: z.string().nullable(),
});
export type AdminEpisode = z.infer<typeof adminEpisode>;

const seasonName = z.object({ number: z.number(), name: z.string(), name_fa: z.string() });
export type AdminSeasonName = z.infer<typeof seasonName>;

export const adminSeriesList = z.object({
  page: z.number(),
  more: z.boolean(),
  series: z.array(adminSeries.extend({ seasons: z.number(), episodes: z.number() })),
  genres: z.array(adminGenre),
});

export const adminSeriesPage = z.object({
  series: adminSeries,
  seasons: z.array(seasonName.extend({ episodes: z.array(adminEpisode) })),
  genres: z.array(adminGenre),
});

export const adminEpisodePage = z.object({
  episode: adminEpisode,
  series: z.object({ id: z.number(), name: z.string(), name_fa: z.string(), published: z.boolean() }),
  seasons: z.array(seasonName),
});
