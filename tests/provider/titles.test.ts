import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../src/provider/seed/catalog';
import { ENGINES, postJson, sessionFor, startProvider, type TestProvider } from './harness';

const subscriptionMovie = catalog.movies.find((m) => !m.free && !m.price && !m.presaleDays)!;
const freeMovie = catalog.movies.find((m) => m.free && !m.presaleDays)!;
const pricedMovie = catalog.movies.find((m) => m.price && !m.presaleDays && !m.free)!;
const presaleMovie = catalog.movies.find((m) => m.presaleDays)!;
const series = catalog.series[0]!;
const episode = series.episodes[0]!;

describe.each(ENGINES)('titles on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());

  it('answers a film with the item fields of content-api', async () => {
    const { status, body } = await provider.call(`/getV2/movie/${subscriptionMovie.id}`);
    expect(status).toBe(200);
    expect(body.data.movie).toMatchObject({
      id: subscriptionMovie.id,
      type: 'movie',
      name: subscriptionMovie.name,
      name_fa: subscriptionMovie.nameFa,
      year: subscriptionMovie.year,
      runtime: subscriptionMovie.runtime,
      age: subscriptionMovie.age,
      ir: subscriptionMovie.ir,
      persian: subscriptionMovie.persian,
      owned: false,
      presale: 0,
    });
    // key to label, in order, as the original client iterates it
    expect(Object.keys(body.data.movie.new_genres)).toEqual(subscriptionMovie.genres);
    for (const label of Object.values(body.data.movie.new_genres)) expect(label).toMatch(/[\u0600-\u06ff]/);
    expect(body.data.movie.poster).toMatch(/^\/img\/poster\/\d+\.jpg$/);
  });

  it('answers series and episodes, an episode naming its series, season and number', async () => {
    const s = await provider.call(`/getV2/series/${series.id}`);
    expect(s.body.data.series.name_fa).toBe(series.nameFa);
    const e = await provider.call(`/getV2/episode/${episode.id}`);
    expect(e.body.data.episode).toMatchObject({
      series_id: series.id,
      series_name_fa: series.nameFa,
      season_number: episode.seasonNumber,
      episode_number: episode.episodeNumber,
    });
  });

  it.each([
    ['/getV2/movie/abc'],
    ['/getV2/movie/0'],
    ['/getV2/movie/999999'],
    ['/getV2/film/1'],
    [`/getV2/series/${subscriptionMovie.id}`],
    [`/get/cast/movie/999999`],
    [`/ghost/get/season/movie/${subscriptionMovie.id}`],
  ])('answers 404 for %s', async (path) => {
    const { status, body } = await provider.call(path);
    expect(status).toBe(404);
    expect(body.message_fa).toMatch(/[\u0600-\u06ff]/);
  });

  it('tells a guest what each button does: free plays, priced buys, the rest need a subscription', async () => {
    const free = await provider.call(`/getV2/movie/${freeMovie.id}`);
    expect(free.body.data.movie.actions.mainButton).toMatchObject({ exist: true, action: 'play' });
    const priced = await provider.call(`/getV2/movie/${pricedMovie.id}`);
    expect(priced.body.data.movie.actions.mainButton).toMatchObject({ exist: true, action: 'buy' });
    expect(priced.body.data.movie.price).toBe(pricedMovie.price);
    const sub = await provider.call(`/getV2/movie/${subscriptionMovie.id}`);
    expect(sub.body.data.movie.actions.mainButton).toMatchObject({ exist: true, action: 'subscription' });
    expect(sub.body.data.movie.actions.mainButton.label.fa).toBeTruthy();
  });

  it('does not let a presale title play or download before its release', async () => {
    const { body } = await provider.call(`/getV2/movie/${presaleMovie.id}`);
    expect(body.data.movie.presale).toBeGreaterThan(0);
    expect(body.data.movie.actions.mainButton.action).not.toBe('play');
    expect(body.data.movie.actions.downloadButton.exist).toBe(false);
  });

  it('lets a subscriber play a subscription title, and asks a guest to log in for accessibility', async () => {
    const guest = await provider.call(`/get/accessibility/movie/${subscriptionMovie.id}`);
    expect(guest.status).toBe(401);
    const token = await sessionFor(provider, '09121111111', 30);
    const { status, body } = await provider.call(`/get/accessibility/movie/${subscriptionMovie.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ owned: false, owned_period_end: null });
    expect(body.data.actions.mainButton.action).toBe('play');
    const loggedIn = await provider.call(`/getV2/movie/${subscriptionMovie.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(loggedIn.body.data.movie.actions).toBeUndefined();
  });

  it('still asks a subscriber to buy a title sold only by single purchase', async () => {
    const token = await sessionFor(provider, '09122222222', 30);
    const { body } = await provider.call(`/get/accessibility/movie/${pricedMovie.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(body.data.actions.mainButton.action).toBe('buy');
  });

  it('answers the credits by role, with the one director', async () => {
    const { body } = await provider.call(`/get/cast/movie/${subscriptionMovie.id}`);
    expect(body.data.directors).toHaveLength(1);
    expect(body.data.casts.length).toBeGreaterThanOrEqual(3);
    expect(body.data.casts[0].image).toMatch(/^\/img\/cast\//);
    const ep = await provider.call(`/get/cast/episode/${episode.id}`);
    expect(ep.body.data.directors).toHaveLength(1);
  });

  it('answers which extra media a title has as the original client reads them, and its stills by the files call', async () => {
    // The original (components/Item.vue, item/content/*.vue) tests each kind `=== 1`.
    const movie = await provider.call(`/get/media/movie/${subscriptionMovie.id}`);
    const teaser = catalog.teasers?.includes(subscriptionMovie.id) ? 1 : 0;
    expect(movie.body.data.medias).toEqual({ teaser, backstage: 0, image: 1, musicvideo: 0, next: 0 });
    const ep = await provider.call(`/get/media/episode/${episode.id}`);
    expect(ep.body.data.medias.image).toBe(1);
    const images = await provider.call(
      '/ghost/get/files',
      postJson({ id: subscriptionMovie.id, type: 'movie', content: 5 }),
    );
    expect(images.body.data.images).toHaveLength(3);
    expect(images.body.data.images[0].src).toMatch(/^http:\/\/localhost\/img\/still\//);
    for (const content of [2, 3, 4]) {
      const none = await provider.call('/ghost/get/files', postJson({ id: episode.id, type: 'episode', content }));
      expect(none.body.data).toEqual({ file: [], download: [] });
    }
  });

  it('answers similar titles sharing a genre, never the title itself', async () => {
    const { body } = await provider.call(`/ghost/get/similar/movie/${subscriptionMovie.id}`);
    expect(body.data.similar.length).toBeGreaterThan(0);
    for (const card of body.data.similar) {
      expect(card.id).not.toBe(subscriptionMovie.id);
      expect(Object.keys(card.new_genres).some((g: string) => subscriptionMovie.genres.includes(g as never))).toBe(
        true,
      );
    }
  });

  it('answers statistics on both the guest and the user path', async () => {
    for (const prefix of ['/ghost/get', '/get']) {
      const { status, body } = await provider.call(`${prefix}/statistics/movie/${subscriptionMovie.id}`);
      expect(status).toBe(200);
      expect(body.data.duration_time).toBe(subscriptionMovie.runtime * 60);
      expect(body.data.claps.total).toBeGreaterThan(0);
    }
  });

  it('answers every season of a series with its episodes in order, from the series or an episode', async () => {
    const fromSeries = await provider.call(`/ghost/get/season/series/${series.id}`);
    const fromEpisode = await provider.call(`/ghost/get/season/episode/${episode.id}`);
    expect(fromEpisode.body.data.season).toEqual(fromSeries.body.data.season);
    const seasons = fromSeries.body.data.season;
    const count = Object.values(seasons).reduce((n: number, list: any) => n + list.length, 0);
    expect(count).toBe(series.episodes.length);
    for (const [number, list] of Object.entries<any[]>(seasons)) {
      expect(list.every((e) => e.season_number === Number(number))).toBe(true);
      expect(list.map((e) => e.episode_number)).toEqual([...list.map((e) => e.episode_number)].sort((a, b) => a - b));
    }
    expect(fromSeries.body.data.first_episode.id).toBe(episode.id);
  });
});
