import { readFileSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { banksBody, plansBody, socialsBody } from '../../src/contract/schemas/app';
import {
  avatarsBody,
  clapBody,
  commentPosted,
  commentsBody,
  profileDetailsBody,
  reportBody,
} from '../../src/contract/schemas/community';
import { errorBody } from '../../src/contract/schemas/envelope';
import { discover, genrePage, livesRow, newGenres, offerRow, slider } from '../../src/contract/schemas/lists';
import { paidBody, paymentHistory } from '../../src/contract/schemas/money';
import { originalSuggestions } from '../../src/contract/schemas/search';
import { checkUserBody } from '../../src/contract/schemas/site';
import { titleItem } from '../../src/contract/schemas/title';
import { filesBody, md5Body, watchMovieBody, watchSeriesBody } from '../../src/contract/schemas/watch';
import { titles } from '../../src/provider/db/schema';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { ENGINES, postJson, sessionFor, startProvider, type TestProvider } from '../provider/harness';
import { CALLBACK, charge, newUser, payAtBank } from '../provider/money-harness';
import { MEDIA_SECRET, TITLES } from '../provider/watch-helpers';
import { z as zod } from 'zod';

// The contract, both ways (issue "One contract"): for each call the original client makes, its
// schema parses (1) a recorded example of what that client reads, written from its source (the
// fixtures name the file and lines), and (2) our provider's answer. A schema that only one side
// satisfies fails here.

const fixture = (name: string): unknown =>
  (JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as { body: unknown }).body;

const titleBody = zod.object({ data: zod.object({ movie: titleItem }) });
const discoverBody = zod.object({ data: discover });
/** The slider's images are URLs the original uses as they come: absolute. */
const absolute = zod.string().regex(/^https?:\/\//);
const sliderBody = zod.object({
  data: slider.extend({
    sliders: zod.array(slider.shape.sliders.element.extend({ image_src: absolute, image_mobile_src: absolute })),
  }),
});

type Ask = (p: TestProvider, ctx: Context) => Promise<{ status: number; body: unknown }>;
interface Context {
  auth: Record<string, string>;
  subscriber: Record<string, string>;
  movieId: number;
  episodeId: number;
}

/** One row per call: the fixture, the schema both sides must satisfy, and how to ask our provider. */
const CALLS: [fixture: string, schema: z.ZodType, ask: Ask][] = [
  ['offer', offerRow, (p) => p.call('/get/offer')],
  ['lives', livesRow, (p) => p.call('/get/lives?ref=0')],
  ['avatars', avatarsBody, (p, c) => p.call('/get/avatars', { headers: c.auth })],
  ['genre', genrePage, (p) => p.call('/genre/drama')],
  ['comments', commentsBody, (p, c) => p.call(`/ghost/comments-v2?type=movie&id=${c.movieId}&page=1&limit=10`)],
  [
    'comment-posted',
    commentPosted,
    (p, c) =>
      p.call('/comments-v2', postJson({ type: 'movie', id: c.movieId, content: 'دیدنی', parent_id: null }, c.auth)),
  ],
  [
    'autocomplete',
    originalSuggestions,
    (p) => p.call('/ghost/get/search/autocomplete?q=the&limit=5', { method: 'POST' }),
  ],
  ['socials', socialsBody, (p) => p.call('/get/app/socials')],
  [
    'files-images',
    filesBody,
    (p, c) => p.call('/ghost/get/files', postJson({ id: c.movieId, type: 'movie', content: 5, hls: 1 })),
  ],
  [
    'files-teaser',
    filesBody,
    (p, c) => p.call('/get/files', postJson({ id: c.movieId, type: 'movie', content: 1, hls: 1, ref: 0 }, c.auth)),
  ],
  [
    'report',
    reportBody,
    (p, c) => p.call('/create/report/movie', postJson({ type: 2, details: 'تصویر قطع می‌شود', id: String(c.movieId) })),
  ],
  ['clap', clapBody, (p, c) => p.call('/add/clap', postJson({ id: c.movieId, type: 'movie', claps: 3 }, c.auth))],
  [
    'profile-details',
    profileDetailsBody,
    (p, c) => p.call('/update/profile/details', postJson({ name: 'سارا', email: 'sara@example.com' }, c.auth)),
  ],
  ['check-user', checkUserBody, (p) => p.call('/ghost/get/checkuser')],
  [
    'watch-movie',
    watchMovieBody,
    (p, c) => p.call(`/get/watch/movie-hls/${TITLES.free.id}/1?ref=0`, { headers: c.subscriber }),
  ],
  [
    'watch-series',
    watchSeriesBody,
    (p, c) =>
      p.call(
        '/get/watch/series',
        postJson({ episode_id: c.episodeId, type: 'sp', series_id: '', hls: 1, ref: 0 }, c.subscriber),
      ),
  ],
  ['title-item', titleBody, (p) => p.call(`/getV2/movie/${TITLES.priced.id}`)],
  ['discover-occasion', discoverBody, (p) => p.call('/getV2/discover?discover_page=1')],
  ['new-genres', newGenres, (p) => p.call('/new_genres')],
  ['slider', sliderBody, (p) => p.call('/get/slider')],
  ['plans', plansBody, (p) => p.call('/get/app/plans')],
  ['banks', banksBody, (p, c) => p.call('/directdebit/banks', { headers: c.auth })],
];

describe('the original client’s readings satisfy the contract’s schemas', () => {
  it.each(CALLS.map(([name, schema]) => [name, schema] as const))('%s', (name, schema) => {
    const parsed = schema.safeParse(fixture(name));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each([
    ['md5', md5Body],
    ['payments', paymentHistory],
    ['callback-wallet', paidBody],
  ] as const)('%s', (name, schema) => {
    const parsed = (schema as z.ZodType).safeParse(fixture(name));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

describe.each(ENGINES)('our provider’s answers satisfy the same schemas on %s', (engine) => {
  let provider: TestProvider;
  const ctx = {} as Context;

  beforeAll(async () => {
    provider = await startProvider(engine, {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      media: { dir: './media/demo', secret: MEDIA_SECRET },
    });
    ctx.auth = { authorization: `Bearer ${await sessionFor(provider, '09120000011')}` };
    ctx.subscriber = { authorization: `Bearer ${await sessionFor(provider, '09120000012', 30)}` };
    ctx.movieId = TITLES.priced.id;
    const [episode] = await provider.database.db
      .select({ id: titles.id })
      .from(titles)
      .where(and(eq(titles.type, 'episode'), eq(titles.published, true)))
      .orderBy(asc(titles.id))
      .limit(1);
    ctx.episodeId = episode!.id;
  });
  afterAll(() => provider?.close());

  it.each(CALLS.map(([name, schema, ask]) => [name, schema, ask] as const))('%s', async (_name, schema, ask) => {
    const { status, body } = await ask(provider, ctx);
    expect(status).toBe(200);
    const parsed = schema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('an occasion row’s cards carry their genre names, and items their genres with labels', async () => {
    type Row = { style: string; data: { genre?: string }[] };
    let occasion: Row | undefined;
    for (let page = 1, last = 1; !occasion && page <= last; page += 1) {
      const { body } = await provider.call(`/getV2/discover?discover_page=${page}`);
      last = body.data.last_page;
      occasion = body.data.data.find((row: Row) => row.style === 'occasion');
    }
    expect(occasion!.data[0]!.genre).toMatch(/[\u0600-\u06ff]/);
    const item = await provider.call(`/getV2/movie/${TITLES.priced.id}`);
    expect(item.body.data.movie.tvod_price).toBe(TITLES.priced.price);
  });

  it('payments: the history and a top-up’s callback', async () => {
    const user = await newUser(provider);
    const started = await charge(provider, user, 20_000, CALLBACK);
    const { token, refNum } = await payAtBank(provider, started.body.data.pay_url);
    const back = await provider.call(
      `/payments/wallet/callback?payment_id=${started.body.data.payment_id}&ref_num=${refNum}&Token=${token}`,
      { headers: user.auth },
    );
    expect(back.status).toBe(200);
    expect(paidBody.safeParse(back.body).error?.issues ?? []).toEqual([]);
    expect(back.body.wallet).toEqual({ added_amount: 20_000, current_balance: 20_000 });
    const history = await provider.call('/get/profile/payment/download-billing', { headers: user.auth });
    expect(paymentHistory.safeParse(history.body).error?.issues ?? []).toEqual([]);
    expect(history.body.payments[0]).toMatchObject({ status: 'completed', for: 'Buy Credit', amount: '20000' });
  });

  it('getmd5: a live link is refused in the envelope the page reads as “use the operator’s internet”', async () => {
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const { status, body } = await provider.call('/ghost/getmd5', postJson({ token: 'a'.repeat(20), expires }));
    expect(status).toBe(404);
    expect(errorBody.safeParse(body).success).toBe(true);
  });
});
