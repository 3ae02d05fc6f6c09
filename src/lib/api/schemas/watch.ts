import '../../rules/zod-jitless';
import { z } from 'zod';
import { titleType } from './title';

// Requests of content-api "Watching and buying" and "Profile": the provider validates with these.

const id = z.coerce.number().int().min(1).max(999_999_999);
/** The original sends '' for "no id" (series_id on an episode page). */
const optionalId = z.preprocess((value) => (value === '' || value === null ? undefined : value), id.optional());
const seconds = z.coerce.number().min(0).max(86_400);

export const watchSeriesRequest = z
  .object({
    episode_id: optionalId,
    series_id: optionalId,
    type: z.literal('sp').optional(),
    hls: z.coerce.number().int().min(0).max(1).optional(),
    ref: z.union([z.string().max(10), z.number()]).optional(),
  })
  .refine((body) => body.episode_id || body.series_id, {
    message: 'Name an episode or a series',
    path: ['episode_id'],
  });

const point = { current_time: seconds, duration_time: seconds.refine((s) => s > 0, 'Must be above 0') };
const notPastTheEnd = (body: { current_time: number; duration_time: number }) =>
  body.current_time <= body.duration_time;

export const movieRecentlyRequest = z
  .object({ ...point, movie_id: id })
  .refine(notPastTheEnd, { message: 'Past the end', path: ['current_time'] });

export const seriesRecentlyRequest = z
  .object({ ...point, episode_id: id, series_id: optionalId })
  .refine(notPastTheEnd, { message: 'Past the end', path: ['current_time'] });

/** `/create/watchlist`, a clap, and removal from continue-watching: a title by type and id. */
export const titleRequest = z.object({ id, type: titleType });

export const profileListName = z.enum(['all', 'recently', 'downloads', 'watchlist', 'likes', 'offer', 'watched']);

/** `/(ghost/)get/download`: a file by the id the cart listed (spec §3 Download/cart data). */
export const downloadRequest = z.object({
  itemid: id,
  ref: z.union([z.string().max(10), z.number()]).optional(),
  content: z.union([z.string().max(40), z.number()]).optional(),
});

/** `/(ghost/)get/cart` (spec §7): the title, a quality to show alone, and the original's flags. */
export const cartRequest = z.object({
  id,
  type: titleType,
  // the original sends the page's ?quality, empty when there is none
  quality: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(['240p', '360p', '480p']).optional(),
  ),
  force_to_buy: z.coerce.number().int().min(0).max(1).optional(),
  ref: z.union([z.string().max(10), z.number()]).optional(),
});
