import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, titles } from '../../src/provider/db/schema';
import { monthKey } from '../../src/provider/domain/watching/data-budget';
import { ladderOf } from '../../src/provider/media/ladder';
import { DATA_SAVER_MAX_HEIGHT } from '../../src/contract/rules/data-budget';
import { postJson, type TestProvider } from './harness';
import { bearer, ENGINES, startClocked, TITLES, viewerWith } from './watch-helpers';
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

describe('the month of a report', () => {
  it('is the Persian calendar month in Tehran', () => {
    // 2026-03-20 21:00 UTC is 00:30 on 1 Farvardin 1405 in Tehran (UTC+3:30).
    expect(monthKey(new Date('2026-03-20T21:00:00Z'))).toBe('1405-01');
    expect(monthKey(new Date('2026-03-20T20:00:00Z'))).toBe('1404-12');
  });
});
