import { describe, expect, it } from 'vitest';
import type { TitleCard, TitleItem } from '../../src/contract/schemas/title';
import {
  cardBadge,
  cardView,
  creditView,
  episodeLink,
  episodeProgress,
  titleDetailsView,
  titleView,
} from '../../src/lib/api/views/title';

const card: TitleCard = {
  id: 7,
  type: 'movie',
  name: 'The Salesman',
  name_fa: 'فروشنده',
  poster: '/img/poster/7.jpg',
  backdrop: '/img/backdrop/7.jpg',
  year: 2016,
  rate: 7.8,
  age: 'PG-13',
  new_genres: ['drama', 'crime'],
  ir: true,
  persian: true,
  free: false,
  presale: 0,
  ekran: true,
};

const item: TitleItem = {
  ...card,
  backdrop_fa: '/img/backdrop/7-fa.jpg',
  runtime: 125,
  overview: 'A couple…',
  overview_fa: 'زن و شوهری…',
  vod: true,
  traffic: false,
  owned: false,
  price: 25000,
  actions: {
    mainButton: { exist: true, action: 'buy', label: { fa: 'خرید', en: 'Buy' } },
    downloadButton: { exist: false, action: 'buy', label: { fa: 'دانلود', en: 'Download' } },
  },
};

describe('cardView', () => {
  it('names the card in the reader’s language and links its page', () => {
    expect(cardView(card, 'fa')).toMatchObject({ name: 'فروشنده', path: '/movie/7', year: 2016, badge: null });
    expect(cardView(card, 'en').name).toBe('The Salesman');
  });

  it('shows presale before free, free before dubbed, dubbed only for a foreign title with Persian audio', () => {
    expect(cardBadge({ presale: 60, free: true, ir: false, persian: true })).toBe('card.presale');
    expect(cardBadge({ presale: 0, free: true, ir: false, persian: true })).toBe('card.free');
    expect(cardBadge({ presale: 0, free: false, ir: false, persian: true })).toBe('card.dubbed');
    expect(cardBadge({ presale: 0, free: false, ir: true, persian: true })).toBeNull();
  });
});

