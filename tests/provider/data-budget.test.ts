import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, titles } from '../../src/provider/db/schema';
import { monthKey } from '../../src/provider/domain/watching/data-budget';
import { ladderOf } from '../../src/provider/media/ladder';
import { DATA_SAVER_MAX_HEIGHT } from '../../src/contract/rules/data-budget';
import { postJson, type TestProvider } from './harness';
import { bearer, ENGINES, media, mediaPaths, startClocked, text, TITLES, viewerWith } from './watch-helpers';
import { cappedMaster } from '../../src/provider/media/playlists';
import { readFileSync } from 'node:fs';

// docs/data-budget.md: the estimates, the cap (account or Save-Data), the setting on every device,
// the data used this month, and the login text's origin-bound line.

const MASTER = readFileSync('media/demo/master.m3u8', 'utf8');

describe('the ladder of a master playlist', () => {
  it('reads each rung with its peak and average rate, lowest first, and no I-frame playlist', () => {
    expect(ladderOf(MASTER)).toEqual([
      { height: 240, peak: 148665, average: 126344 },
      { height: 360, peak: 209173, average: 179659 },
      { height: 480, peak: 289945, average: 230884 },
    ]);
  });
});

describe.each(ENGINES)('the data budget on %s', (engine) => {
  let provider: TestProvider;
  let clock: { now: number };
  let subscriber: { token: string; userId: number };
  const movieHls = (id: number) => `/get/watch/movie-hls/${id}/1`;

  beforeAll(async () => {
    ({ provider, clock } = await startClocked(engine));
    subscriber = await viewerWith(provider, '09127770001', 30);
  });
  afterAll(() => provider?.close());

  const estimate = async (type: string, id: number) => {
    const { status, body } = await provider.call(`/get/data/estimate/${type}/${id}`);
    expect(status).toBe(200);
    return body.data as {
      runtime: number;
      qualities: { quality: string; height: number; bitrate: number; bytes: number }[];
    };
  };

  it('estimates a film from its runtime and the real rates of its ladder', async () => {
    const film = TITLES.subscription;
    const data = await estimate('movie', film.id);
    expect(data.runtime).toBe(film.runtime);
    expect(data.qualities.map((q) => q.quality)).toEqual(['240p', '360p', '480p']);
    const ladder = ladderOf(MASTER);
    data.qualities.forEach((q, i) => {
      expect(q.bitrate).toBe(ladder[i]!.average);
      expect(q.bytes).toBe(Math.round((ladder[i]!.average * film.runtime * 60) / 8));
    });
  });

  it('grows with quality and with runtime', async () => {
    const [short, long] = await provider.database.db
      .select({ id: titles.id, runtime: titles.runtime })
      .from(titles)
      .where(eq(titles.type, 'movie'))
      .then((rows) => [...rows].sort((a, b) => a.runtime - b.runtime))
      .then((rows): [(typeof rows)[number], (typeof rows)[number]] => [rows[0]!, rows.at(-1)!]);
    expect(long.runtime).toBeGreaterThan(short.runtime);
    const [a, b] = [await estimate('movie', short.id), await estimate('movie', long.id)];
    for (const data of [a, b]) {
      const bytes = data.qualities.map((q) => q.bytes);
      expect(bytes).toEqual([...bytes].sort((x, y) => x - y));
      expect(new Set(bytes).size).toBe(bytes.length);
    }
    a.qualities.forEach((q, i) => expect(b.qualities[i]!.bytes).toBeGreaterThan(q.bytes));
  });

  it('estimates an episode and a series per episode, and 404s what names no title', async () => {
    const [series] = await provider.database.db.select().from(titles).where(eq(titles.id, TITLES.series.id));
    expect((await estimate('series', series!.id)).runtime).toBe(series!.runtime);
    const [episode] = await provider.database.db.select().from(titles).where(eq(titles.seriesId, series!.id)).limit(1);
    const data = await estimate('episode', episode!.id);
    expect(data.runtime).toBe(episode!.runtime);
    expect(data.qualities).toHaveLength(3);
    expect((await provider.call('/get/data/estimate/movie/99999999')).status).toBe(404);
    expect((await provider.call('/get/data/estimate/album/1')).status).toBe(404);
    expect((await provider.call(`/get/data/estimate/series/${TITLES.subscription.id}`)).status).toBe(404);
  });

  it('caps the watch answer at 360p for a browser sending Save-Data: on, and only then', async () => {
    const plain = await provider.call(movieHls(TITLES.subscription.id), { headers: bearer(subscriber.token) });
    expect(plain.status).toBe(200);
    expect(plain.body.data).toMatchObject({ data_saver: false, max_height: null });
    expect(plain.headers.get('vary')).toMatch(/save-data/i);
    const saving = await provider.call(movieHls(TITLES.subscription.id), {
      headers: { ...bearer(subscriber.token), 'save-data': 'on' },
    });
    expect(saving.body.data).toMatchObject({ data_saver: true, max_height: DATA_SAVER_MAX_HEIGHT });
    // A guest's free title is capped the same way: the header needs no account.
    const guest = await provider.call(`/ghost${movieHls(TITLES.free.id)}`, { headers: { 'save-data': 'on' } });
    expect(guest.body.data).toMatchObject({ data_saver: true, max_height: 360 });
    const episode = await provider.call('/get/watch/series', {
      ...postJson({ series_id: TITLES.series.id }, { ...bearer(subscriber.token), 'save-data': 'on' }),
    });
    expect(episode.body.data).toMatchObject({ data_saver: true, max_height: 360 });
  });

  /** The master a watch answer links, fetched with its token alone, and its ladder's heights. */
  const masterOf = async (video: string) => {
    const answer = await media(provider, mediaPaths(video));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    return ladderOf(text(answer.bytes)).map((rung) => rung.height);
  };

  it('links a master that lists no rung above 360p under the saver, opened by the same kind of token; all rungs without it', async () => {
    const plain = await provider.call(movieHls(TITLES.subscription.id), { headers: bearer(subscriber.token) });
    const full: string = mediaPaths(plain.body.data.video[0].video);
    expect(full).toMatch(/\/master\.m3u8$/);
    expect(await masterOf(full)).toEqual([240, 360, 480]);

    const saving = await provider.call(movieHls(TITLES.subscription.id), {
      headers: { ...bearer(subscriber.token), 'save-data': 'on' },
    });
    const capped: string = mediaPaths(saving.body.data.video[0].video);
    // The same folder and token (a watch token opens the whole folder), another file.
    expect(capped).toBe(full.replace(/master\.m3u8$/, 'master-360p.m3u8'));
    expect(await masterOf(capped)).toEqual([240, 360]);
    // A rung it lists plays under the same token; a tampered token opens nothing.
    expect((await media(provider, capped.replace('master-360p.m3u8', 'v360/index.m3u8'))).status).toBe(200);
    const tampered = capped.replace(/(\.w\.)(.)/, (_, w: string, c: string) => `${w}${c === 'A' ? 'B' : 'A'}`);
    expect((await media(provider, tampered)).status).toBe(403);

    // A guest's free film and an episode under Save-Data, and the account's own saver, alike.
    const guest = await provider.call(`/ghost${movieHls(TITLES.free.id)}`, { headers: { 'save-data': 'on' } });
    expect(await masterOf(guest.body.data.video[0].video)).toEqual([240, 360]);
    const episode = await provider.call('/get/watch/series', {
      ...postJson({ series_id: TITLES.series.id }, { ...bearer(subscriber.token), 'save-data': 'on' }),
    });
    expect(await masterOf(episode.body.data.episode[0].video)).toEqual([240, 360]);
    const saver = await viewerWith(provider, '09127770005', 30);
    await provider.call('/update/data-saver', postJson({ data_saver: true }, bearer(saver.token)));
    const account = await provider.call(movieHls(TITLES.subscription.id), { headers: bearer(saver.token) });
    expect(account.body.data).toMatchObject({ data_saver: true, max_height: 360 });
    expect(await masterOf(account.body.data.video[0].video)).toEqual([240, 360]);
  });

  it('caps a live channel as a title: Save-Data and the account’s saver get the capped live master, others the full one', async () => {
    const live = (headers: Record<string, string> = {}) => provider.call('/ghost/get/watch/live/1', { headers });
    const plain = await live(bearer(subscriber.token));
    expect(plain.status).toBe(200);
    expect(plain.body.data).toMatchObject({ data_saver: false, max_height: null });
    expect(plain.headers.get('vary')).toMatch(/save-data/i);
    const full: string = mediaPaths(plain.body.data.video.video);
    expect(full).toMatch(/\/live\/1\/master\.m3u8$/);
    expect(await masterOf(full)).toEqual([240, 360, 480]);

    const guest = await live({ 'save-data': 'on' });
    expect(guest.body.data).toMatchObject({ data_saver: true, max_height: DATA_SAVER_MAX_HEIGHT });
    const capped: string = mediaPaths(guest.body.data.video.video);
    // The same folder and token (a channel's token is everyone's), the capped master beside it.
    expect(capped).toBe(full.replace(/master\.m3u8$/, 'master-360p.m3u8'));
    const master = await media(provider, capped);
    expect(ladderOf(text(master.bytes)).map((rung) => rung.height)).toEqual([240, 360]);
    // Still a live master (no subtitles nor I-frame playlists), and the rung it names is a live window.
    expect(text(master.bytes)).not.toMatch(/SUBTITLES|I-FRAME/);
    const window = await media(provider, capped.replace('master-360p.m3u8', 'v360/index.m3u8'));
    expect(window.status).toBe(200);
    expect(text(window.bytes)).toContain('#EXT-X-PROGRAM-DATE-TIME:');

    const saver = await viewerWith(provider, '09127770006', 0);
    await provider.call('/update/data-saver', postJson({ data_saver: true }, bearer(saver.token)));
    const account = await live(bearer(saver.token));
    expect(account.body.data).toMatchObject({ data_saver: true, max_height: 360 });
    expect(mediaPaths(account.body.data.video.video)).toBe(capped);
    // The same account's saver off: the full master again.
    await provider.call('/update/data-saver', postJson({ data_saver: false }, bearer(saver.token)));
    expect(mediaPaths((await live(bearer(saver.token))).body.data.video.video)).toBe(full);
  });

  it('keeps the setting on the account: another device that logs in reads it, and the cap follows', async () => {
    const mobile = '09127770002';
    const first = await viewerWith(provider, mobile, 30);
    const user = (token: string) =>
      provider.call('/ghost/get/checkuser', { headers: bearer(token) }).then((r) => r.body.data.user);
    expect((await user(first.token)).data_saver).toBe(false);
    const set = await provider.call('/update/data-saver', postJson({ data_saver: true }, bearer(first.token)));
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ data_saver: true });
    // Read again (a reload), then from a second device through the login by code.
    expect((await user(first.token)).data_saver).toBe(true);
    await provider.call('/login/send-code', postJson({ mobile, ref: 0 }, { 'x-client-ip': '10.9.0.2' }));
    const code = await provider.handle(new Request(`http://localhost/api/dev/sms?mobile=${mobile}`));
    const { code: password } = (await code.json()) as { code: string };
    const login = await provider.call('/login', postJson({ mobile, password }, { 'x-client-ip': '10.9.0.2' }));
    expect(login.status).toBe(200);
    const second = login.body.data.token as string;
    expect(second).not.toBe(first.token);
    expect((await user(second)).data_saver).toBe(true);
    const capped = await provider.call(movieHls(TITLES.subscription.id), { headers: bearer(second) });
    expect(capped.body.data).toMatchObject({ data_saver: true, max_height: 360 });
    await provider.call('/update/data-saver', postJson({ data_saver: false }, bearer(second)));
    expect((await user(first.token)).data_saver).toBe(false);
  });

  it('refuses a guest and a malformed setting, in the language asked', async () => {
    expect((await provider.call('/update/data-saver', postJson({ data_saver: true }))).status).toBe(401);
    const bad = await provider.call(
      '/update/data-saver',
      postJson({ data_saver: 'yes' }, { ...bearer(subscriber.token), 'accept-language': 'fa' }),
    );
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toMatch(/صرفه‌جویی در مصرف داده/);
  });

  it('adds what the player reports to the month, per user, and answers the month', async () => {
    const viewer = await viewerWith(provider, '09127770003', 30);
    const report = (bytes: unknown, token: string | null = viewer.token) =>
      provider.call('/create/data-usage', postJson({ bytes }, bearer(token)));
    expect((await report(1_500_000)).body.data).toEqual({ saved: true, bytes: 1_500_000 });
    expect((await report(2_500_000)).body.data).toEqual({ saved: true, bytes: 4_000_000 });
    expect((await report(1_000, null)).body.data).toEqual({ saved: false });
    for (const bad of [0, -5, 1.5, 'x', 3_000_000_000]) expect((await report(bad)).status).toBe(422);
    const usage = await provider.call('/get/data/usage', { headers: bearer(viewer.token) });
    expect(usage.body.data).toEqual({ month: monthKey(new Date(clock.now)), bytes: 4_000_000 });
    const other = await provider.call('/get/data/usage', { headers: bearer(subscriber.token) });
    expect(other.body.data.bytes).toBe(0);
    // Next month starts from nothing.
    clock.now += 32 * 86_400_000;
    const next = await provider.call('/get/data/usage', { headers: bearer(viewer.token) });
    expect(next.body.data.bytes).toBe(0);
    expect(next.body.data.month).not.toBe(usage.body.data.month);
    clock.now -= 32 * 86_400_000;
    expect((await provider.call('/get/data/usage')).status).toBe(401);
  });

  it('names the site host in the login text as its origin-bound last line', async () => {
    const mobile = '09127770004';
    await provider.call(
      '/login/send-code',
      postJson({ mobile, ref: 0 }, { 'x-client-ip': '10.9.0.4', host: 'Film.Example.ir:4321' }),
    );
    const [sms] = await provider.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.sentAt))
      .limit(1);
    const lines = sms!.body.split('\n');
    expect(lines.at(-1)).toBe(`@film.example.ir #${sms!.code}`);
    expect(lines[0]).toContain(sms!.code);
  });
});

