import { AGE_RATINGS } from '../../../contract/rules/contract';
import { searchColumns } from '../../domain/catalog/search-columns';
import { GENRE_KEYS } from '../types';
import {
  FIRST_NAMES,
  FOREIGN_FIRST_NAMES,
  FOREIGN_LAST_NAMES,
  LAST_NAMES,
  TITLE_ADJECTIVES,
  TITLE_NOUNS,
} from './names';
import { randomFrom, type Random } from './random';
import { FIRST_ID, type ScaleSizes } from './sizes';

// The scale catalog as column-ordered rows (bulk.ts inserts them with unnest). Row shapes follow
// the COLUMNS declarations below, which name the table's columns and their PostgreSQL types.

export const TITLE_COLUMNS = [
  ['id', 'int'],
  ['type', 'title_type'],
  ['series_id', 'int'],
  ['season_number', 'int'],
  ['episode_number', 'int'],
  ['name', 'text'],
  ['name_fa', 'text'],
  ['year', 'int'],
  ['rate', 'real'],
  ['age', 'text'],
  ['runtime', 'int'],
  ['overview', 'text'],
  ['overview_fa', 'text'],
  ['ir', 'boolean'],
  ['persian', 'boolean'],
  ['free', 'boolean'],
  ['traffic', 'boolean'],
  ['price', 'int'],
  ['claps', 'int'],
  ['search_text', 'text'],
  ['search_compact', 'text'],
  ['search_skeleton', 'text'],
  ['sort', 'int'],
] as const;
export const PERSON_COLUMNS = [
  ['id', 'int'],
  ['name', 'text'],
  ['name_fa', 'text'],
  ['kind', 'person_kind'],
  ['birth_year', 'int'],
  ['bio', 'text'],
  ['bio_fa', 'text'],
  ['search_text', 'text'],
  ['search_compact', 'text'],
  ['search_skeleton', 'text'],
] as const;
export const TITLE_GENRE_COLUMNS = [
  ['title_id', 'int'],
  ['genre_key', 'text'],
] as const;
export const CREDIT_COLUMNS = [
  ['title_id', 'int'],
  ['person_id', 'int'],
  ['role', 'credit_role'],
  ['character', 'text'],
  ['character_fa', 'text'],
  ['sort', 'int'],
] as const;

type Row = unknown[];

export interface ScaleCatalog {
  titles: Row[];
  people: Row[];
  titleGenres: Row[];
  credits: Row[];
  /** Ids of the films and of the episodes, for watch history. */
  filmIds: number[];
  episodes: { id: number; seriesId: number; runtime: number }[];
}

/** People: a tenth directors (half Iranian), the rest Iranian and foreign actors in halves. */
function makePeople(random: Random, count: number) {
  const rows: Row[] = [];
  const pools = {
    irDirectors: [] as number[],
    foreignDirectors: [] as number[],
    irActors: [] as number[],
    foreignActors: [] as number[],
  };
  for (let i = 0; i < count; i++) {
    const id = FIRST_ID.person + i;
    const director = i % 10 === 0;
    const iranian = director ? i % 20 === 0 : i % 2 === 1;
    const [first, firstFa] = random.pick(iranian ? FIRST_NAMES : FOREIGN_FIRST_NAMES);
    const [last, lastFa] = random.pick(iranian ? LAST_NAMES : FOREIGN_LAST_NAMES);
    const name = `${first} ${last}`;
    const nameFa = `${firstFa} ${lastFa}`;
    const kind = director ? 'director' : iranian ? 'iranian-actor' : 'foreign-actor';
    rows.push([id, name, nameFa, kind, random.int(1940, 2002), '', '', ...searchValues(name, nameFa)]);
    (director
      ? iranian
        ? pools.irDirectors
        : pools.foreignDirectors
      : iranian
        ? pools.irActors
        : pools.foreignActors
    ).push(id);
  }
  return { rows, pools };
}

/** search_text, search_compact and search_skeleton, in the COLUMNS order. */
function searchValues(name: string, nameFa: string) {
  const columns = searchColumns(name, nameFa);
  return [columns.searchText, columns.searchCompact, columns.searchSkeleton];
}

