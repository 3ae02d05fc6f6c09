import { catalog } from '../../seed/catalog';
import type { GenreKey } from '../../seed/types';
import { hash } from './kit';
import { MOTIF_KEYS, type MotifKey } from './motifs';

// Which motif a picture draws (docs/decisions/0014-demo-artwork.md). A demo title's motif comes from
// its English name when a word of it names one (The Last Train to Tabriz: the train), else from
// its first genre; an episode draws its series' motif; a genre's card the genre's. Titles the
// demo catalog does not know (added in the back office) take one by their id, in turn, so
// neighbours differ. Every answer is a function of the name alone: the same picture every time.

const WORDS: [RegExp, MotifKey][] = [
  [/\b(train|rail|bridge|express|station|letters|thief|silence)\b/i, 'train'],
  [/\b(kavir|lut|sand|salt|desert|ash|dune)\b/i, 'desert'],
  [/\b(snow\w*|ice|cold|winter|pines?|frost|wolf|wolves)\b/i, 'snow'],
  [/\b(harbou?r|sea|blue|ferryman|anzali|undercurrent|deep|creek|port|island)\b/i, 'sea'],
  [/\b(summit|mountain|horizon|sky|star\w*|meridian|comet|nova|quantum|colony|legion)\b/i, 'peaks'],
  [/\b(road|throttle|crossroads|runners?|protocol|penalty|whistle|champions)\b/i, 'road'],
  [/\b(pomegranate|orchard|trees?|meadow|garden|grandma|sparrows?|inventors)\b/i, 'garden'],
  [/\b(symphony|songs?|radio|nightingale|heartbeat|call|wedding|liar|carnival|bakery)\b/i, 'stage'],
  [/\b(kingdom|dynasty|shiraz|tablet|qajar|alamut|tailor|lalehzar|ferdowsi|hidden|pahlevan|falconer)\b/i, 'portal'],
  [/\b(night|tehran|lisbon|avenue|alley|city|ledger|unit|division|precinct|ward|a\.m\.)\b/i, 'city'],
];

const GENRES: Record<GenreKey, MotifKey> = {
  action: 'road',
  adventure: 'peaks',
  animation: 'garden',
  biography: 'stage',
  comedy: 'stage',
  crime: 'city',
  documentary: 'desert',
  drama: 'portal',
  family: 'garden',
  superhero: 'city',
  fantasy: 'peaks',
  history: 'portal',
  horror: 'snow',
  music: 'stage',
  mystery: 'train',
  romance: 'sea',
  sci_fi: 'peaks',
  sport: 'road',
  thriller: 'city',
  war: 'desert',
};

export interface Cue {
  motif: MotifKey;
  /** The title whose colours the picture takes (an episode takes its series'). */
  title: string;
  /** 0 for the title's own pictures, else the episode's or still's number: it moves the time of day and the camera. */
  variant: number;
}

const TITLES = new Map<number, MotifKey>();
const EPISODES = new Map<number, { series: number; number: number }>();
for (const title of [...catalog.movies, ...catalog.series]) {
  const word = WORDS.find(([pattern]) => pattern.test(title.name));
  const genre = title.genres[0];
  TITLES.set(title.id, word ? word[1] : genre ? GENRES[genre] : byId(title.id));
}
for (const show of catalog.series) {
  for (const episode of show.episodes) {
    EPISODES.set(episode.id, { series: show.id, number: (episode.seasonNumber - 1) * 20 + episode.episodeNumber });
  }
}

/** A motif by id: consecutive ids take different ones (a stride prime to the count). */
function byId(id: number): MotifKey {
  return MOTIF_KEYS[(id * 3 + 1) % MOTIF_KEYS.length]!;
}

/**
 * The motif of `kind`/`key` (a title's or episode's id, or a genre's key) and its variant (a
 * still's number). Posters, backdrops and slides of a title share one motif.
 */
export function cueOf(kind: string, key: string, variant = 0): Cue {
  if (kind === 'genre' && key in GENRES) return { motif: GENRES[key as GenreKey], title: key, variant };
  if (!/^\d{1,9}$/.test(key)) return { motif: MOTIF_KEYS[hash(key) % MOTIF_KEYS.length]!, title: key, variant };
  const id = Number(key);
  const episode = EPISODES.get(id);
  if (episode) {
    return {
      motif: TITLES.get(episode.series) ?? byId(episode.series),
      title: String(episode.series),
      variant: variant || episode.number,
    };
  }
  return { motif: TITLES.get(id) ?? byId(id), title: key, variant };
}