describe('the capped master', () => {
  it('drops the taller rungs and their I-frame playlists, keeps audio and subtitles', () => {
    const capped = cappedMaster(MASTER, 360);
    expect(ladderOf(capped).map((rung) => rung.height)).toEqual([240, 360]);
    expect(capped).not.toMatch(/v480\//);
    expect(capped).toContain('URI="v360/iframes.m3u8"');
    expect(capped.match(/#EXT-X-MEDIA:/g)).toHaveLength(4);
    // Every line left is the master's own, in its order.
    const lines = MASTER.split('\n');
    expect(capped.split('\n').every((line) => lines.includes(line))).toBe(true);
    expect(cappedMaster(MASTER, 1080)).toBe(MASTER);
  });

  it('keeps the lowest rung when every rung is taller than the cap', () => {
    expect(ladderOf(cappedMaster(MASTER, 144)).map((rung) => rung.height)).toEqual([240]);
  });
});

describe('the month of a report', () => {
  it('is the Persian calendar month in Tehran', () => {
    // 2026-03-20 21:00 UTC is 00:30 on 1 Farvardin 1405 in Tehran (UTC+3:30).
    expect(monthKey(new Date('2026-03-20T21:00:00Z'))).toBe('1405-01');
    expect(monthKey(new Date('2026-03-20T20:00:00Z'))).toBe('1404-12');
  });
});
