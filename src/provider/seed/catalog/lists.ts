import type { SeedList, SeedMovie, SeedSeries } from '../types';
import { movies } from './movies';
import { series } from './series';

// Lists are derived from the titles with fixed, fully ordered rules so they always match the data.

type Title = SeedMovie | SeedSeries;

const all: Title[] = [...movies, ...series];
const released = (t: Title): boolean => !('presaleDays' in t && t.presaleDays !== undefined);
const byRate = (a: Title, b: Title): number => b.rate - a.rate || a.id - b.id;
const byNewest = (a: Title, b: Title): number => b.year - a.year || byRate(a, b);
const ids = (titles: Title[], max = 24): number[] => [...new Set(titles.map((t) => t.id))].slice(0, max);

/** Top list: the best-rated released titles, best first. */
export const top: number[] = ids(all.filter(released).sort(byRate), 10);

const comingSoon = [
  ...movies.filter((m) => m.presaleDays !== undefined).sort((a, b) => a.presaleDays! - b.presaleDays!),
  ...movies.filter((m) => m.ekran && released(m)).sort(byNewest),
  ...all.filter(released).sort(byNewest),
];

/** Hand-picked for Yalda night: warm family stories, romance and Persian music. */
const YALDA = [51, 4, 27, 201, 45, 11, 202, 205, 63, 22, 8, 25, 42, 3, 49];

export const lists: SeedList[] = [
  {
    key: 'new-movies',
    name: 'New Movies',
    nameFa: 'فیلم‌های تازه',
    style: 'normal',
    onHome: true,
    titleIds: ids(movies.filter((m) => released(m) && m.year >= 2021).sort(byNewest), 16),
  },
  {
    key: 'iranian',
    name: 'Iranian Films and Series',
    nameFa: 'فیلم و سریال ایرانی',
    style: 'normal',
    onHome: true,
    titleIds: ids(
      [...series.filter((s) => s.ir).sort(byRate), ...movies.filter((m) => m.ir && released(m)).sort(byRate)],
      20,
    ),
  },
  {
    key: 'top-rated',
    name: 'Top Rated',
    nameFa: 'بالاترین امتیاز',
    style: 'normal',
    onHome: true,
    titleIds: ids(all.filter(released).sort(byRate), 20),
  },
  {
    key: 'dubbed',
    name: 'Persian Dubbed',
    nameFa: 'دوبله فارسی',
    style: 'normal',
    onHome: true,
    titleIds: ids(all.filter((t) => !t.ir && t.persian && released(t)).sort(byRate), 20),
  },
  {
    key: 'kids',
    name: 'Kids and Family',
    nameFa: 'کودک و خانواده',
    style: 'normal',
    onHome: true,
    titleIds: ids(
      all
        .filter(
          (t) => (t.age === 'G' || t.age === 'PG') && (t.genres.includes('family') || t.genres.includes('animation')),
        )
        .filter(released)
        .sort(byRate),
    ),
  },
  {
    key: 'yalda',
    name: 'Yalda Night',
    nameFa: 'شب یلدا',
    style: 'occasion',
    onHome: true,
    titleIds: YALDA,
  },
  {
    key: 'coming-soon',
    name: 'Coming Soon',
    nameFa: 'به‌زودی',
    style: 'normal',
    onHome: false,
    titleIds: ids(comingSoon, 10),
  },
  {
    key: 'free',
    name: 'Watch for Free',
    nameFa: 'تماشای رایگان',
    style: 'normal',
    onHome: false,
    titleIds: ids(all.filter((t) => t.free).sort(byRate)),
  },
];