function titleName(random: Random) {
  const [noun, nounFa] = random.pick(TITLE_NOUNS);
  const [adjective, adjectiveFa] = random.pick(TITLE_ADJECTIVES);
  return { name: `The ${adjective} ${noun}`, nameFa: `${nounFa} ${adjectiveFa}` };
}

/** Distinct picks from a pool. */
function distinct(random: Random, pool: number[], n: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(n, pool.length)) chosen.add(random.pick(pool));
  return [...chosen];
}

/** The scale catalog for `sizes`; the same `seed` always gives the same rows. */
export function scaleCatalog(sizes: ScaleSizes, seed = 16): ScaleCatalog {
  const random = randomFrom(seed);
  const { rows: people, pools } = makePeople(random, sizes.people);
  const titles: Row[] = [];
  const titleGenres: Row[] = [];
  const credits: Row[] = [];
  const filmIds: number[] = [];
  const episodes: ScaleCatalog['episodes'] = [];
  let nextEpisode: number = FIRST_ID.episode;

  const addTitle = (id: number, type: 'movie' | 'series', sort: number) => {
    const { name, nameFa } = titleName(random);
    const ir = random.chance(0.5);
    const persian = ir || random.chance(0.4);
    const free = random.chance(0.05);
    const price = type === 'movie' && !free && random.chance(0.1) ? random.int(2, 6) * 10_000 : null;
    const year = random.int(1975, 2026);
    const rate = random.int(30, 95) / 10;
    const age = random.pick(AGE_RATINGS.slice(0, 4));
    const runtime = type === 'movie' ? random.int(80, 150) : random.int(30, 55);
    const overview = `A story of ${name.toLowerCase()}, ${year}.`;
    const overviewFa = `داستان ${nameFa}، ${year}.`;
    const traffic = random.chance(0.8);
    const common = { name, nameFa, year, rate, age, ir, persian, free, traffic };
    titles.push([
      id,
      type,
      null,
      null,
      null,
      name,
      nameFa,
      year,
      rate,
      age,
      runtime,
      overview,
      overviewFa,
      ir,
      persian,
      free,
      traffic,
      price,
      random.int(40, 2440),
      ...searchValues(name, nameFa),
      sort,
    ]);
    for (const genre of new Set(
      [random.pick(GENRE_KEYS), random.pick(GENRE_KEYS), random.pick(GENRE_KEYS)].slice(0, random.int(1, 3)),
    ))
      titleGenres.push([id, genre]);
    const [director] = distinct(random, ir ? pools.irDirectors : pools.foreignDirectors, 1);
    const actors = distinct(random, ir ? pools.irActors : pools.foreignActors, 4);
    credits.push([id, director, 'director', null, null, 0], [id, director, 'writer', null, null, 1]);
    actors.forEach((actor, n) => {
      const [character, characterFa] = random.pick(ir ? FIRST_NAMES : FOREIGN_FIRST_NAMES);
      credits.push([id, actor, 'cast', character, characterFa, n + 2]);
    });
    return { ...common, runtime };
  };

  for (let i = 0; i < sizes.films; i++) {
    const id = FIRST_ID.film + i;
    addTitle(id, 'movie', 1_000 + i);
    filmIds.push(id);
  }
  for (let i = 0; i < sizes.series; i++) {
    const seriesId = FIRST_ID.series + i;
    const series = addTitle(seriesId, 'series', 1_000 + i);
    const seasons = random.int(2, 4);
    for (let season = 1; season <= seasons; season++) {
      const count = random.int(8, 10);
      for (let n = 1; n <= count; n++) {
        const id = nextEpisode++;
        const name = `${series.name}: season ${season}, episode ${n}`;
        const nameFa = `${series.nameFa}، فصل ${season}، قسمت ${n}`;
        const runtime = random.int(30, 55);
        titles.push([
          id,
          'episode',
          seriesId,
          season,
          n,
          name,
          nameFa,
          series.year,
          series.rate,
          series.age,
          runtime,
          '',
          '',
          series.ir,
          series.persian,
          series.free,
          series.traffic,
          null,
          random.int(40, 2440),
          ...searchValues(name, nameFa),
          n,
        ]);
        episodes.push({ id, seriesId, runtime });
      }
    }
  }
  return { titles, people, titleGenres, credits, filmIds, episodes };
}
