import { describe, expect, it } from 'vitest';
import type { TitleCard } from '../../src/contract/schemas/title';
import {
  castMemberView,
  genreView,
  listView,
  liveView,
  personView,
  profileListView,
  minutesLeft,
  resumeView,
  watchedPercent,
} from '../../src/lib/api/views/catalog';

const card: TitleCard = {
  id: 201,
  type: 'series',
  name: 'Shahrzad',
  name_fa: 'شهرزاد',
  poster: '/p.jpg',
  backdrop: '/b.jpg',
  year: 2015,
  rate: 8.4,
  age: 'PG',
  new_genres: ['drama'],
  ir: true,
  persian: true,
  free: true,
  presale: 0,
  ekran: false,
};

describe('lists', () => {
  it('names a content list in the reader’s language and reshapes its cards', () => {
    const wire = { list: 'new-movies', list_fa: 'فیلم‌های تازه', list_en: 'New films', data: [card], last_page: 3 };
    expect(listView(wire, 'en')).toMatchObject({ key: 'new-movies', name: 'New films', lastPage: 3 });
    expect(listView(wire, 'fa').cards[0]).toMatchObject({ name: 'شهرزاد', badge: 'card.free' });
    expect(listView({ ...wire, last_page: undefined }, 'fa').lastPage).toBe(1);
  });

  it('names a profile row by its English `list` in en', () => {
    const row = { list: 'Watchlist', list_fa: 'نشان‌شده‌ها', data: [card], last_page: 1 };
    expect(profileListView('watchlist', row, 'en')).toMatchObject({ key: 'watchlist', name: 'Watchlist' });
    expect(profileListView('watchlist', row, 'fa').name).toBe('نشان‌شده‌ها');
  });
});

describe('continue watching', () => {
  it('gives the watched share as a whole percent, at most 100, 0 without a duration', () => {
    expect(watchedPercent(30, 120)).toBe(25);
    expect(watchedPercent(200, 120)).toBe(100);
    expect(watchedPercent(30, 0)).toBe(0);
    expect(watchedPercent(undefined, undefined)).toBe(0);
  });

  it('counts the minutes left rounded up, none when the length is not known', () => {
    expect(minutesLeft(900, 3000)).toBe(35);
    expect(minutesLeft(2999, 3000)).toBe(1);
    expect(minutesLeft(3200, 3000)).toBe(0);
    expect(minutesLeft(30, 0)).toBe(0);
    expect(minutesLeft(undefined, undefined)).toBe(0);
  });

  it('resumes films and episodes on their player routes and a series on its page', () => {
    expect(
      resumeView({ ...card, type: 'movie', id: 1, current_time: 60, duration_time: 240 }, 'fa', null),
    ).toMatchObject({
      playPath: '/movie/show/1',
      percent: 25,
      minutesLeft: 3,
    });
    expect(resumeView({ ...card, type: 'episode', id: 1001 }, 'fa', null).playPath).toBe('/episode/show/1001');
    expect(resumeView(card, 'fa', null).playPath).toBe('/series/201');
  });

  it.each([
    ['the key art without words, in either language', 'fa', { backdrop_plain: '/p.jpg' }, '/p.jpg'],
    ['the key art without words, in either language', 'en', { backdrop_plain: '/p.jpg' }, '/p.jpg'],
    ["else the Persian page's backdrop", 'fa', {}, '/fa.jpg'],
    ["else the English page's backdrop", 'en', {}, '/en.jpg'],
  ] as const)('pictures a card with %s (%s)', (_, locale, extra, picture) => {
    const art = { backdrop: '/en.jpg', backdrop_fa: '/fa.jpg', ...extra };
    expect(resumeView(card, locale, art).picture).toBe(picture);
  });

  it("keeps the card's own picture when the title's art is not known", () => {
    expect(resumeView(card, 'fa', null).picture).toBe(card.backdrop);
  });
});

describe('people, channels and genres', () => {
  const person = {
    id: 4,
    name: 'Asghar Farhadi',
    name_fa: 'اصغر فرهادی',
    image: '/c/4.jpg',
    kind: 'director' as const,
  };

  it('names a person in the reader’s language with the other name beside', () => {
    expect(personView(person, 'fa')).toMatchObject({ path: '/cast/4', name: 'اصغر فرهادی' });
    expect(personView(person, 'fa').otherName).toEqual({ text: 'Asghar Farhadi', lang: 'en', dir: 'ltr' });
    const member = castMemberView({ ...person, bio: 'Director.', bio_fa: 'کارگردان.', birth_year: 1972 }, 'en');
    expect(member).toMatchObject({ name: 'Asghar Farhadi', bio: 'Director.', birthYear: 1972 });
  });

  it('names a channel and what is on in the reader’s language', () => {
    const live = {
      id: 2,
      name: 'News',
      name_fa: 'خبر',
      image: '/l.jpg',
      program: 'Headlines',
      program_fa: 'سرخط خبرها',
    };
    expect(liveView(live, 'fa')).toEqual({
      id: 2,
      path: '/live/2',
      name: 'خبر',
      image: '/l.jpg',
      program: 'سرخط خبرها',
    });
    expect(liveView(live, 'en').program).toBe('Headlines');
  });

  it('names a genre tile', () => {
    expect(genreView({ key: 'drama', fa: 'درام', en: 'Drama', cover: '/g.jpg' }, 'en')).toEqual({
      key: 'drama',
      name: 'Drama',
      cover: '/g.jpg',
    });
  });
});
