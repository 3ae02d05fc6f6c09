import { and, asc, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, listItems, lists, titles, users, watchProgress } from '../../src/provider/db/schema';
import { ENGINES, postJson, sessionFor, startProvider, type TestProvider } from './harness';

// docs/admin.md "Catalog": series, seasons and episodes in the back office. A draft series and its
// episodes are nowhere on the storefront's calls (title pages, seasons, lists, genre lists,
// search, watch); a published one is; a draft episode of a published series stays hidden; an
// episode number is unique in its season; every change has its audit row. The role boundaries of
// these calls are in tests/provider/admin.test.ts's table with every other back-office call.

const EDITOR_MOBILE = '09120000301';

const series = {
  name: 'Salt Road',
  name_fa: 'جادهٔ نمک',
  overview: 'A caravan crosses the desert.',
  overview_fa: 'کاروانی از کویر می‌گذرد.',
  year: '۲۰۲۵',
  age: 'PG-13',
  availability: 'free',
  ir: 'on',
  genres: ['drama'],
};
const episode = (number: number, extra: Record<string, unknown> = {}) => ({
  season: 1,
  number,
  name: `Salt Road ${number}`,
  name_fa: `جادهٔ نمک ${number}`,
  overview: 'An episode.',
  overview_fa: 'یک قسمت.',
  runtime: 40 + number,
  availability: 'free',
  ...extra,
});

