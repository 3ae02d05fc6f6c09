import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claps, watchlist, watchProgress } from '../../src/provider/db/schema';
import { postJson, type TestProvider } from './harness';
import { bearer, ENGINES, startClocked, TITLES, viewerWith } from './watch-helpers';

const [firstEpisode, secondEpisode] = TITLES.series.episodes;

describe.each(ENGINES)('resume points, continue-watching and the profile lists, on %s', (engine) => {
  let provider: TestProvider;
  let clock: { now: number };
  let viewer: { token: string; userId: number };
  // each call a second after the last, so "newest first" has an order to follow
  const post = (path: string, body: unknown, token: string | null = viewer.token) => {
    clock.now += 1000;
    return provider.call(path, postJson(body, bearer(token)));
  };
  const rowsOf = async (table: typeof watchProgress | typeof watchlist | typeof claps) =>
    (
      await provider.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.userId, viewer.userId))
    )[0]!.n;

  beforeAll(async () => {
    ({ provider, clock } = await startClocked(engine));
    viewer = await viewerWith(provider, '09127770001', 30);
  });
  afterAll(() => provider?.close());

  it('starts a series at its first episode, with the season list and the next episode as suggestion', async () => {
    const { status, body } = await post('/get/watch/series', {
      episode_id: '',
      type: 'sp',
      series_id: TITLES.series.id,
      hls: 1,
      ref: 0,
    });
    expect(status).toBe(200);
    expect(body.data.episode[0]).toMatchObject({ id: firstEpisode!.id, current_time: 0 });
    expect(body.data.episode[0].video).toMatch(/^http:\/\/localhost\/media\/t\/[^/]+\/vod\//);
    expect(Object.keys(body.data.season).length).toBeGreaterThan(0);
    expect(body.data.suggestion.id).toBe(secondEpisode!.id);
    expect(body.data).toMatchObject({ first_credits: 0, after_credits: 5, final_credits: 27 });
  });

  it('saves the resume point and resumes the last episode seen, at that point', async () => {
    const saved = await post('/create/watch/series/recently', {
      current_time: 12.4,
      duration_time: 32,
      episode_id: secondEpisode!.id,
      series_id: TITLES.series.id,
    });
    expect(saved.status).toBe(200);
    const { body } = await post('/get/watch/series', {
      episode_id: '',
      series_id: TITLES.series.id,
      type: 'sp',
      hls: 1,
    });
    expect(body.data.episode[0]).toMatchObject({ id: secondEpisode!.id, current_time: 12 });
    const season = await provider.call(`/get/season/series/${TITLES.series.id}`, { headers: bearer(viewer.token) });
    expect(season.body.data.last_episode_seen.id).toBe(secondEpisode!.id);
    await post('/create/watch/movie/recently', {
      current_time: 20,
      duration_time: 32,
      movie_id: TITLES.subscription.id,
    });
    const movie = await provider.call(`/get/watch/movie-hls/${TITLES.subscription.id}/1`, {
      headers: bearer(viewer.token),
    });
    expect(movie.body.data.video[0].current_time).toBe(20);
    const stats = await provider.call(`/get/statistics/movie/${TITLES.subscription.id}`, {
      headers: bearer(viewer.token),
    });
    expect(stats.body.data).toMatchObject({ current_time: 20, duration_time: 32 });
  });

  it('lists continue-watching newest first with progress, and removes a title from it', async () => {
    const { body } = await provider.call('/get/recently', { headers: bearer(viewer.token) });
    const rows = body.data.recently.recently;
    expect(rows.map((r: { id: number }) => r.id)).toEqual([TITLES.subscription.id, secondEpisode!.id]);
    expect(rows[0]).toMatchObject({ current_time: 20, duration_time: 32 });
    expect(body.data.recently.list_fa).toBeTruthy();
    const removed = await post('/delete/recently', { id: TITLES.series.id, type: 'series' });
    expect(removed.body.data.removed).toBe(1);
    const after = await provider.call('/get/recently', { headers: bearer(viewer.token) });
    expect(after.body.data.recently.recently.map((r: { id: number }) => r.id)).toEqual([TITLES.subscription.id]);
  });

  it('moves a finished title from continue-watching to watched', async () => {
    await post('/create/watch/movie/recently', {
      current_time: 31,
      duration_time: 32,
      movie_id: TITLES.subscription.id,
    });
    const { body } = await provider.call('/get/profile/get_list/all', { headers: bearer(viewer.token) });
    expect(Object.keys(body.data)).toEqual(['recently', 'downloads', 'watchlist', 'likes', 'offer', 'watched']);
    expect(body.data.recently.data).toEqual([]);
    expect(body.data.watched.data.map((r: { id: number }) => r.id)).toEqual([TITLES.subscription.id]);
    expect(body.data.watched).toMatchObject({ list_fa: 'دیده شده‌ها', last_page: 1 });
  });

  it('toggles the watchlist and claps, which statistics and the profile answer', async () => {
    const on = await post('/create/watchlist', { id: TITLES.free.id, type: 'movie' });
    expect(on.body.data.is_watchlist).toBe(true);
    await post('/create/clap', { id: TITLES.free.id, type: 'movie' });
    const stats = await provider.call(`/get/statistics/movie/${TITLES.free.id}`, { headers: bearer(viewer.token) });
    expect(stats.body.data.is_watchlist).toBe(true);
    expect(stats.body.data.claps.user).toBe(1);
    const guest = await provider.call(`/ghost/get/statistics/movie/${TITLES.free.id}`);
    expect(guest.body.data.claps.total).toBe(stats.body.data.claps.total);
    expect(guest.body.data.is_watchlist).toBe(false);
    const lists = await provider.call('/get/profile/get_list/watchlist', { headers: bearer(viewer.token) });
    expect(lists.body.data.watchlist.data.map((r: { id: number }) => r.id)).toEqual([TITLES.free.id]);
    const likes = await provider.call('/get/profile/get_list/likes', { headers: bearer(viewer.token) });
    expect(likes.body.data.likes.data.map((r: { id: number }) => r.id)).toEqual([TITLES.free.id]);
    const off = await post('/create/watchlist', { id: TITLES.free.id, type: 'movie' });
    expect(off.body.data.is_watchlist).toBe(false);
  });

  it('keeps a guest resume point out of the database', async () => {
    const before = await rowsOf(watchProgress);
    const guest = await post(
      '/ghost/create/watch/movie/recently',
      { current_time: 5, duration_time: 32, movie_id: TITLES.free.id },
      null,
    );
    expect(guest.status).toBe(200);
    expect(guest.body.data.saved).toBe(false);
    expect(await rowsOf(watchProgress)).toBe(before);
  });

  it.each([
    ['/create/watch/movie/recently', { current_time: 40, duration_time: 32, movie_id: TITLES.subscription.id }, 422],
    ['/create/watch/movie/recently', { current_time: -1, duration_time: 32, movie_id: TITLES.subscription.id }, 422],
    ['/create/watch/movie/recently', { current_time: 1, duration_time: 0, movie_id: TITLES.subscription.id }, 422],
    ['/create/watch/movie/recently', { current_time: 1, duration_time: 32, movie_id: 'x' }, 422],
    ['/create/watch/movie/recently', { current_time: 1, duration_time: 32, movie_id: 999999 }, 404],
    ['/create/watch/movie/recently', { current_time: 1, duration_time: 32, movie_id: TITLES.series.id }, 404],
    ['/create/watch/movie/recently', { current_time: 1, duration_time: 32, movie_id: TITLES.priced.id }, 403],
    [
      '/create/watch/series/recently',
      { current_time: 1, duration_time: 32, episode_id: firstEpisode!.id, series_id: TITLES.free.id },
      404,
    ],
    ['/create/watch/series/recently', { current_time: 1, duration_time: 32 }, 422],
    ['/create/watchlist', { id: 999999, type: 'movie' }, 404],
    ['/create/watchlist', { id: TITLES.free.id, type: 'film' }, 422],
    ['/create/watchlist', { id: TITLES.free.id, type: 'series' }, 404],
    ['/create/clap', {}, 422],
    ['/delete/recently', { id: 'abc', type: 'movie' }, 422],
    ['/get/watch/series', { episode_id: '', series_id: '' }, 422],
    ['/get/watch/series', { episode_id: firstEpisode!.id, series_id: TITLES.free.id }, 404],
    ['/get/watch/series', { episode_id: TITLES.free.id }, 404],
    ['/create/watch/film/recently', { current_time: 1, duration_time: 32, movie_id: TITLES.subscription.id }, 404],
  ])('answers POST %s %j with %i and writes nothing', async (path, body, status) => {
    const before = await Promise.all([rowsOf(watchProgress), rowsOf(watchlist), rowsOf(claps)]);
    const answer = await post(path, body);
    expect(answer.status).toBe(status);
    expect(answer.body.message_fa).toMatch(/[\u0600-\u06ff]/);
    expect(await Promise.all([rowsOf(watchProgress), rowsOf(watchlist), rowsOf(claps)])).toEqual(before);
  });

  it("answers each episode's resume point in the season call to its viewer only", async () => {
    const [one, two, three] = TITLES.series.episodes;
    const watcher = await viewerWith(provider, '09127770011', 30);
    const other = await viewerWith(provider, '09127770012', 30);
    for (const [episode, current] of [
      [one!, 8],
      [two!, 31],
    ] as const) {
      const saved = await post(
        '/create/watch/series/recently',
        { current_time: current, duration_time: 32, episode_id: episode.id, series_id: TITLES.series.id },
        watcher.token,
      );
      expect(saved.status).toBe(200);
    }
    const pointsIn = (body: { data: { season: Record<string, Record<string, unknown>[]> } }) =>
      Object.values(body.data.season)
        .flat()
        .filter((episode) => 'current_time' in episode || 'duration_time' in episode)
        .map(({ id, current_time, duration_time }) => ({ id, current_time, duration_time }));
    const path = `/get/season/series/${TITLES.series.id}`;
    const mine = await provider.call(path, { headers: bearer(watcher.token) });
    expect(pointsIn(mine.body)).toEqual([
      { id: one!.id, current_time: 8, duration_time: 32 },
      { id: two!.id, current_time: 31, duration_time: 32 },
    ]);
    // Asked from an episode, the same season list carries the same points.
    const fromEpisode = await provider.call(`/get/season/episode/${three!.id}`, { headers: bearer(watcher.token) });
    expect(pointsIn(fromEpisode.body)).toEqual(pointsIn(mine.body));
    // Another viewer's answer and a guest's carry none, and only the guest's may be kept by a cache.
    const theirs = await provider.call(path, { headers: bearer(other.token) });
    expect(theirs.status).toBe(200);
    expect(pointsIn(theirs.body)).toEqual([]);
    const guest = await provider.call(`/ghost${path}`);
    expect(guest.status).toBe(200);
    expect(pointsIn(guest.body)).toEqual([]);
    expect(guest.headers.get('cache-control')).toMatch(/^public/);
    expect(mine.headers.get('cache-control')).toBe('no-store');
  });

  it('asks a guest to log in for the personal lists', async () => {
    expect((await provider.call('/get/recently')).status).toBe(401);
    expect((await provider.call('/get/profile/get_list/all')).status).toBe(401);
    expect((await post('/create/watchlist', { id: TITLES.free.id, type: 'movie' }, null)).status).toBe(401);
    expect((await provider.call('/get/profile/get_list/secret', { headers: bearer(viewer.token) })).status).toBe(404);
    expect((await provider.call('/get/profile/get_list/all?page=0', { headers: bearer(viewer.token) })).status).toBe(
      422,
    );
  });
});
