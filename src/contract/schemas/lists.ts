import '../rules/zod-jitless';
import { z } from 'zod';
import { titleCard } from './title';

export const discoverRow = z.object({
  style: z.enum(['normal', 'occasion']),
  /** The list key: /lists/{list} shows the whole list. */
  list: z.string(),
  list_fa: z.string(),
  list_en: z.string(),
  /** An occasion row's cards carry their genres' names as one string (the original's card draws it). */
  data: z.array(titleCard.extend({ genre: z.string().optional() })),
});
export type DiscoverRow = z.infer<typeof discoverRow>;
export type DiscoverRowWire = z.input<typeof discoverRow>;

export const discover = z.object({ data: z.array(discoverRow), last_page: z.number().int() });

export const slider = z.object({
  sliders: z.array(
    z.object({
      type: z.string(),
      id: z.number().int(),
      name: z.string(),
      name_fa: z.string(),
      image_src: z.string(),
      image_mobile_src: z.string(),
    }),
  ),
});

export const contentList = z.object({
  list: z.object({
    list: z.string(),
    list_fa: z.string(),
    list_en: z.string(),
    data: z.array(titleCard),
    page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    filterable: z.boolean(),
  }),
});
export type ContentList = z.infer<typeof contentList>['list'];
export type ContentListWire = z.input<typeof contentList>['list'];

/** spec §7 GET /genres: a map of lowercase key to label. */
export const genreMap = z.object({ genres: z.record(z.string(), z.string()) });

export const newGenres = z.object({
  genres: z.array(z.object({ key: z.string(), en: z.string(), fa: z.string(), cover: z.string() })),
});

/** spec §7 GET /getV2/get_top: data.data.top. */
export const top = z.object({ top: z.array(titleCard) });

/** A home row at the top level of its body (the original's /get/offer and /get/lives). */
const homeRow = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.string(), list_en: z.string(), list_fa: z.string(), data: z.array(item) });

/** The original's `GET /get/offer`: the suggested titles as a home row (pages/index.vue, OfferSection.vue). */
export const offerRow = homeRow(titleCard);

/** The original's `GET /get/lives`: the channels as a row of live cards (pages/index.vue, MediaCard.vue). */
export const livesRow = homeRow(
  z.object({
    id: z.number().int(),
    type: z.literal('live'),
    name: z.string(),
    name_fa: z.string(),
    backdrop: z.string(),
  }),
);

/** The original's `GET /genre/:genre?page=`: data.movies and data.last_page (pages/genres/_genre.vue). */
export const genrePage = z.object({
  data: z.object({ movies: z.array(titleCard), last_page: z.number().int() }),
});
