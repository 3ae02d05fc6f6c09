import type { Person } from '../../contract/schemas/cast';
import type { MessageKey } from '../i18n';

// spec §2 cast lists: /casts/directors, /casts/iranian-actors, /casts/foreign-actors, each one
// content-api /new_casts call (1 actors, 2 directors; ir, nonir or all).
export const CAST_GROUPS = {
  directors: { group: 2, origin: 'all', label: 'nav.directors', description: 'cast.directorsDescription' },
  'iranian-actors': {
    group: 1,
    origin: 'ir',
    label: 'nav.iranianActors',
    description: 'cast.iranianActorsDescription',
  },
  'foreign-actors': {
    group: 1,
    origin: 'nonir',
    label: 'nav.foreignActors',
    description: 'cast.foreignActorsDescription',
  },
} as const satisfies Record<
  string,
  { group: 1 | 2; origin: 'ir' | 'nonir' | 'all'; label: MessageKey; description: MessageKey }
>;

export type CastGroupName = keyof typeof CAST_GROUPS;

/** The cast list a person belongs to, for the breadcrumb of their page. */
export const groupOfKind: Record<Person['kind'], CastGroupName> = {
  director: 'directors',
  'iranian-actor': 'iranian-actors',
  'foreign-actor': 'foreign-actors',
};

/** The words for a person's kind. */
export const kindLabel: Record<Person['kind'], MessageKey> = {
  director: 'cast.kindDirector',
  'iranian-actor': 'cast.kindIranianActor',
  'foreign-actor': 'cast.kindForeignActor',
};
