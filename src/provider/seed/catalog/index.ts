import type { SeedCatalog } from '../types';
import { banks, plans } from './commerce';
import { genres } from './genres';
import { lists, top } from './lists';
import { lives } from './lives';
import { movies } from './movies';
import { people } from './people';
import { series } from './series';
import { sites } from './sites';
import { about, faq, operators, privacy, terms, topsearch } from './texts';

/** The complete demo catalog. Deterministic: identical on every import. */
export const catalog: SeedCatalog = {
  genres,
  people,
  movies,
  series,
  lives,
  plans,
  banks,
  sites,
  faq,
  lists,
  top,
  // docs/media.md "Teasers": a few titles have a teaser, which plays the demo media; the rest none.
  teasers: [1, 2, 3, 201, 1001],
  topsearch,
  about,
  terms,
  privacy,
  operators,
};