describe.each(ENGINES)('series in the back office on %s', (engine) => {
  let provider: TestProvider;
  let auth: Record<string, string>;

  const post = (path: string, body: unknown) => provider.call(path, postJson(body, auth));
  const get = (path: string) => provider.call(path, { headers: auth });
  const status = async (path: string) => (await provider.call(path)).status;
  /** What the storefront's season call lists: "season: [episode ids]". */
  const seasonsShown = async (seriesId: number) => {
    const { status: code, body } = await provider.call(`/ghost/get/season/series/${seriesId}`);
    if (code !== 200) return code;
    return Object.fromEntries(
      Object.entries<{ id: number }[]>(body.data.season).map(([n, list]) => [n, list.map((e) => e.id)]),
    );
  };
  /** Whether search for `term` answers the title `id`. */
  const searchFinds = async (term: string, id: number) =>
    JSON.stringify((await provider.call('/ghost/get/search', postJson({ query: term }))).body).includes(`"id":${id},`);
  const dramaTotal = async () =>
    (await provider.call('/ghost/get/get_listV3/drama?page=1')).body.data.list.total as number;
  /** docs/admin.md: an episode's published is its series' and not its draft flag, always. */
  async function expectEpisodesFollow(seriesId: number) {
    const { db } = provider.database;
    const [parent] = await db.select().from(titles).where(eq(titles.id, seriesId));
    const rows = await db.select().from(titles).where(eq(titles.seriesId, seriesId));
    for (const row of rows)
      expect({ id: row.id, published: row.published }).toEqual({
        id: row.id,
        published: parent!.published && !row.draft,
      });
  }

  beforeAll(async () => {
    provider = await startProvider(engine);
    const token = await sessionFor(provider, EDITOR_MOBILE);
    await provider.database.db
      .update(users)
      .set({ roles: ['editor'] })
      .where(eq(users.mobile, EDITOR_MOBILE));
    auth = { authorization: `Bearer ${token}` };
  });
  afterAll(() => provider?.close());

  it('keeps a draft series and its episodes off the storefront, and shows them once published', async () => {
    const dramaBefore = await dramaTotal();
    const created = await post('/admin/series', series);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ published: false, year: 2025, ir: true, availability: 'free' });
    const id = created.body.data.id as number;
    // Publishing an empty series is refused, in both languages.
    const empty = await post(`/admin/series/${id}/publish`, { published: true });
    expect(empty.status).toBe(422);
    expect(empty.body.message_fa).toMatch(/قسمت/);

    expect(
      (await post(`/admin/series/${id}/seasons`, { number: 1, name: 'The crossing', name_fa: 'گذر' })).status,
    ).toBe(200);
    const first = await post(`/admin/series/${id}/episodes`, episode(1));
    expect(first.status).toBe(200);
    // Added to a draft series, an episode goes live with it.
    expect(first.body.data).toMatchObject({ season: 1, number: 1, published: false, draft: false });
    const episodeId = first.body.data.id as number;
    // A list naming the episode (as the list editor may) does not show it either.
    const { db } = provider.database;
    const [list] = await db.select().from(lists).orderBy(asc(lists.sort)).limit(1);
    await db.insert(listItems).values({ listKey: list!.key, titleId: episodeId, sort: -1 });
    const listShows = async () =>
      JSON.stringify((await provider.call(`/ghost/get/get_listV3/${list!.key}?page=1`)).body).includes(
        `"id":${episodeId},`,
      );

    for (const path of [
      `/getV2/series/${id}`,
      `/getV2/episode/${episodeId}`,
      `/ghost/get/season/series/${id}`,
      `/ghost/get/season/episode/${episodeId}`,
      `/get/cast/series/${id}`,
      `/get/media/episode/${episodeId}`,
    ])
      expect({ path, status: await status(path) }).toEqual({ path, status: 404 });
    expect(await searchFinds('Salt Road', id)).toBe(false);
    expect(await dramaTotal()).toBe(dramaBefore);
    expect(await listShows()).toBe(false);
    const watched = await provider.call('/ghost/get/watch/series', postJson({ series_id: id }));
    expect(watched.status).toBe(404);
    const cart = () => provider.call('/ghost/get/cart', postJson({ id: episodeId, type: 'episode' }));
    expect((await cart()).status).toBe(400);

    const published = await post(`/admin/series/${id}/publish`, { published: true });
    expect(published.status).toBe(200);
    await expectEpisodesFollow(id);
    const page = await provider.call(`/getV2/series/${id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.series.name_fa).toBe('جادهٔ نمک');
    const shownEpisode = await provider.call(`/getV2/episode/${episodeId}`);
    expect(shownEpisode.body.data.episode).toMatchObject({ series_id: id, season_number: 1, episode_number: 1 });
    expect(await seasonsShown(id)).toEqual({ 1: [episodeId] });
    // The season's names, for the series page's heading.
    expect((await provider.call(`/ghost/get/season/series/${id}`)).body.data.season_names).toEqual({
      1: { name: 'The crossing', name_fa: 'گذر' },
    });
    expect(await searchFinds('Salt Road', id)).toBe(true);
    expect(await dramaTotal()).toBe(dramaBefore + 1);
    expect(await listShows()).toBe(true);
    expect((await provider.call('/ghost/get/watch/series', postJson({ series_id: id }))).status).toBe(200);
    expect((await cart()).status).toBe(200);

    // A new episode of a series on the site is a draft until published by itself.
    const second = await post(`/admin/series/${id}/episodes`, episode(2));
    expect(second.body.data).toMatchObject({ published: false, draft: true });
    const secondId = second.body.data.id as number;
    expect(await seasonsShown(id)).toEqual({ 1: [episodeId] });
    expect(await status(`/getV2/episode/${secondId}`)).toBe(404);
    expect((await post(`/admin/episodes/${secondId}/publish`, { published: true })).body.data).toMatchObject({
      published: true,
      draft: false,
    });
    expect(await seasonsShown(id)).toEqual({ 1: [episodeId, secondId] });
    // A viewer stopped in the first episode; taken off the site, the series plays the one shown.
    const viewer = { authorization: `Bearer ${await sessionFor(provider, '09120000302')}` };
    await db.insert(watchProgress).values({
      userId: (await db.select().from(users).where(eq(users.mobile, '09120000302')))[0]!.id,
      titleId: episodeId,
      seriesId: id,
      currentTime: 60,
      durationTime: 2400,
      updatedAt: new Date(),
    });
    const plays = async () =>
      (await provider.call('/get/watch/series', postJson({ series_id: id }, viewer))).body.data.episode[0].id;
    expect(await plays()).toBe(episodeId);
    await post(`/admin/episodes/${episodeId}/publish`, { published: false });
    expect(await seasonsShown(id)).toEqual({ 1: [secondId] });
    expect(await status(`/getV2/episode/${episodeId}`)).toBe(404);
    expect(await plays()).toBe(secondId);
    await post(`/admin/episodes/${episodeId}/publish`, { published: true });

    // Unpublished, the series and every episode are gone again.
    expect((await post(`/admin/series/${id}/publish`, { published: false })).status).toBe(200);
    await expectEpisodesFollow(id);
    expect(await status(`/getV2/series/${id}`)).toBe(404);
    expect(await status(`/getV2/episode/${secondId}`)).toBe(404);
    expect(await searchFinds('Salt Road', id)).toBe(false);
    expect(await listShows()).toBe(false);
    expect(await dramaTotal()).toBe(dramaBefore);

    // The editor's view holds it all: the season's name and both episodes.
    const seen = await get(`/admin/series/${id}`);
    expect(seen.body.data.seasons).toMatchObject([
      { number: 1, name: 'The crossing', name_fa: 'گذر', episodes: [{ id: episodeId }, { id: secondId }] },
    ]);
    expect(seen.body.data.series.runtime).toBe(42);
  });

  it('refuses an episode number its season already has, clearly, and renumbers a season', async () => {
    const id = (await post('/admin/series', { ...series, name: 'Copper Hill', name_fa: 'تپهٔ مس' })).body.data.id;
    await post(`/admin/series/${id}/seasons`, { number: 1 });
    const one = (await post(`/admin/series/${id}/episodes`, episode(1))).body.data.id;
    const again = await post(`/admin/series/${id}/episodes`, episode(1));
    expect(again.status).toBe(422);
    expect(again.body.errors.number[0]).toMatch(/قسمت ۱/);
    const english = await provider.call(
      `/admin/series/${id}/episodes`,
      postJson(episode(1), { ...auth, 'accept-language': 'en' }),
    );
    expect(english.body.errors.number[0]).toBe(
      'Season 1 already has an episode 1: choose another number, or renumber the season.',
    );
    const five = (await post(`/admin/series/${id}/episodes`, episode(5))).body.data.id;
    // Moving an episode onto a number taken, or into a season that does not exist, is refused.
    expect((await post(`/admin/episodes/${five}`, episode(1))).status).toBe(422);
    const noSeason = await post(`/admin/episodes/${five}`, episode(5, { season: 3 }));
    expect(noSeason.status).toBe(422);
    expect(noSeason.body.errors.season).toBeTruthy();
    // A season number taken is refused too.
    expect((await post(`/admin/series/${id}/seasons`, { number: 1 })).status).toBe(422);
    // Renumbering closes the gap: 1, 5 become 1, 2.
    expect((await post(`/admin/series/${id}/seasons/1/renumber`, {})).status).toBe(200);
    const seen = await get(`/admin/series/${id}`);
    expect(seen.body.data.seasons[0].episodes.map((e: { id: number; number: number }) => [e.id, e.number])).toEqual([
      [one, 1],
      [five, 2],
    ]);
    // Season 1 becomes season 2, its episodes with it; a price needs an amount.
    expect((await post(`/admin/series/${id}/seasons/1`, { number: 2, name_fa: 'دوم' })).status).toBe(200);
    const moved = await get(`/admin/episodes/${five}`);
    expect(moved.body.data.episode).toMatchObject({ season: 2, number: 2 });
    expect(moved.body.data.seasons).toEqual([{ number: 2, name: '', name_fa: 'دوم' }]);
    const priced = await post(`/admin/episodes/${five}`, episode(2, { season: 2, availability: 'price' }));
    expect(priced.status).toBe(422);
    expect(priced.body.errors.price).toBeTruthy();
    const sold = await post(
      `/admin/episodes/${five}`,
      episode(2, { season: 2, availability: 'price', price: '۲۵٬۰۰۰' }),
    );
    expect(sold.body.data).toMatchObject({ availability: 'price', price: 25_000 });
  });

  it('sets when an episode airs, typed in either calendar, and the storefront lists it as to come until then', async () => {
    const id = (await post('/admin/series', { ...series, name: 'Tin Lake', name_fa: 'دریاچهٔ قلع' })).body.data.id;
    await post(`/admin/series/${id}/seasons`, { number: 1 });
    const one = (await post(`/admin/series/${id}/episodes`, episode(1))).body.data.id;
    expect((await post(`/admin/series/${id}/publish`, { published: true })).status).toBe(200);
    const presale = async () =>
      (await provider.call(`/ghost/get/season/series/${id}`)).body.data.season['1'][0].presale as number;
    expect(await presale()).toBe(0);
    // Ten days on, in the Persian calendar and Persian digits, at 20:30 Tehran time.
    const day = new Date(Date.now() + 10 * 86_400_000);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US-u-ca-persian', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        timeZone: 'Asia/Tehran',
      })
        .formatToParts(day)
        .map((part) => [part.type, part.value]),
    );
    const typed = `${parts['year']}/${parts['month']}/${parts['day']} 20:30`.replace(
      /\d/g,
      (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!,
    );
    const set = await post(`/admin/episodes/${one}`, episode(1, { airs_at: typed }));
    expect(set.status).toBe(200);
    const airsAt = new Date(set.body.data.airs_at as string);
    expect(airsAt.toLocaleTimeString('en-GB', { timeZone: 'Asia/Tehran', hour: '2-digit', minute: '2-digit' })).toBe(
      '20:30',
    );
    expect(Math.abs(airsAt.getTime() - day.getTime())).toBeLessThan(86_400_000);
    expect((await get(`/admin/episodes/${one}`)).body.data.episode.airs_at).toBe(airsAt.toISOString());
    const seconds = await presale();
    expect(seconds / 86_400).toBeGreaterThan(9);
    expect(seconds / 86_400).toBeLessThan(11);
    // Saved again without the field, it keeps its day; a Gregorian day is read too; empty clears it.
    expect((await post(`/admin/episodes/${one}`, episode(1))).body.data.airs_at).toBe(airsAt.toISOString());
    const gregorian = await post(`/admin/episodes/${one}`, episode(1, { airs_at: '2099-01-02 08:00' }));
    expect(gregorian.body.data.airs_at).toBe('2099-01-02T04:30:00.000Z');
    expect((await post(`/admin/episodes/${one}`, episode(1, { airs_at: '' }))).body.data.airs_at).toBeNull();
    expect(await presale()).toBe(0);
    // A day that does not exist is refused in the caller's language, and changes nothing.
    const wrong = await post(`/admin/episodes/${one}`, episode(1, { airs_at: '1404/12/30' }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.airs_at[0]).toMatch(/۱۴۰۵\/۰۹\/۱۵/);
    const english = await provider.call(
      `/admin/episodes/${one}`,
      postJson(episode(1, { airs_at: 'soon' }), { ...auth, 'accept-language': 'en' }),
    );
    expect(english.body.errors.airs_at[0]).toMatch(/^Type a day that exists/);
    expect((await get(`/admin/episodes/${one}`)).body.data.episode.airs_at).toBeNull();
  });

  it('writes an audit row for every change, with the state before and after', async () => {
    const id = (await post('/admin/series', { ...series, name: 'Iron Well', name_fa: 'چاه آهن' })).body.data.id;
    await post(`/admin/series/${id}`, { ...series, name: 'Iron Well', name_fa: 'چاه آهنین', episodes_follow: 'on' });
    await post(`/admin/series/${id}/seasons`, { number: 1, name: 'One', name_fa: 'یک' });
    await post(`/admin/series/${id}/seasons/1`, { number: 1, name: 'First', name_fa: 'نخست' });
    const episodeId = (await post(`/admin/series/${id}/episodes`, episode(2))).body.data.id;
    await post(`/admin/episodes/${episodeId}`, episode(2, { name: 'Iron Well 2' }));
    await post(`/admin/series/${id}/seasons/1/renumber`, {});
    await post(`/admin/series/${id}/publish`, { published: true });
    await post(`/admin/episodes/${episodeId}/publish`, { published: false });
    await post(`/admin/series/${id}/publish`, { published: false });
    const rows = await provider.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorMobile, EDITOR_MOBILE), like(auditLog.target, 'title:%')))
      .orderBy(desc(auditLog.id))
      .limit(10);
    expect(rows.map((r) => `${r.action} ${r.target}`).reverse()).toEqual([
      `series.create title:${id}`,
      `series.update title:${id}`,
      `season.create title:${id}`,
      `season.update title:${id}`,
      `episode.create title:${episodeId}`,
      `episode.update title:${episodeId}`,
      `season.renumber title:${id}`,
      `series.publish title:${id}`,
      `episode.unpublish title:${episodeId}`,
      `series.unpublish title:${id}`,
    ]);
    const by = (action: string) => rows.find((r) => r.action === action)!;
    expect(by('series.update')).toMatchObject({
      before: { name_fa: 'چاه آهن' },
      after: { name_fa: 'چاه آهنین', episodes_follow: true },
    });
    expect(by('season.update')).toMatchObject({ before: { name: 'One' }, after: { name: 'First' } });
    expect(by('episode.update')).toMatchObject({ before: { name: 'Salt Road 2' }, after: { name: 'Iron Well 2' } });
    expect(by('season.renumber')).toMatchObject({
      before: { episodes: [[episodeId, 2]] },
      after: { episodes: [[episodeId, 1]] },
    });
    expect(by('series.publish')).toMatchObject({
      before: { published: false },
      after: { published: true, episodes_shown: 1 },
    });
    expect(by('episode.unpublish')).toMatchObject({
      before: { draft: false, published: true },
      after: { draft: true, published: false },
    });
    expect(rows.every((r) => r.actorMobile === EDITOR_MOBILE)).toBe(true);
  });

  it('answers an episode’s media jobs (the film upload’s queue) and 404 for what is not an episode', async () => {
    const id = (await post('/admin/series', { ...series, name: 'Glass Sea', name_fa: 'دریای شیشه' })).body.data.id;
    await post(`/admin/series/${id}/seasons`, { number: 1 });
    const episodeId = (await post(`/admin/series/${id}/episodes`, episode(1))).body.data.id;
    const jobs = await get(`/admin/episodes/${episodeId}/jobs`);
    expect(jobs.body.data).toEqual({ jobs: [], media: { own: false, ingested: null } });
    expect((await get(`/admin/episodes/${id}/jobs`)).status).toBe(404);
    expect((await get(`/admin/episodes/${id}`)).status).toBe(404);
    expect((await get(`/admin/series/${episodeId}`)).status).toBe(404);
  });
});
