// bench:scale's "every term new" (docs/benchmarks.md): search terms of the scale catalog's own
// words (src/provider/seed/scale/names.ts), a different one for each request, so no answer the
// provider gave before can answer it. Titles are "noun adjective" in Persian and "adjective noun"
// in English, people "first last" in either script: 3,900 terms, in a fixed shuffled order. Past
// the last the list starts again; by then 3,899 others have gone through the answer cache's
// search shelf of 500 (src/lib/server/api/cache.ts), so a term asked again is not kept either.
import { FIRST_NAMES, LAST_NAMES, TITLE_ADJECTIVES, TITLE_NOUNS } from '../../src/provider/seed/scale/names.ts';

const terms = [];
for (const [noun, nounFa] of TITLE_NOUNS)
  for (const [adjective, adjectiveFa] of TITLE_ADJECTIVES)
    terms.push(`${nounFa} ${adjectiveFa}`, `${adjective} ${noun}`);
for (const [first, firstFa] of FIRST_NAMES)
  for (const [last, lastFa] of LAST_NAMES) terms.push(`${firstFa} ${lastFa}`, `${first} ${last}`);

// A fixed shuffle (mulberry32, seed 30), so every run asks the same terms in the same order.
let seed = 30;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
for (let i = terms.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [terms[i], terms[j]] = [terms[j], terms[i]];
}

export const FRESH_TERMS = terms;

/** The search page of the n-th term (n counts up from 0). */
export const freshSearchPath = (n) => `/search/${encodeURIComponent(terms[n % terms.length])}`;
