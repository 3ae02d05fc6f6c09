import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerships, screeningTickets, watchProgress } from '../../src/provider/db/schema';
import { postJson, type TestProvider } from './harness';
import { bearer, ENGINES, startClocked, TITLES, viewerWith } from './watch-helpers';

describe.each(ENGINES)('download/cart data on %s', (engine) => {
  let provider: TestProvider;
  let clock: { now: number };
  let viewer: { token: string; userId: number };
  const cart = (body: unknown, token: string | null = viewer.token) =>
    provider.call(token ? '/get/cart' : '/ghost/get/cart', postJson(body, bearer(token)));

  beforeAll(async () => {
    ({ provider, clock } = await startClocked(engine));
    viewer = await viewerWith(provider, '09128880001');
  });
  afterAll(() => provider?.close());

  it('answers every field of spec §3 download/cart data, one file per quality', async () => {
    // the original sends the page's ?quality, empty when there is none
    const answer = await cart({ id: TITLES.priced.id, type: 'movie', quality: '', force_to_buy: 0, ref: 0 });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual(
      [
        'downloads',
        'fullrate_data',
        'notes',
        'pass',
        'presale',
        'presale_date',
        'screening',
        'show_buy',
        'show_free',
        'title_poster',
        'ussd',
        // Ours, beside spec §3's fields: the VAT rate the checkout writes its VAT line with.
        'vat_percent',
      ].sort(),
    );
    expect(answer.body.data.vat_percent).toBe(10);
    expect(answer.body.data.downloads).toHaveLength(3);
    expect(answer.body.data.downloads[1]).toMatchObject({
      id: TITLES.priced.id * 10 + 2,
      quality: '360p',
      amount: TITLES.priced.price,
      owned: false,
      isfolder: false,
    });
    expect(answer.body.data.fullrate_data.show_download).toBe(1);
    expect(Object.keys(answer.body.data.screening).sort()).toEqual(
      ['ekran', 'ekran_hour', 'ekran_id', 'ekran_owned', 'ekran_period_end', 'owned_period_end'].sort(),
    );
  });

  it('marks what the viewer owns, and shows one quality when asked', async () => {
    await provider.database.db.insert(ownerships).values({ userId: viewer.userId, titleId: TITLES.priced.id });
    const { body } = await cart({ id: TITLES.priced.id, type: 'movie', quality: '480p' });
    expect(body.data.downloads).toEqual([expect.objectContaining({ quality: '480p', owned: true })]);
    const guest = await cart({ id: TITLES.priced.id, type: 'movie' }, null);
    expect(guest.body.data.downloads.every((d: { owned: boolean }) => !d.owned)).toBe(true);
  });

  it('sells a screening as a ticket, and counts its hours once it has started', async () => {
    const before = await cart({ id: TITLES.ekran.id, type: 'movie' });
    expect(before.body.data.downloads).toEqual([expect.objectContaining({ quality: 'ekran', owned: false })]);
    expect(before.body.data.screening).toMatchObject({ ekran: 1, ekran_owned: 0, ekran_hour: 3 });
    await provider.database.db.insert(screeningTickets).values({
      userId: viewer.userId,
      titleId: TITLES.ekran.id,
      hours: 3,
      createdAt: new Date(clock.now),
      firstPlayAt: new Date(clock.now - 1000),
    });
    const after = await cart({ id: TITLES.ekran.id, type: 'movie' });
    expect(after.body.data.screening).toMatchObject({ ekran_owned: 1, owned_period_end: 3 });
  });

  it('gives a presale title its release date in the Persian calendar', async () => {
    const { body } = await cart({ id: TITLES.presale.id, type: 'movie' });
    expect(body.data.presale).toBe(1);
    expect(body.data.presale_date).toMatch(/[\u06f0-\u06f9]/);
  });

  it.each([
    [{ id: 999_999, type: 'movie' }],
    [{ id: TITLES.priced.id, type: 'series' }],
    [{ id: 'abc', type: 'movie' }],
    [{ id: TITLES.priced.id, type: 'film' }],
    [{ id: TITLES.priced.id, type: 'movie', quality: '1080p' }],
    [{}],
  ])('answers %j with 400 and writes nothing', async (request) => {
    const { status, body } = await cart(request);
    expect(status).toBe(400);
    expect(body.message_fa).toMatch(/[\u0600-\u06ff]/);
    expect(await provider.database.db.select().from(watchProgress)).toEqual([]);
  });
});
