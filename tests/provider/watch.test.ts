import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerships, screeningTickets, titles } from '../../src/provider/db/schema';
import type { TestProvider } from './harness';
import { bearer, ENGINES, startClocked, TITLES, viewerWith } from './watch-helpers';

const HOUR = 3_600_000;
const movieHls = (id: number) => `/get/watch/movie-hls/${id}/1`;

describe.each(ENGINES)('who may watch, on %s', (engine) => {
  let provider: TestProvider;
  let clock: { now: number };
  let plain: { token: string; userId: number };
  let subscriber: { token: string; userId: number };
  const watch = (id: number, token: string | null) =>
    provider.call(token ? movieHls(id) : `/ghost${movieHls(id)}`, { headers: bearer(token) });

  beforeAll(async () => {
    ({ provider, clock } = await startClocked(engine));
    plain = await viewerWith(provider, '09126660001');
    subscriber = await viewerWith(provider, '09126660002', 30);
  });
  afterAll(() => provider?.close());

  it('asks a guest to log in, and lets a guest play a free title', async () => {
    const refused = await watch(TITLES.subscription.id, null);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ show_login: 1, show_subscription: 1, show_download: 0, show_ekran: 0 });
    expect(refused.body.message_fa).toMatch(/[\u0600-\u06ff]/);
    const free = await watch(TITLES.free.id, null);
    expect(free.status).toBe(200);
    expect(free.body.data.video[0].video).toMatch(/^http:\/\/localhost\/media\/t\/\d+\.w\.[\w-]{43}\/vod\/\d+\/master\.m3u8$/);
  });

  it('tells a viewer without a subscription to subscribe', async () => {
    const { status, body } = await watch(TITLES.subscription.id, plain.token);
    expect(status).toBe(403);
    expect(body).toMatchObject({ show_subscription: 1, show_login: 0, message: 'Subscribe to watch.' });
  });

  it('plays for a subscriber: the HLS URL, subtitles, credits marks and a suggestion', async () => {
    const { status, body } = await watch(TITLES.subscription.id, subscriber.token);
    expect(status).toBe(200);
    expect(body.data.video[0]).toMatchObject({
      id: TITLES.subscription.id,
      name_fa: TITLES.subscription.nameFa,
      current_time: 0,
    });
    // A watch token for the title's folder: the same for every viewer let in (docs/media.md "Delivery: tokens, caching, nginx").
    expect(body.data.video[0].video).toMatch(
      new RegExp(`^http://localhost/media/t/[^/]+/vod/${TITLES.subscription.id}/master\\.m3u8$`),
    );
    expect(body.data.new_subtitle.map((s: { language: string }) => s.language)).toEqual(['fa', 'en']);
    expect(body.data).toMatchObject({ first_credits: 0, after_credits: 5, final_credits: 27, duration_time: 32 });
    expect(body.data.suggestion?.id).not.toBe(TITLES.subscription.id);
  });

  it('sends a subscriber to buy a title sold only by single purchase, and lets its owner play it', async () => {
    const refused = await watch(TITLES.priced.id, subscriber.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ show_download: 1, show_subscription: 0 });
    await provider.database.db.insert(ownerships).values({ userId: plain.userId, titleId: TITLES.priced.id });
    expect((await watch(TITLES.priced.id, plain.token)).status).toBe(200);
    const access = await provider.call(`/get/accessibility/movie/${TITLES.priced.id}`, {
      headers: bearer(plain.token),
    });
    expect(access.body.data.actions.mainButton.action).toBe('play');
  });

  it('plays a screening on a ticket for its hours from the first play, then says it ended', async () => {
    const { db } = provider.database;
    const noTicket = await watch(TITLES.ekran.id, subscriber.token);
    expect(noTicket.status).toBe(403);
    expect(noTicket.body).toMatchObject({ show_ekran: 1, show_subscription: 0 });
    await db.insert(screeningTickets).values({
      userId: subscriber.userId,
      titleId: TITLES.ekran.id,
      hours: 3,
      createdAt: new Date(clock.now - 48 * HOUR),
    });
    const start = clock.now;
    try {
      // a ticket bought days ago waits for its first play
      expect((await watch(TITLES.ekran.id, subscriber.token)).status).toBe(200);
      const [ticket] = await db.select().from(screeningTickets).where(eq(screeningTickets.userId, subscriber.userId));
      expect(ticket!.firstPlayAt?.getTime()).toBe(start);
      clock.now = start + 2.5 * HOUR;
      expect((await watch(TITLES.ekran.id, subscriber.token)).status).toBe(200);
      clock.now = start + 3 * HOUR + 1000;
      const ended = await watch(TITLES.ekran.id, subscriber.token);
      expect(ended.status).toBe(403);
      expect(ended.body).toMatchObject({ show_ekran: 1, message: 'Your screening has ended.' });
    } finally {
      clock.now = start;
    }
  });

  it('does not play a presale title before its release, and says when it comes', async () => {
    const { status, body } = await watch(TITLES.presale.id, subscriber.token);
    expect(status).toBe(403);
    expect(body.presale).toBeGreaterThan(0);
    expect(body.message).toMatch(/^Not released yet, release date /);
    expect(body.message_fa).toMatch(/تاریخ انتشار/);
    // the same title once its release moment has passed
    await provider.database.db
      .update(titles)
      .set({ releaseAt: new Date(clock.now - 1000) })
      .where(eq(titles.id, TITLES.presale.id));
    const released = await watch(TITLES.presale.id, subscriber.token);
    expect(released.status).toBe(TITLES.presale.price ? 403 : 200);
  });

  it.each([
    ['/get/watch/movie-hls/abc/1', 404],
    ['/get/watch/movie-hls/999999/1', 404],
    ['/get/watch/movie-hls/1/2', 404],
    [`/get/watch/movie-hls/${TITLES.series.id}/1`, 404],
  ])('answers %s with %i', async (path, status) => {
    expect((await provider.call(path, { headers: bearer(subscriber.token) })).status).toBe(status);
  });
});
