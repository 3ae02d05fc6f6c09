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
  topsearch,
  about,
  terms,
  privacy,
  operators,
};
