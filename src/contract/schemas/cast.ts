import '../rules/zod-jitless';
import { z } from 'zod';
import { titleCard } from './title';
import { PERSON_KINDS } from '../rules/contract';

export const personKind = z.enum(PERSON_KINDS);

export const person = z.object({
  id: z.number().int(),
  name: z.string(),
  name_fa: z.string(),
  image: z.string(),
  kind: personKind,
});
export type Person = z.infer<typeof person>;

export const castMember = z.object({
  cast: z.object({
    ...person.shape,
    bio: z.string(),
    bio_fa: z.string(),
    birth_year: z.number().int().nullable(),
  }),
  filmography: z.array(titleCard),
  page: z.number().int(),
  last_page: z.number().int(),
});

export const castList = z.object({ casts: z.array(person), page: z.number().int(), last_page: z.number().int() });
