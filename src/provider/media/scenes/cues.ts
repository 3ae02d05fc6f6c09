import { catalog } from '../../seed/catalog';
import type { GenreKey } from '../../seed/types';
import { hash } from './kit';
import { MOTIF_KEYS, type MotifKey } from './motifs';

// Which motif a picture draws (docs/decisions/0014-demo-artwork.md). A demo title's motif comes from
// its English name when a word of it names one (The Last Train to Tabriz: the train), else from
// its first genre; an episode draws its series' motif or, every other episode, one of its kin; a
// genre's card the genre's; a channel's
// card its programme's kind (films, children, sport, nature, music, series); a cast portrait
// stands in front of the scene of the best-rated title its person is credited in. A title the
// demo catalog does not know (added in the back office) is given its cue by the artwork route
// from the catalog (motifFor: a word of its name, else its most telling genre; artwork-words.ts);
// anything else takes one by its id, in turn, so neighbours differ. The same name and catalog
// always draw the same picture.

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

/**
 * The genres in the order they decide a motif when a title has several and no order (a title
 * added in the back office): the most telling first, drama (the commonest) last.
 */
const GENRE_WEIGHT: GenreKey[] = [
  'documentary',
  'horror',
  'sci_fi',
  'fantasy',
  'war',
  'history',
  'music',
  'sport',
  'romance',
  'superhero',
  'crime',
  'thriller',
  'mystery',
  'action',
  'adventure',
  'animation',
  'family',
  'biography',
  'comedy',
  'drama',
];

/**
 * The motif of a title by its English name and genres (in any order), or null when neither names
 * one: a word of the name first, as for the demo catalog, else its most telling genre.
 */
export function motifFor(name: string, genres: readonly string[]): MotifKey | null {
  const word = WORDS.find(([pattern]) => pattern.test(name));
  if (word) return word[1];
  const genre = GENRE_WEIGHT.find((key) => genres.includes(key));
  return genre ? GENRES[genre] : null;
}

/** A channel's kind of programmes, by a word of its English name. */
const CHANNEL_WORDS: [RegExp, MotifKey][] = [
  [/\b(film|cinema|movies?)\b/i, 'city'],
  [/\b(kids?|children|junior)\b/i, 'garden'],
  [/\b(sports?|football|varzesh)\b/i, 'road'],
  [/\b(documentary|nature|science)\b/i, 'peaks'],
  [/\b(music|radio|concert)\b/i, 'stage'],
  [/\b(series|drama|tv)\b/i, 'portal'],
];

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
    EPISODES.set(episode.id, { series: show.id, number: episodeVariant(episode.seasonNumber, episode.episodeNumber) });
  }
}
const CHANNELS = new Map<number, MotifKey>(
  catalog.lives.map((live) => [
    live.id,
    CHANNEL_WORDS.find(([pattern]) => pattern.test(live.name))?.[1] ?? byId(live.id),
  ]),
);
/** Each person's best-rated title (the first listed among equals): their portrait's scene. */
const BEST_KNOWN = new Map<number, { id: number; rate: number }>();
for (const title of [...catalog.movies, ...catalog.series]) {
  for (const { personId } of title.credits) {
    const known = BEST_KNOWN.get(personId);
    if (!known || title.rate > known.rate) BEST_KNOWN.set(personId, { id: title.id, rate: title.rate });
  }
}

/**
 * Each motif's kin: the scenes a series' episodes draw in turn with its own (c-series shows a
 * night-city series' episodes as the city, an interrogation under a lamp, a doorway, a tower).
 */
const KIN: Record<MotifKey, [MotifKey, MotifKey]> = {
  city: ['stage', 'portal'],
  train: ['city', 'snow'],
  desert: ['road', 'peaks'],
  portal: ['garden', 'desert'],
  snow: ['peaks', 'train'],
  sea: ['peaks', 'road'],
  peaks: ['snow', 'desert'],
  road: ['desert', 'city'],
  garden: ['portal', 'sea'],
  stage: ['city', 'portal'],
};

/**
 * The motif of an episode (its variant, episodeVariant) of a series that draws `series`: the
 * series' own on odd episodes of a season, its kin in turn on even ones (each scene keeps its own
 * range of sky hues, placed in it by the series' colours).
 */
export function episodeMotif(series: MotifKey, variant: number): MotifKey {
  const episode = ((Math.max(1, variant) - 1) % 20) + 1;
  return episode % 2 === 1 ? series : KIN[series][(episode / 2 - 1) % 2]!;
}

/** An episode's variant: its place in the series (its season counts for twenty). */
export function episodeVariant(season: number, episode: number): number {
  return (season - 1) * 20 + episode;
}

/** Whether the demo catalog knows the title or episode `id` (its cue needs no catalog lookup). */
export const knownTitle = (id: number) => TITLES.has(id) || EPISODES.has(id);

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
  // A channel's card and a portrait take their colours from their own name (a portrait of a
  // known person from their best-rated title's, whose scene it shows).
  if (kind === 'live') return { motif: CHANNELS.get(id) ?? byId(id), title: `live-${id}`, variant };
  if (kind === 'cast') {
    const known = BEST_KNOWN.get(id);
    return known ? cueOf('poster', String(known.id)) : { motif: byId(id), title: `cast-${id}`, variant };
  }
  const episode = EPISODES.get(id);
  if (episode) {
    return {
      motif: episodeMotif(TITLES.get(episode.series) ?? byId(episode.series), episode.number),
      title: String(episode.series),
      variant: variant || episode.number,
    };
  }
  return { motif: TITLES.get(id) ?? byId(id), title: key, variant };
}
