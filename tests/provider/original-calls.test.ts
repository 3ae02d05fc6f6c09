import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, reports, titles, users } from '../../src/provider/db/schema';
import { ENGINES, postJson, sessionFor, startProvider, type TestProvider } from './harness';

// The calls the original web client makes that the provider did not answer (issue "One contract"):
// what each answers, what it keeps, and what it refuses, in the envelope and the caller's language.

describe.each(ENGINES)('the original client’s calls on %s', (engine) => {
  let provider: TestProvider;
  let token: string;
  let movieId: number;
  let episodeId: number;
  const auth = (t = token) => ({ authorization: `Bearer ${t}` });

  beforeAll(async () => {
    provider = await startProvider(engine);
    token = await sessionFor(provider, '09120000001');
    const { db } = provider.database;
    const first = (type: 'movie' | 'episode') =>
      db
        .select({ id: titles.id })
        .from(titles)
        .where(and(eq(titles.type, type), eq(titles.published, true)))
        .orderBy(asc(titles.id))
        .limit(1);
    [[{ id: movieId }], [{ id: episodeId }]] = (await Promise.all([first('movie'), first('episode')])) as [
      [{ id: number }],
      [{ id: number }],
    ];
  });
  afterAll(() => provider?.close());

  it('answers the home offer row at the top level, to guests too, under the filter', async () => {
    const guest = await provider.call('/get/offer?f_type=series');
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ list: 'offer', list_fa: 'عناوین پیشنهادی' });
    expect(guest.body.data.length).toBeGreaterThan(0);
    for (const card of guest.body.data) expect(card.type).toBe('series');
    const bad = await provider.call('/get/offer?age=NC-17');
    expect(bad.status).toBe(422);
  });

  it('answers the channels as a home row of live cards', async () => {
    const { status, body } = await provider.call('/get/lives?ref=undefined');
    expect(status).toBe(200);
    expect(body.list).toBe('lives');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]).toMatchObject({ type: 'live', backdrop: expect.stringMatching(/^\/img\/live\//) });
  });

  it('answers a genre page as movies with its last page, and 404 for a list or an unknown genre', async () => {
    const first = await provider.call('/genre/drama');
    expect(first.status).toBe(200);
    expect(first.body.data.movies.length).toBeGreaterThan(0);
    expect(first.body.data.last_page).toBeGreaterThanOrEqual(1);
    expect((await provider.call('/genre/no-such-genre')).status).toBe(404);
    expect((await provider.call('/genre/drama?page=0')).status).toBe(422);
  });

  it('answers the POST autocomplete as data[] with the title_en and title_fa the client draws', async () => {
    const { status, body } = await provider.call('/ghost/get/search/autocomplete?q=the&limit=3', { method: 'POST' });
    expect(status).toBe(200);
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(3);
    expect(body.data[0]).toMatchObject({ title_en: expect.any(String), title_fa: expect.any(String) });
    const short = await provider.call('/ghost/get/search/autocomplete?q=a', { method: 'POST' });
    expect(short.status).toBe(422);
  });

  it('answers the social links of the brand', async () => {
    const { status, body } = await provider.call('/get/app/socials');
    expect(status).toBe(200);
    expect(body.data.instagram_url).toMatch(/^https:\/\/instagram\.com\//);
  });

  it('answers a title’s images and its teaser as absolute URLs', async () => {
    const images = await provider.call(
      '/ghost/get/files',
      postJson({ id: movieId, type: 'movie', content: 5, hls: 1 }),
    );
    expect(images.status).toBe(200);
    expect(images.body.data.images[0].src).toMatch(/^http:\/\/localhost\/img\/still\//);
    const teaser = await provider.call('/get/files', postJson({ id: movieId, type: 'movie', content: 1 }, auth()));
    // The demo's film 1 has a teaser (docs/media.md "Teasers"), which the original plays as it comes.
    // Its MP4s as `download`, which the original keeps without showing (our teaser page's fallback).
    expect(teaser.body.data).toEqual({
      file: [{ file: expect.stringMatching(/^http:\/\/localhost\/media\/t\/[^/]+\/teaser\/1\/master\.m3u8$/) }],
      download: ['240p', '360p', '480p'].map((quality) => ({
        file: expect.stringMatching(new RegExp(`^http://localhost/media/t/[^/]+/teaser/1/download/${quality}\\.mp4$`)),
        quality,
        size: expect.any(Number),
      })),
    });
    const missing = await provider.call('/ghost/get/files', postJson({ id: 999999, type: 'movie', content: 5 }));
    expect(missing.status).toBe(404);
  });

  it('tells an expired free-traffic link from a live one that needs the operator’s network', async () => {
    const past = await provider.call('/ghost/getmd5', postJson({ token: 'abcdefghijklmnopqrstu', expires: 1 }));
    expect(past.status).toBe(403);
    expect(past.body.message_fa).toBe('لینک منقضی شده است.');
    const future = Math.floor(Date.now() / 1000) + 3600;
    const live = await provider.call('/ghost/getmd5', postJson({ token: 'abcdefghijklmnopqrstu', expires: future }));
    expect(live.status).toBe(404);
    expect(live.body.message_fa).toContain('همراه اول یا ایرانسل');
  });

  it('keeps a problem report of a film or an episode, from a guest too, and refuses an unknown kind', async () => {
    const film = await provider.call(
      '/create/report/movie',
      postJson({ type: 3, details: 'No sound after the first minute', id: String(movieId) }, auth()),
    );
    expect(film.status).toBe(200);
    expect(film.body.status).toBe('success');
    const guest = await provider.call('/create/report/episode', postJson({ type: 4, details: null, id: episodeId }));
    expect(guest.status).toBe(200);
    const kept = await provider.database.db.select().from(reports).orderBy(asc(reports.id));
    expect(kept.map((r) => [r.titleId, r.problem, r.details, r.userId === null])).toEqual([
      [movieId, 3, 'No sound after the first minute', false],
      [episodeId, 4, '', true],
    ]);
    const wrong = await provider.call('/create/report/movie', postJson({ type: 9, id: movieId }, auth()));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.type).toBeDefined();
    const notAFilm = await provider.call('/create/report/movie', postJson({ type: 1, id: episodeId }));
    expect(notAFilm.status).toBe(404);
  });

  it('lets the original’s clap add (never take away) and counts it in the statistics', async () => {
    const clapper = await sessionFor(provider, '09120000002');
    const before = await provider.call(`/get/statistics/movie/${movieId}`, { headers: auth(clapper) });
    for (const claps of [3, 2]) {
      const { status } = await provider.call(
        '/add/clap',
        postJson({ id: movieId, type: 'movie', claps }, auth(clapper)),
      );
      expect(status).toBe(200);
    }
    const after = await provider.call(`/get/statistics/movie/${movieId}`, { headers: auth(clapper) });
    expect(after.body.data.claps.user).toBe(1);
    expect(after.body.data.claps.total).toBe(before.body.data.claps.total + 1);
    expect((await provider.call('/add/clap', postJson({ id: movieId, type: 'movie' }))).status).toBe(401);
  });

  it('takes comments and replies from a logged-in viewer and shows them to everyone', async () => {
    const guestPost = await provider.call('/comments-v2', postJson({ type: 'movie', id: movieId, content: 'Hi' }));
    expect(guestPost.status).toBe(401);
    const empty = await provider.call('/comments-v2', postJson({ type: 'movie', id: movieId, content: '   ' }, auth()));
    expect(empty.status).toBe(422);
    expect(empty.body.errors.content).toEqual(['لطفا نظر خود را وارد نمایید']);
    const posted = await provider.call(
      '/comments-v2',
      postJson({ type: 'movie', id: String(movieId), content: ' A fine film ', parent_id: null }, auth()),
    );
    expect(posted.status).toBe(200);
    expect(posted.body.comment).toMatchObject({ content: 'A fine film', user: { name: '0912***0001' }, replies: [] });
    const reply = await provider.call(
      '/comments-v2',
      postJson({ type: 'movie', id: movieId, content: 'Agreed', parent_id: posted.body.comment.id }, auth()),
    );
    expect(reply.status).toBe(200);
    const strayReply = await provider.call(
      '/comments-v2',
      postJson({ type: 'movie', id: movieId, content: 'Lost', parent_id: 999999 }, auth()),
    );
    expect(strayReply.status).toBe(404);
    const seen = await provider.call(`/ghost/comments-v2?type=movie&id=${movieId}&page=1&limit=10`);
    expect(seen.status).toBe(200);
    expect(seen.body.status).toBe('success');
    expect(seen.body.comments.data).toHaveLength(1);
    expect(seen.body.comments.data[0].replies.map((r: { content: string }) => r.content)).toEqual(['Agreed']);
    const rows = await provider.database.db.select().from(comments);
    expect(rows).toHaveLength(2);
  });

  it('takes five comments in ten minutes from one account, then says when it may post again', async () => {
    const writer = await sessionFor(provider, '09120000077');
    const post = (t: string, content: string, headers: Record<string, string> = {}) =>
      provider.call('/comments-v2', postJson({ type: 'movie', id: movieId, content }, { ...auth(t), ...headers }));
    for (let n = 1; n <= 5; n += 1) expect((await post(writer, `Note ${n}`)).status).toBe(200);
    const refused = await post(writer, 'Note 6');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(refused.body.message_fa).toMatch(/^در زمان کوتاهی نظرهای زیادی فرستاده‌اید\. لطفاً \d+ دقیقه دیگر/);
    expect(refused.body.message).toMatch(/^You have posted many comments in a short time\. Try again in \d+ minutes\./);
    // Nothing of the refused ones was kept, and another account's budget is its own.
    const [writerRow] = await provider.database.db.select().from(users).where(eq(users.mobile, '09120000077'));
    const kept = await provider.database.db.select().from(comments).where(eq(comments.userId, writerRow!.id));
    expect(kept.map((row) => row.content).sort()).toEqual(['Note 1', 'Note 2', 'Note 3', 'Note 4', 'Note 5']);
    expect((await post(await sessionFor(provider, '09120000078'), 'Mine')).status).toBe(200);
  });

  it('offers avatars and saves the profile’s details, refusing a bad email and an uploaded picture', async () => {
    const avatars = await provider.call('/get/avatars', { headers: auth() });
    expect(avatars.status).toBe(200);
    expect(avatars.body.data.cdn_user).toBe('http://localhost/img/avatar');
    expect(avatars.body.data.avatars[0]).toBe('http://localhost/img/avatar/1.svg');
    expect(avatars.body.data.user_avatar).toBeNull();
    expect((await provider.call('/get/avatars')).status).toBe(401);

    const saved = await provider.call(
      '/update/profile/details',
      postJson({ name: ' Sara ', email: 'sara@example.com', avatar: '3.svg' }, auth()),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Sara', email: 'sara@example.com', user_avatar: '3.svg' });
    const [row] = await provider.database.db.select().from(users).where(eq(users.mobile, '09120000001'));
    expect([row!.name, row!.email, row!.avatar]).toEqual(['Sara', 'sara@example.com', '3.svg']);

    const badEmail = await provider.call('/update/profile/details', postJson({ name: null, email: 'nope' }, auth()));
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.errors.email).toEqual(['نشانی ایمیل را درست وارد کنید.']);
    const english = await provider.call(
      '/update/profile/details',
      postJson({ email: 'nope' }, { ...auth(), 'accept-language': 'en' }),
    );
    expect(english.body.errors.email).toEqual(['Enter a valid email address.']);

    const form = new FormData();
    form.append('name', 'Sara');
    form.append('email', '');
    form.append('image', new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }));
    const upload = await provider.call('/update/profile/details', { method: 'POST', headers: auth(), body: form });
    expect(upload.status).toBe(422);
    expect(upload.body.errors.image).toBeDefined();
    const [unchanged] = await provider.database.db.select().from(users).where(eq(users.mobile, '09120000001'));
    expect(unchanged!.email).toBe('sara@example.com');

    // The comments answer carries the commenter's own name and avatar now.
    const mine = await provider.call(`/comments-v2?type=movie&id=${movieId}`, { headers: auth() });
    expect(mine.body).toMatchObject({ name: 'Sara', avatar: 'http://localhost/img/avatar/3.svg' });
  });

  it('answers the guest status with the check-user fields at the top level, and data.user beside them', async () => {
    const { status, body } = await provider.call('/ghost/get/checkuser');
    expect(status).toBe(200);
    expect(body).toMatchObject({ mobile: null, subscription: 0, scope: ['guest'] });
    expect(typeof body.phone).toBe('string');
    expect(typeof body.operator_fullrate).toBe('string');
    expect(body.data.user).toMatchObject({ phone: body.phone, ref: body.ref });
  });
});
