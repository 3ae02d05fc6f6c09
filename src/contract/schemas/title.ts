import '../rules/zod-jitless';
import { z } from 'zod';
import { AGE_RATINGS } from '../rules/contract';

export const titleTypes = ['movie', 'series', 'episode'] as const;
export const titleType = z.enum(titleTypes);
export type TitleType = z.infer<typeof titleType>;

export const ageRating = z.enum(AGE_RATINGS);

/** content-api "Access is decided by the server": what each button does. */
export const action = z.object({
  exist: z.boolean(),
  action: z.enum(['play', 'buy', 'subscription']),
  label: z.object({ en: z.string(), fa: z.string() }),
});
export const actions = z.object({ mainButton: action, downloadButton: action });
export type Actions = z.infer<typeof actions>;

/** The fields a poster card needs: lists, rows, search results, filmographies. */
export const titleCard = z.object({
  id: z.number().int(),
  type: titleType,
  name: z.string(),
  name_fa: z.string(),
  poster: z.string(),
  backdrop: z.string(),
  year: z.number().int(),
  rate: z.number(),
  age: ageRating,
  /**
   * The title's genres as `{key: label}` in their order (the original client iterates it: its
   * ContentStatistics.vue and GenreTags); parsed, the keys. A list of keys is read too.
   */
  new_genres: z
    .union([z.array(z.string()), z.record(z.string(), z.string())])
    .transform((genres) => (Array.isArray(genres) ? genres : Object.keys(genres))),
  ir: z.boolean(),
  persian: z.boolean(),
  free: z.boolean(),
  /** Seconds until release; 0 once released. */
  presale: z.number().int(),
  ekran: z.boolean(),
  series_id: z.number().int().optional(),
  series_name: z.string().optional(),
  series_name_fa: z.string().optional(),
  season_number: z.number().int().optional(),
  episode_number: z.number().int().optional(),
});
export type TitleCard = z.infer<typeof titleCard>;
/** A card as the provider writes it (genres with their labels). */
export type TitleCardWire = z.input<typeof titleCard>;

/** content-api "Titles" item fields. */
export const titleItem = z.object({
  ...titleCard.shape,
  backdrop_fa: z.string(),
  /**
   * The backdrop without the title's words, where the locale backdrops carry them (optional: a
   * provider whose backdrops are textless, as the embedded one's, sends none).
   */
  backdrop_plain: z.string().optional(),
  runtime: z.number().int(),
  overview: z.string(),
  overview_fa: z.string(),
  vod: z.boolean(),
  traffic: z.boolean(),
  owned: z.boolean(),
  /** Single-purchase price in toman; null when only by subscription. */
  price: z.number().int().nullable(),
  /** The same price by the name the original's buy page reads (optional: a provider may send one name). */
  tvod_price: z.number().int().nullable().optional(),
  /** Present for guests (content-api: "guests get actions inside the item"). */
  actions: actions.optional(),
});
export type TitleItem = z.infer<typeof titleItem>;
export type TitleItemWire = z.input<typeof titleItem>;

export const titleResponse = z.union([
  z.object({ movie: titleItem }),
  z.object({ series: titleItem }),
  z.object({ episode: titleItem }),
]);

export const accessibility = z.object({
  owned: z.boolean(),
  owned_period_end: z.string().nullable(),
  actions,
});

export const credit = z.object({
  id: z.number().int(),
  name: z.string(),
  name_fa: z.string(),
  image: z.string(),
  character: z.string().nullable(),
  character_fa: z.string().nullable(),
});
export type Credit = z.infer<typeof credit>;

export const titleCast = z.object({
  casts: z.array(credit),
  directors: z.array(credit),
  producers: z.array(credit),
  writers: z.array(credit),
  investors: z.array(credit),
  characters: z.array(credit),
});

/** A kind of extra media a title has (1) or not (0), as the original client tests it (`=== 1`). */
const hasMedia = z.union([z.literal(0), z.literal(1)]);
/** content-api `/get/media`: which extra media a title has; `/get/files` serves each kind's files. */
export const titleMedia = z.object({
  medias: z.object({
    teaser: hasMedia,
    backstage: hasMedia,
    image: hasMedia,
    musicvideo: hasMedia,
    next: hasMedia,
  }),
});

export const similar = z.object({ similar: z.array(titleCard), offer: z.array(titleCard) });

export const statistics = z.object({
  claps: z.object({ total: z.number().int(), user: z.number().int() }),
  current_time: z.number(),
  duration_time: z.number(),
  is_watchlist: z.boolean(),
  comm_num: z.number().int(),
});

/**
 * An episode of the season call: the item, and for a logged-in viewer who started it their resume
 * point in seconds (the statistics call's names); a guest's answer has none.
 */
export const seasonEpisode = titleItem.extend({
  current_time: z.number().int().nonnegative().optional(),
  duration_time: z.number().int().nonnegative().optional(),
});
export type SeasonEpisode = z.infer<typeof seasonEpisode>;
export type SeasonEpisodeWire = z.input<typeof seasonEpisode>;

export const season = z.object({
  season: z.record(z.string(), z.array(seasonEpisode)),
  /** Seasons an editor named (docs/admin.md "Catalog"), by number; the others are called by it. */
  season_names: z.record(z.string(), z.object({ name: z.string(), name_fa: z.string() })).optional(),
  last_episode_seen: titleItem.nullable(),
  first_episode: titleItem.nullable(),
  last_episode: titleItem.nullable(),
});
export type Season = z.infer<typeof season>;

/** content-api "Profile": the list names of /get/profile/get_list/{name}. */
export const PROFILE_LIST_NAMES = ['recently', 'downloads', 'watchlist', 'likes', 'offer', 'watched'] as const;
export type ProfileListName = (typeof PROFILE_LIST_NAMES)[number];

/** One row of /get/profile/get_list: cards, with the resume point on continue-watching. */
export const profileRow = z.object({
  list: z.string(),
  list_fa: z.string(),
  data: z.array(
    titleCard.extend({ current_time: z.number().int().optional(), duration_time: z.number().int().optional() }),
  ),
  last_page: z.number().int(),
});
export type ProfileRow = z.infer<typeof profileRow>;
export const profileLists = z.record(z.string(), profileRow);
