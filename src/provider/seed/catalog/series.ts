import type { AgeRating } from '../../../contract/rules/contract';
import type { GenreKey, SeedSeries } from '../types';
import { buildCredits } from './credits';
import { buildEpisodes } from './episodes';
import { movieSlots } from './movies';

// 12 fictional series, ids 201..212. Episode ids start at 1001 and run on from series to series.

interface SeriesDef {
  id: number;
  name: string;
  nameFa: string;
  year: number;
  rate: number;
  age: AgeRating;
  genres: GenreKey[];
  origin: 'ir' | 'dub' | 'sub';
  director: number;
  seasons: number[];
  runtime: number;
  overview: string;
  overviewFa: string;
  free?: true;
  offNet?: true;
  /**
   * Its last season still airs: this many of its last episodes are yet to come, one a week after
   * the catalog is seeded (the series page draws each with its day, and the season as new).
   */
  airing?: number;
}

const defs: SeriesDef[] = [
  {
    id: 201,
    name: 'Golshan Alley',
    nameFa: 'کوچه گلشن',
    year: 2019,
    rate: 7.9,
    age: 'PG',
    genres: ['comedy', 'family', 'drama'],
    origin: 'ir',
    director: 5,
    seasons: [8, 7],
    runtime: 45,
    free: true,
    overview: 'The neighbours of a narrow alley in old Tehran share their joys, quarrels and one very noisy rooftop.',
    overviewFa: 'همسایه‌های یک کوچه باریک در تهران قدیم در شادی‌ها، دعواها و یک پشت‌بام بسیار شلوغ شریک‌اند.',
  },
  {
    id: 202,
    name: 'Shadows of Qajar',
    nameFa: 'سایه‌های قاجار',
    year: 2021,
    rate: 8.6,
    age: 'PG-13',
    genres: ['history', 'drama', 'romance'],
    origin: 'ir',
    director: 8,
    seasons: [6, 6, 5],
    runtime: 52,
    overview: 'Intrigue and forbidden love at the court of Tehran in the last decades of the Qajar era.',
    overviewFa: 'دسیسه و عشقی ممنوع در دربار تهران در آخرین دهه‌های دوران قاجار.',
  },
  {
    id: 203,
    name: 'Division Seven',
    nameFa: 'دایره هفت',
    year: 2022,
    rate: 8.0,
    age: 'PG-13',
    genres: ['crime', 'thriller', 'mystery'],
    origin: 'ir',
    director: 4,
    seasons: [7, 7],
    runtime: 50,
    overview: 'Detectives of a special police unit in Tehran hunt a forger who leaves a poem at every scene.',
    overviewFa: 'کارآگاهان یک واحد ویژه پلیس در تهران به دنبال جاعلی هستند که در هر صحنه یک شعر جا می‌گذارد.',
  },
  {
    id: 204,
    name: 'The Little Inventors',
    nameFa: 'مخترعان کوچک',
    year: 2020,
    rate: 7.5,
    age: 'G',
    genres: ['animation', 'family', 'comedy'],
    origin: 'ir',
    director: 7,
    seasons: [5, 5, 5],
    runtime: 40,
    free: true,
    overview:
      'Four schoolchildren turn a storage room into a workshop and invent a gadget for every problem in their town.',
    overviewFa: 'چهار دانش‌آموز انباری مدرسه را به کارگاه تبدیل می‌کنند و برای هر مشکل شهرشان وسیله‌ای اختراع می‌کنند.',
  },
  {
    id: 205,
    name: 'Mahtab Hospital',
    nameFa: 'بیمارستان مهتاب',
    year: 2023,
    rate: 7.3,
    age: 'PG-13',
    genres: ['drama', 'romance'],
    origin: 'ir',
    director: 2,
    seasons: [7, 6],
    runtime: 48,
    overview: 'Young doctors on their first year at a busy Tehran hospital learn that not every patient can be saved.',
    overviewFa:
      'پزشکان جوان در نخستین سال کارشان در بیمارستانی شلوغ در تهران می‌آموزند که همه بیماران را نمی‌شود نجات داد.',
  },
  {
    id: 206,
    name: 'Starfall Academy',
    nameFa: 'آکادمی شهاب',
    year: 2022,
    rate: 7.4,
    age: 'PG',
    genres: ['fantasy', 'adventure', 'superhero'],
    origin: 'dub',
    director: 14,
    seasons: [6, 6, 6],
    runtime: 42,
    overview: 'Teenagers with newly awakened powers attend a hidden school where every graduate must protect a city.',
    overviewFa:
      'نوجوانانی که قدرت‌هایشان تازه بیدار شده، در مدرسه‌ای پنهان درس می‌خوانند که هر فارغ‌التحصیلش باید از یک شهر محافظت کند.',
  },
  {
    id: 207,
    name: 'The Harbor Precinct',
    nameFa: 'کلانتری بندر',
    year: 2017,
    rate: 8.4,
    age: 'PG-13',
    genres: ['crime', 'drama'],
    origin: 'dub',
    director: 10,
    seasons: [8, 8],
    runtime: 47,
    overview: 'The officers of a small harbour police station deal with smugglers, storms and each other.',
    overviewFa: 'مأموران یک کلانتری کوچک بندری با قاچاقچیان، طوفان‌ها و با یکدیگر درگیرند.',
  },
  {
    id: 208,
    name: 'Kingdom of Ash and Iron',
    nameFa: 'پادشاهی خاکستر و آهن',
    year: 2019,
    rate: 8.2,
    age: 'R',
    genres: ['history', 'war', 'fantasy'],
    origin: 'dub',
    director: 11,
    seasons: [5, 5, 4],
    airing: 2,
    runtime: 56,
    overview: 'Three heirs fight for a throne forged from the iron of a fallen star.',
    overviewFa: 'سه وارث برای تاجی که از آهن یک ستاره افتاده ساخته شده با هم می‌جنگند.',
  },
  {
    id: 209,
    name: 'Colony Nine',
    nameFa: 'مستعمره نه',
    year: 2024,
    rate: 7.1,
    age: 'PG-13',
    genres: ['sci_fi', 'thriller'],
    origin: 'dub',
    director: 16,
    seasons: [6, 6],
    runtime: 50,
    overview: 'The first settlers on a distant moon discover they are not the first people to live there.',
    overviewFa: 'نخستین ساکنان یک قمر دوردست می‌فهمند که اولین کسانی نیستند که آنجا زندگی کرده‌اند.',
  },
  {
    id: 210,
    name: 'Silent Pines',
    nameFa: 'کاج‌های خاموش',
    year: 2021,
    rate: 7.0,
    age: 'X',
    genres: ['horror', 'mystery'],
    origin: 'sub',
    director: 12,
    seasons: [4, 4, 4],
    runtime: 44,
    offNet: true,
    overview:
      'In a mountain village where birds never sing, a new schoolteacher starts receiving letters from a missing child.',
    overviewFa:
      'در روستایی کوهستانی که پرنده‌هایش هرگز نمی‌خوانند، معلمی تازه‌وارد نامه‌هایی از کودکی گمشده دریافت می‌کند.',
  },
  {
    id: 211,
    name: 'Final Whistle',
    nameFa: 'سوت پایان',
    year: 2023,
    rate: 7.7,
    age: 'PG-13',
    genres: ['sport', 'drama', 'biography'],
    origin: 'sub',
    director: 13,
    seasons: [7, 7],
    runtime: 52,
    free: true,
    overview:
      'A relegated football club and its first female manager fight their way back to the top league, one match at a time.',
    overviewFa: 'باشگاه فوتبالی سقوط‌کرده و نخستین مربی زنش، بازی به بازی برای بازگشت به لیگ برتر می‌جنگند.',
  },
  {
    id: 212,
    name: 'Wild Earth',
    nameFa: 'زمین وحشی',
    year: 2020,
    rate: 8.8,
    age: 'G',
    genres: ['documentary', 'adventure'],
    origin: 'sub',
    director: 9,
    seasons: [5, 5, 5],
    runtime: 48,
    free: true,
    overview:
      'A journey across six continents to film the wildest corners of the planet, from the Zagros to the Arctic.',
    overviewFa: 'سفری به شش قاره برای فیلم‌برداری از وحشی‌ترین گوشه‌های زمین، از زاگرس تا قطب شمال.',
  },
];

const slots = { ...movieSlots };
let nextEpisodeId = 1001;

export const series: SeedSeries[] = defs.map((d) => {
  const iranian = d.origin === 'ir';
  const slot = iranian ? slots.iranian++ : slots.foreign++;
  const documentary = d.genres.includes('documentary');
  const episodes = buildEpisodes(
    { name: d.name, nameFa: d.nameFa, seasons: d.seasons, runtime: d.runtime, documentary },
    nextEpisodeId,
    nextEpisodeId - 1001,
  );
  nextEpisodeId += episodes.length;
  episodes.slice(episodes.length - (d.airing ?? 0)).forEach((episode, i) => (episode.presaleDays = 7 * (i + 1)));
  return {
    id: d.id,
    name: d.name,
    nameFa: d.nameFa,
    year: d.year,
    rate: d.rate,
    age: d.age,
    overview: d.overview,
    overviewFa: d.overviewFa,
    genres: d.genres,
    ir: iranian,
    persian: d.origin !== 'sub',
    free: d.free ?? false,
    traffic: !d.offNet,
    credits: buildCredits({ titleId: d.id, iranian, slot, director: d.director, documentary }),
    episodes,
  };
});
