import { z } from 'zod';

// The catalog editor's answers (docs/admin.md "Catalog"): people, genres, lists and the slider,
// read by the back office's pages only (src/pages/admin).

/** A film or series a form may pick (drafts too). */
export const adminTitleChoice = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  name_fa: z.string(),
  year: z.number(),
  published: z.boolean(),
});
export type AdminTitleChoice = z.infer<typeof adminTitleChoice>;

export const adminPerson = z.object({
  id: z.number(),
  name: z.string(),
  name_fa: z.string(),
  kind: z.string(),
  birth_year: z.number().nullable(),
  bio: z.string(),
  bio_fa: z.string(),
  image: z.string(),
});
export type AdminPerson = z.infer<typeof adminPerson>;

export const adminPeople = z.object({ page: z.number(), more: z.boolean(), people: z.array(adminPerson) });

export const adminCredit = z.object({
  title_id: z.number(),
  type: z.string(),
  name: z.string(),
  name_fa: z.string(),
  year: z.number(),
  published: z.boolean(),
  role: z.string(),
  character: z.string().nullable(),
  character_fa: z.string().nullable(),
});

export const adminPersonPage = z.object({
  person: adminPerson,
  credits: z.array(adminCredit),
  candidates: z.array(adminTitleChoice),
});

export const adminGenreRow = z.object({
  key: z.string(),
  name: z.string(),
  name_fa: z.string(),
  sort: z.number(),
  titles: z.number(),
});
export const adminGenres = z.array(adminGenreRow);

export const adminList = z.object({
  key: z.string(),
  name: z.string(),
  name_fa: z.string(),
  style: z.enum(['normal', 'occasion']),
  on_home: z.boolean(),
  sort: z.number(),
  size: z.number(),
  top: z.boolean(),
});
export type AdminList = z.infer<typeof adminList>;
export const adminLists = z.array(adminList);

export const adminListPage = z.object({
  list: adminList,
  items: z.array(adminTitleChoice),
  candidates: z.array(adminTitleChoice),
});

export const adminSlides = z.object({
  slides: z.array(
    z.object({
      id: z.number(),
      active: z.boolean(),
      sort: z.number(),
      title: adminTitleChoice,
      image: z.string(),
      image_mobile: z.string(),
    }),
  ),
  candidates: z.array(adminTitleChoice),
});
