import { describe, expect, it } from 'vitest';
import { heroSlides } from '../../src/lib/server/home-hero';
import { createTranslate } from '../../src/lib/i18n';
import type { TitleCard } from '../../src/contract/schemas/title';

const card = (over: Partial<TitleCard>): TitleCard => ({
  id: 25,
  type: 'movie',
  name: 'Kavir',
  name_fa: 'کویر',
  poster: '/img/poster/25.jpg',
  backdrop: '/img/backdrop/25-en.jpg',
  year: 1999,
  rate: 8.4,
  age: 'PG-13',
  new_genres: ['drama', 'history', 'war'],
  ir: false,
  persian: true,
  free: false,
  presale: 0,
  ekran: false,
  ...over,
});
const entry = (type: string, id: number) => ({
  type,
  id,
  name: `Title ${id}`,
  name_fa: `عنوان ${id}`,
  image_src: `/img/backdrop/${id}-en.jpg`,
  image_mobile_src: `/img/slide/${id}.jpg`,
});
const genres = new Map([
  ['drama', 'درام'],
  ['history', 'تاریخی'],
]);

describe('heroSlides()', () => {
  it('gives a film its name, its page, its player route and its facts in Persian', () => {
    const [slide] = heroSlides([entry('movie', 25)], [card({})], genres, 'fa', createTranslate('fa'));
    expect(slide).toMatchObject({
      name: 'عنوان 25',
      href: '/movie/25',
      watchHref: '/video/25',
      image: '/img/backdrop/25-en.jpg',
      mobileImage: '/img/slide/25.jpg',
      badge: 'دوبله فارسی',
    });
    // Two genres at most (the third is left out); the year and score in Persian digits.
    expect(slide?.facts).toEqual([
      ['۱۹۹۹', 'درام', 'تاریخی'],
      ['بالای ۱۳ سال', '۸٫۴ از ۱۰'],
    ]);
  });

  it('sends a series to its page for both actions, in English under /en', () => {
    const [slide] = heroSlides(
      [entry('series', 202)],
      [card({ id: 202, type: 'series', free: true })],
      genres,
      'en',
      createTranslate('en'),
    );
    expect(slide).toMatchObject({
      name: 'Title 202',
      href: '/en/series/202',
      watchHref: '/en/series/202',
      badge: 'Free',
    });
  });

  it('draws a slide without facts when the title is not in the top list, and skips unknown kinds', () => {
    const slides = heroSlides([entry('live', 3), entry('episode', 9)], [], genres, 'fa', createTranslate('fa'));
    expect(slides).toHaveLength(1);
    expect(slides[0]).toMatchObject({ watchHref: '/episode/show/9', facts: [], badge: null });
  });

  it('marks a title still to be released as coming soon before any other badge', () => {
    const [slide] = heroSlides(
      [entry('movie', 25)],
      [card({ presale: 3600, free: true })],
      genres,
      'fa',
      createTranslate('fa'),
    );
    expect(slide?.badge).toBe('به‌زودی');
  });
});