describe('titleView', () => {
  it('chooses name, overview and backdrop once, and gives the other name its lang and dir', () => {
    const fa = titleView(item, 'fa');
    expect(fa).toMatchObject({ name: 'فروشنده', overview: 'زن و شوهری…', backdrop: '/img/backdrop/7-fa.jpg' });
    expect(fa.otherName).toEqual({ text: 'The Salesman', lang: 'en', dir: 'ltr' });
    const en = titleView(item, 'en');
    expect(en).toMatchObject({ name: 'The Salesman', overview: 'A couple…', backdrop: '/img/backdrop/7.jpg' });
    expect(en.otherName).toEqual({ text: 'فروشنده', lang: 'fa', dir: 'rtl' });
    expect(en.plainBackdrop).toBe('/img/backdrop/7.jpg');
  });

  it('gives the key art without words when the provider sends it, and none when it does not', () => {
    expect(titleView(item, 'fa').keyArt).toBeNull();
    const withArt = { ...item, backdrop_plain: '/img/backdrop/7-plain.jpg' };
    expect(titleView(withArt, 'fa').keyArt).toBe('/img/backdrop/7-plain.jpg');
    expect(titleView(withArt, 'en').keyArt).toBe('/img/backdrop/7-plain.jpg');
  });

  it('keeps only the buttons that exist, labelled in the reader’s language', () => {
    expect(titleView(item, 'en').mainButton).toEqual({ action: 'buy', label: 'Buy' });
    expect(titleView(item, 'fa').mainButton).toEqual({ action: 'buy', label: 'خرید' });
    expect(titleView(item, 'fa').downloadButton).toBeNull();
    expect(titleView({ ...item, actions: undefined }, 'fa').mainButton).toBeNull();
  });

  it('reads the language fact from ir and persian', () => {
    expect(titleView(item, 'fa').language).toBe('title.language.persian');
    expect(titleView({ ...item, ir: false }, 'fa').language).toBe('title.language.dubbed');
    expect(titleView({ ...item, ir: false, persian: false }, 'fa').language).toBe('title.language.subtitled');
  });

  it('places an episode in its series, and nothing else', () => {
    const episode: TitleItem = {
      ...item,
      id: 1001,
      type: 'episode',
      series_id: 201,
      series_name: 'Shahrzad',
      series_name_fa: 'شهرزاد',
      season_number: 2,
      episode_number: 5,
    };
    expect(titleView(episode, 'en').episodeOf).toEqual({
      seriesId: 201,
      seriesName: 'Shahrzad',
      season: 2,
      episode: 5,
    });
    expect(titleView(episode, 'fa').episodeOf?.seriesName).toBe('شهرزاد');
    expect(titleView(item, 'fa').episodeOf).toBeNull();
    expect(episodeLink(episode, 'en')).toEqual({
      id: 1001,
      path: '/episode/1001',
      name: 'The Salesman',
      number: 5,
      airsAt: null,
    });
  });

  it('dates an episode yet to air from its presale seconds', () => {
    const episode = { ...card, id: 1002, type: 'episode' as const, episode_number: 6, presale: 7 * 86_400 };
    const airsAt = episodeLink(episode, 'fa').airsAt;
    expect(airsAt).not.toBeNull();
    const days = (airsAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });
});

describe('credits and details', () => {
  const credit = {
    id: 3,
    name: 'Taraneh Alidoosti',
    name_fa: 'ترانه علیدوستی',
    image: '/c/3.jpg',
    character: 'Rana',
    character_fa: 'رعنا',
  };

  it('names a credit and its role in the reader’s language', () => {
    expect(creditView(credit, 'fa')).toEqual({
      id: 3,
      path: '/cast/3',
      name: 'ترانه علیدوستی',
      image: '/c/3.jpg',
      character: 'رعنا',
    });
    expect(creditView({ ...credit, character: null, character_fa: null }, 'en').character).toBeNull();
  });

  it('labels the item’s genres from the genre map, a key it lacks as itself', () => {
    const details = titleDetailsView(
      ['drama', 'noir'],
      new Map([['drama', 'Drama']]),
      { directors: [], casts: [credit] },
      [card],
      'en',
    );
    expect(details.genres).toEqual([
      { key: 'drama', label: 'Drama' },
      { key: 'noir', label: 'noir' },
    ]);
    expect(details.cast.map((c) => c.name)).toEqual(['Taraneh Alidoosti']);
    expect(details.similar.map((c) => c.name)).toEqual(['The Salesman']);
  });
});

describe('episodeProgress (DESIGN.md §5 "Episode row")', () => {
  it('answers nothing for an episode never started or without a length', () => {
    expect(episodeProgress({ id: 1 })).toBeNull();
    expect(episodeProgress({ id: 1, current_time: 0, duration_time: 2700 })).toBeNull();
    expect(episodeProgress({ id: 1, current_time: 30, duration_time: 0 })).toBeNull();
  });

  it('answers the share watched and the whole minutes left while it is under way', () => {
    expect(episodeProgress({ id: 3, current_time: 1620, duration_time: 2700 })).toEqual({
      id: 3,
      percent: 60,
      watched: false,
      minutesLeft: 18,
    });
    // Seconds left still read as a minute; a bar barely begun still shows.
    expect(episodeProgress({ id: 3, current_time: 28, duration_time: 32 })).toMatchObject({ minutesLeft: 1 });
    expect(episodeProgress({ id: 3, current_time: 1, duration_time: 2700 })).toMatchObject({ percent: 1 });
  });

  it('counts an episode watched from nine tenths on (the end credits), its bar full', () => {
    expect(episodeProgress({ id: 4, current_time: 2430, duration_time: 2700 })).toMatchObject({
      percent: 100,
      watched: true,
    });
    expect(episodeProgress({ id: 4, current_time: 2429, duration_time: 2700 })).toMatchObject({ watched: false });
  });
});
