import '../rules/zod-jitless';
import { z } from 'zod';
import { titleType } from './title';
import { DEFAULT_PAYMENT_METHOD, METHOD_NOT_OFFERED, paymentKindOf } from '../rules/money';

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

/**
 * One cart line as get/buy takes it: the itemid get/cart answered, or (the original's buy page,
 * Download-New.vue) a whole film or episode by `movie_id` or `episode_id`. Amounts sent are ignored.
 */
const cartLine = z
  .looseObject({ itemid: id.optional(), movie_id: id.optional(), episode_id: id.optional() })
  .refine((line) => [line.itemid, line.movie_id, line.episode_id].filter(Boolean).length === 1, {
    message: 'Each cart item names one file, film or episode.',
  });
export type CartLine = z.infer<typeof cartLine>;

/**
 * A payment method by any name the apps send (rules/money.ts PAYMENT_METHODS); a name not offered
 * is refused by name, so the form can say so under its method choice.
 */
export const paymentMethod = z
  .string()
  .max(40)
  .refine((method) => paymentKindOf(method) !== null, METHOD_NOT_OFFERED.en);

/**
 * content-api `/(ghost/)get/buy`: the cart, the guest's mobile, the screening flag, where the bank
 * returns, how to pay (original-app §3: saman/saman3 the gateway, credit the wallet, directdebit).
 */
export const buyRequest = z.object({
  cart: z.array(cartLine).min(1).max(50),
  // null from a logged-in viewer's buy page (its mobile is the account's)
  mobile: z.union([z.string().max(20), z.number()]).nullish(),
  ekran: z.coerce.number().int().min(0).max(1).optional(),
  callback_url: z.string().max(2000),
  method: paymentMethod.default(DEFAULT_PAYMENT_METHOD),
  sms: z.boolean().optional(),
  ref: z.union([z.string().max(10), z.number()]).optional(),
});
export type BuyRequest = z.infer<typeof buyRequest>;

/** content-api `/(ghost/)get/ekran/:id`: `?verification=` (the code) and `send_code=0|1`. */
export const ekranQuery = z.object({
  verification: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[0-9\u06f0-\u06f9\u0660-\u0669]{4}$/)
      .optional(),
  ),
  send_code: z.coerce.number().int().min(0).max(1).default(0),
});

/** spec §2 /USSDlink/:fileid/:userid/:package: the operator's signed link, as the page read it. */
export const ussdRequest = z.object({
  fileid: id,
  userid: id,
  package: z.string().max(200),
});

/**
 * The original's `/(ghost/)get/files {id, content, hls, type, ref}`: a title's extra media by kind,
 * 1 teaser, 2 backstage, 3 next, 4 music video, 5 images (components/item/File.vue, Item.vue).
 */
export const filesRequest = z.object({
  id,
  type: titleType,
  content: z.coerce.number().int().min(1).max(5),
  hls: z.coerce.number().int().min(0).max(1).optional(),
  ref: z.union([z.string().max(10), z.number()]).optional(),
});

/** A teaser's MP4 in `download` (our provider's: docs/media.md "Teasers"), shortest first. */
export const teaserDownload = z.object({ file: z.string().regex(/\.mp4(?:[?#]|$)/) });

/** Images (content 5) as `images[{src}]`; the rest as playable `file[{file}]` and `download[]`. */
export const filesBody = z.object({
  data: z.union([
    z.object({ images: z.array(z.object({ src: z.string() })) }),
    z.object({ file: z.array(z.object({ file: z.string() })), download: z.array(z.unknown()) }),
  ]),
});

/** What a teaser page plays: the signed master, and an MP4 for a browser without HLS (or none). */
export interface TeaserFiles {
  master: string;
  mp4: string | null;
}

/** The original's free-traffic download page: `POST /ghost/getmd5 {token, expires}`. */
export const md5Request = z.object({
  token: z.string().max(200).optional(),
  expires: z.union([z.string().max(20), z.number()]).optional(),
});

/** What the page reads on success, at the top level: md5 and expires for the operator's CDN. */
export const md5Body = z.object({ md5: z.string(), expires: z.number().int() });

/** What the original player reads of every watch answer: the CDN folders its artwork paths go under. */
const cdn = z.object({ lg_backdrop: z.string(), md_backdrop: z.string() });
const subtitle = z.object({ language: z.string(), url: z.string() });
const playable = z.object({
  name: z.string(),
  name_fa: z.string(),
  backdrop: z.string(),
  video: z.string(),
  current_time: z.number(),
});
const suggestionCard = z.object({ id: z.number().int(), name_fa: z.string(), backdrop: z.string() }).nullable();

/** `/(ghost/)get/watch/movie-hls/:id/1` as pages/movie/show/_id.vue reads it. */
export const watchMovieBody = z.object({
  data: z.object({
    video: z.array(playable).min(1),
    cdn,
    new_subtitle: z.array(subtitle),
    suggestion: suggestionCard.optional(),
  }),
});

/** `/(ghost/)get/watch/series` as pages/episode/show/_id.vue reads it: status 'success', then data. */
export const watchSeriesBody = z.object({
  status: z.literal('success'),
  data: z.object({
    episode: z.array(playable).min(1),
    season: z.record(z.string(), z.array(z.unknown())),
    cdn,
    new_subtitle: z.array(subtitle),
    suggestion: suggestionCard.optional(),
  }),
});
