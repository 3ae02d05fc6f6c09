import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/provider/db/schema';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { ENGINES, postJson, sessionFor, startProvider, type TestProvider } from './harness';

// docs/admin.md "Catalog": people and their credits, genres, the curated lists and the home slider
// as an editor changes them, each change audited and seen by the storefront's own calls (the cast
// page, home's rows, the slider). Who may call them: the role table of tests/provider/admin.test.ts.

interface Who {
  auth: Record<string, string>;
  mobile: string;
}

const film = {
  name: 'Paper Lanterns',
  name_fa: 'فانوس‌های کاغذی',
  overview: '',
  overview_fa: '',
  year: 2023,
  runtime: 101,
  age: 'PG',
  availability: 'subscription',
  genres: ['drama'],
};

describe.each(ENGINES)('catalog editor on %s', (engine) => {
  let provider: TestProvider;
  let editor: Who;

  const get = (path: string) => provider.call(path, { headers: editor.auth });
  const post = (path: string, body: unknown) => provider.call(path, postJson(body, editor.auth));
  /** The audit rows of `target`, oldest first. */
  const auditOf = async (target: string) =>
    (await provider.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id)).map(
      (r) => ({ action: r.action, actor: r.actorMobile, before: r.before, after: r.after }),
    );
  /** A published film of its own for a test. */
  async function publishedFilm(name: string, nameFa: string): Promise<number> {
    const created = await post('/admin/films', { ...film, name, name_fa: nameFa });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect((await post(`/admin/films/${id}/publish`, { published: true })).status).toBe(200);
    return id;
  }

  beforeAll(async () => {
    provider = await startProvider(engine, {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
    });
    const mobile = '09120000031';
    const token = await sessionFor(provider, mobile);
    await provider.database.db
      .update(users)
      .set({ roles: ['editor'] })
      .where(eq(users.mobile, mobile));
    editor = { auth: { authorization: `Bearer ${token}` }, mobile };
  });
  afterAll(() => provider?.close());

  it('adds a person, finds them by either script, edits them, and the cast page shows the change', async () => {
    const invalid = await post('/admin/people', { name: 'Nobody', name_fa: '', kind: 'producer' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['kind', 'name_fa']);
    expect(invalid.body.errors.name_fa[0]).toMatch(/نام فارسی/);

    const created = await post('/admin/people', {
      name: 'Shirin Kamali',
      name_fa: 'شیرین کمالی',
      kind: 'iranian-actor',
      birth_year: '۱۹۸۸',
      bio: 'A stage actor.',
      bio_fa: 'بازیگر تئاتر.',
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ name_fa: 'شیرین کمالی', kind: 'iranian-actor', birth_year: 1988 });
    const found = async (q: string) =>
      (await get(`/admin/people?q=${encodeURIComponent(q)}`)).body.data.people.map((p: { id: number }) => p.id);
    // Typed with Arabic letters (ي, ك) or in Latin lowercase, or by id: one person.
    expect(await found('شيرين كمالي')).toContain(id);
    expect(await found('shirin')).toContain(id);
    expect(await found(String(id))).toContain(id);
    expect(await found('nobody-at-all')).toEqual([]);

    const castPage = async () => (await provider.call(`/ghost/get/cast/${id}`)).body.data;
    expect((await castPage()).cast).toMatchObject({ name_fa: 'شیرین کمالی', bio_fa: 'بازیگر تئاتر.' });
    const edited = await post(`/admin/people/${id}`, {
      name: 'Shirin Kamali',
      name_fa: 'شیرین کمالی‌نژاد',
      kind: 'iranian-actor',
      birth_year: '',
      bio: 'A stage and screen actor.',
      bio_fa: 'بازیگر تئاتر و سینما.',
    });
    expect(edited.status).toBe(200);
    expect((await castPage()).cast).toMatchObject({
      name_fa: 'شیرین کمالی‌نژاد',
      bio_fa: 'بازیگر تئاتر و سینما.',
      birth_year: null,
    });
    // Search finds the new name.
    const search = await provider.call('/ghost/get/search', postJson({ query: 'کمالی‌نژاد' }));
    expect(JSON.stringify(search.body)).toContain('شیرین کمالی‌نژاد');
    expect(await auditOf(`person:${id}`)).toMatchObject([
      { action: 'person.create', actor: editor.mobile, before: null, after: { name_fa: 'شیرین کمالی' } },
      {
        action: 'person.update',
        before: { name_fa: 'شیرین کمالی', birth_year: 1988 },
        after: { name_fa: 'شیرین کمالی‌نژاد', birth_year: null },
      },
    ]);
    expect((await get('/admin/people/999999')).status).toBe(404);
  });

  it('attaches a person to a film with a role and detaches them: the cast page and the title cast follow', async () => {
    const filmId = await publishedFilm('Salt Road', 'جادهٔ نمک');
    const person = await post('/admin/people', { name: 'Dara Nouri', name_fa: 'دارا نوری', kind: 'director' });
    const id = person.body.data.id as number;
    // The person's page offers the film by either name.
    const offered = await get(`/admin/people/${id}?title_q=${encodeURIComponent('جاده')}`);
    expect(offered.body.data.candidates.map((t: { id: number }) => t.id)).toContain(filmId);

    const filmography = async () =>
      (await provider.call(`/ghost/get/cast/${id}`)).body.data.filmography.map((t: { id: number }) => t.id);
    expect(await filmography()).toEqual([]);
    const attach = await post(`/admin/people/${id}/credits`, { title_id: filmId, role: 'director' });
    expect(attach.status).toBe(200);
    const asCast = await post(`/admin/people/${id}/credits`, {
      title_id: filmId,
      role: 'cast',
      character: 'The Driver',
      character_fa: 'راننده',
    });
    expect(asCast.status).toBe(200);
    expect(await filmography()).toEqual([filmId]);
    const titleCast = (await provider.call(`/get/cast/movie/${filmId}`)).body.data;
    expect(titleCast.directors.map((d: { id: number }) => d.id)).toEqual([id]);
    expect(titleCast.casts).toMatchObject([{ id, name_fa: 'دارا نوری', character_fa: 'راننده' }]);
    expect((await get(`/admin/people/${id}`)).body.data.credits).toMatchObject([
      { title_id: filmId, role: 'cast', character_fa: 'راننده' },
      { title_id: filmId, role: 'director', character_fa: null },
    ]);

    // The same role twice, an episode, a title that is not there, a role not in the model.
    const twice = await post(`/admin/people/${id}/credits`, { title_id: filmId, role: 'director' });
    expect(twice.status).toBe(409);
    expect(twice.body.errors.role[0]).toMatch(/همین نقش/);
    expect((await post(`/admin/people/${id}/credits`, { title_id: 1001, role: 'cast' })).status).toBe(404);
    expect((await post(`/admin/people/${id}/credits`, { title_id: 99_999_999, role: 'cast' })).status).toBe(404);
    expect((await post(`/admin/people/${id}/credits`, { title_id: filmId, role: 'actor' })).status).toBe(422);

    const detach = await post(`/admin/people/${id}/credits/remove`, { title_id: filmId, role: 'director' });
    expect(detach.status).toBe(200);
    expect((await provider.call(`/get/cast/movie/${filmId}`)).body.data.directors).toEqual([]);
    expect(await filmography()).toEqual([filmId]);
    await post(`/admin/people/${id}/credits/remove`, { title_id: filmId, role: 'cast' });
    expect(await filmography()).toEqual([]);
    expect((await post(`/admin/people/${id}/credits/remove`, { title_id: filmId, role: 'cast' })).status).toBe(404);
    expect((await auditOf(`person:${id}`)).map((r) => r.action)).toEqual([
      'person.create',
      'credit.add',
      'credit.add',
      'credit.remove',
      'credit.remove',
    ]);
    expect((await auditOf(`person:${id}`))[3]).toMatchObject({
      before: { title_id: filmId, role: 'director' },
      after: null,
    });
  });

  it('adds and edits genres by a valid, unique key; a genre in use is not deleted, with a clear error', async () => {
    for (const key of ['Noir', 'noir-film', 'n', '1noir', 'نوآر']) {
      const bad = await post('/admin/genres', { key, name: 'Noir', name_fa: 'نوآر' });
      expect({ key, status: bad.status }).toEqual({ key, status: 422 });
      expect(bad.body.errors.key[0]).toMatch(/حروف کوچک لاتین/);
    }
    // Taken by a genre, or by a list (genres and lists share get_listV3's keys).
    for (const [key, by] of [
      ['drama', 'ژانر'],
      ['kids', 'فهرست'],
    ]) {
      const taken = await post('/admin/genres', { key, name: 'X', name_fa: 'ایکس' });
      expect(taken.status).toBe(409);
      expect(taken.body.errors.key[0]).toContain(by);
    }
    const created = await post('/admin/genres', { key: 'noir', name: 'Noir', name_fa: 'نوآر' });
    expect(created.status).toBe(200);
    const genreMap = async () => (await provider.call('/genres')).body.data.genres as Record<string, string>;
    expect((await genreMap())['noir']).toBe('نوآر');
    // Film editing offers it.
    expect((await get('/admin/films')).body.data.genres.map((g: { key: string }) => g.key)).toContain('noir');

    const filmId = await publishedFilm('Night Rain', 'باران شبانه');
    await post(`/admin/films/${filmId}`, { ...film, name: 'Night Rain', name_fa: 'باران شبانه', genres: ['noir'] });
    // A new key carries its titles along; the old key is gone.
    const renamed = await post('/admin/genres/noir', { key: 'film_noir', name: 'Film noir', name_fa: 'فیلم نوآر' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ key: 'film_noir', titles: 1 });
    expect((await get(`/admin/films/${filmId}`)).body.data.film.genres).toEqual(['film_noir']);
    expect((await genreMap())['noir']).toBeUndefined();
    const genreList = await provider.call('/ghost/get/get_listV3/film_noir');
    expect(genreList.body.data.list.data.map((c: { id: number }) => c.id)).toEqual([filmId]);
    expect((await post('/admin/genres/noir', { key: 'noir', name: 'Noir', name_fa: 'نوآر' })).status).toBe(404);
    expect((await post('/admin/genres/film_noir', { key: 'drama', name: 'X', name_fa: 'ایکس' })).status).toBe(409);

    const inUse = await post('/admin/genres/film_noir/delete', {});
    expect(inUse.status).toBe(409);
    expect(inUse.body.message_fa).toBe('ژانر «film_noir» روی ۱ عنوان است؛ نخست آن را از این عنوان‌ها بردارید.');
    expect(inUse.body.message).toMatch(/used by 1 titles/);
    expect((await genreMap())['film_noir']).toBe('فیلم نوآر');
    await post(`/admin/films/${filmId}`, { ...film, name: 'Night Rain', name_fa: 'باران شبانه', genres: [] });
    expect((await post('/admin/genres/film_noir/delete', {})).status).toBe(200);
    expect((await genreMap())['film_noir']).toBeUndefined();
    expect([...(await auditOf('genre:noir')), ...(await auditOf('genre:film_noir'))]).toMatchObject([
      { action: 'genre.create', after: { key: 'noir' } },
      { action: 'genre.update', before: { key: 'noir', name_fa: 'نوآر' }, after: { key: 'film_noir' } },
      { action: 'genre.delete', before: { key: 'film_noir' }, after: null },
    ]);
  });

  it('makes a list, orders its titles and the rows, shows it on home and hides it: home follows', async () => {
    const first = await publishedFilm('Blue Orchard', 'باغ آبی');
    const second = await publishedFilm('Quiet Harbour', 'بندر آرام');
    const draft = (await post('/admin/films', { ...film, name: 'Unfinished', name_fa: 'ناتمام' })).body.data.id;
    expect((await post('/admin/lists', { key: 'Bad Key', name: 'X', name_fa: 'ایکس' })).body.errors.key).toBeTruthy();
    expect((await post('/admin/lists', { key: 'drama', name: 'X', name_fa: 'ایکس' })).status).toBe(409);
    const created = await post('/admin/lists', {
      key: 'nowruz',
      name: 'Nowruz Picks',
      name_fa: 'برگزیده‌های نوروز',
      style: 'normal',
    });
    expect(created.body.data).toMatchObject({ key: 'nowruz', on_home: false, size: 0 });
    for (const id of [first, second, draft])
      expect((await post('/admin/lists/nowruz/titles', { title_id: id })).status).toBe(200);
    const again = await post('/admin/lists/nowruz/titles', { title_id: first });
    expect(again.status).toBe(409);
    expect(again.body.errors.title_id[0]).toMatch(/از پیش/);
    expect((await post('/admin/lists/nowruz/titles', { title_id: 1001 })).status).toBe(404);

    const order = async () =>
      (await get('/admin/lists/nowruz')).body.data.items.map((t: { id: number }) => t.id) as number[];
    expect(await order()).toEqual([first, second, draft]);
    expect((await post(`/admin/lists/nowruz/titles/${second}/move`, { step: 'up' })).status).toBe(200);
    expect(await order()).toEqual([second, first, draft]);
    await post(`/admin/lists/nowruz/titles/${second}/move`, { step: 'up' }); // already first: stays
    await post(`/admin/lists/nowruz/titles/${draft}/move`, { step: 'down' }); // already last: stays
    expect(await order()).toEqual([second, first, draft]);
    expect((await post(`/admin/lists/nowruz/titles/${draft}/remove`, {})).status).toBe(200);
    expect(await order()).toEqual([second, first]);
    expect((await post(`/admin/lists/nowruz/titles/${draft}/move`, { step: 'up' })).status).toBe(404);

    const homeRows = async () => (await provider.call('/get/discover')).body.data as { list: string; data: any[] }[];
    expect((await homeRows()).map((r) => r.list)).not.toContain('nowruz');
    await post('/admin/lists/nowruz/home', { on_home: true });
    await post('/admin/lists/nowruz/move', { step: 'first' });
    const row = (await homeRows())[0]!;
    expect(row).toMatchObject({ list: 'nowruz', list_fa: 'برگزیده‌های نوروز', list_en: 'Nowruz Picks' });
    expect(row.data.map((c: { id: number }) => c.id)).toEqual([second, first]);
    // One row down: the list that was second is first.
    const rowsBefore = (await homeRows()).map((r) => r.list);
    await post('/admin/lists/nowruz/move', { step: 'down' });
    expect((await homeRows()).map((r) => r.list).slice(0, 2)).toEqual([rowsBefore[1], 'nowruz']);
    // New titles for the row; the occasion style.
    await post('/admin/lists/nowruz', { name: 'Nowruz', name_fa: 'نوروز', style: 'occasion', on_home: true });
    const renamed = (await homeRows()).find((r) => r.list === 'nowruz')!;
    expect(renamed).toMatchObject({ list_fa: 'نوروز', style: 'occasion' });
    await post('/admin/lists/nowruz/home', { on_home: false });
    expect((await homeRows()).map((r) => r.list)).not.toContain('nowruz');
    expect((await provider.call('/ghost/get/get_listV3/nowruz')).body.data.list.data).toHaveLength(2);

    expect((await auditOf('list:nowruz')).map((r) => r.action)).toEqual([
      'list.create',
      'list.add',
      'list.add',
      'list.add',
      'list.move-title',
      'list.move-title',
      'list.move-title',
      'list.remove',
      'list.show',
      'list.move',
      'list.move',
      'list.update',
      'list.hide',
    ]);
    expect((await auditOf('list:nowruz'))[4]).toMatchObject({
      before: { title_id: second, place: 1 },
      after: { title_id: second, place: 0 },
    });
    expect((await post('/admin/lists/nowhere/titles', { title_id: first })).status).toBe(404);
  });

  it('moves a genre a place at a time or first: the genres call, the genre covers and home’s order follow, audited', async () => {
    const keys = async () => Object.keys((await provider.call('/genres')).body.data.genres);
    const adminKeys = async () => (await get('/admin/genres')).body.data.map((g: { key: string }) => g.key) as string[];
    const before = await keys();
    expect(before.length).toBeGreaterThan(3);
    expect(await adminKeys()).toEqual(before);
    const [a, b, c] = before as [string, string, string];

    const down = await post(`/admin/genres/${a}/move`, { step: 'down' });
    expect(down.status).toBe(200);
    expect(down.body.data).toMatchObject({ key: a, place: 1 });
    expect((await keys()).slice(0, 3)).toEqual([b, a, c]);
    expect((await post(`/admin/genres/${c}/move`, { step: 'first' })).status).toBe(200);
    expect((await keys()).slice(0, 3)).toEqual([c, b, a]);
    expect((await post(`/admin/genres/${c}/move`, { step: 'up' })).status).toBe(200); // first already: stays
    const last = before.at(-1)!;
    expect((await post(`/admin/genres/${last}/move`, { step: 'down' })).status).toBe(200); // last already: stays
    expect((await keys()).at(-1)).toBe(last);
    // The film form's genres and the genre rows of home (new_genres) are in the same order.
    expect((await get('/admin/films')).body.data.genres.map((g: { key: string }) => g.key)).toEqual(await keys());
    const covers = (await provider.call('/new_genres')).body.genres.map((g: { key: string }) => g.key) as string[];
    expect(covers).toEqual((await keys()).filter((k) => covers.includes(k)));

    expect((await post('/admin/genres/nothing_here/move', { step: 'up' })).status).toBe(404);
    expect((await post(`/admin/genres/${a}/move`, { step: 'sideways' })).status).toBe(422);
    expect(await auditOf(`genre:${c}`)).toMatchObject([
      { action: 'genre.move', actor: editor.mobile, before: { place: 2 }, after: { place: 0 } },
      { action: 'genre.move', before: { place: 0 }, after: { place: 0 } },
    ]);
    // Back as it was, for the other tests.
    for (const key of [...before].reverse()) await post(`/admin/genres/${key}/move`, { step: 'first' });
    expect(await keys()).toEqual(before);
  });

  it('deletes a list and its places, the other rows closing up, audited; the top list is not deleted', async () => {
    const one = await publishedFilm('Salt Road', 'جادهٔ نمک');
    const two = await publishedFilm('Glass Bird', 'پرندهٔ شیشه‌ای');
    expect(
      (await post('/admin/lists', { key: 'mehr-gone', name: 'Yalda', name_fa: 'یلدا', on_home: true })).status,
    ).toBe(200);
    for (const id of [one, two]) await post('/admin/lists/mehr-gone/titles', { title_id: id });
    await post('/admin/lists/mehr-gone/move', { step: 'first' });
    const rows = async () => (await get('/admin/lists')).body.data as { key: string; sort: number }[];
    const homeRows = async () =>
      ((await provider.call('/get/discover')).body.data as { list: string }[]).map((r) => r.list);
    expect((await rows())[0]!.key).toBe('mehr-gone');
    expect((await homeRows())[0]).toBe('mehr-gone');
    const others = (await rows()).slice(1).map((r) => r.key);

    const deleted = await post('/admin/lists/mehr-gone/delete', {});
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ key: 'mehr-gone', deleted: true });
    // Gone from the back office, home and its address; the others keep their order, from 0 again.
    expect((await rows()).map((r) => r.key)).toEqual(others);
    expect((await rows()).map((r) => r.sort)).toEqual(others.map((_, i) => i));
    expect(await homeRows()).not.toContain('mehr-gone');
    expect((await get('/admin/lists/mehr-gone')).status).toBe(404);
    expect((await provider.call('/ghost/get/get_listV3/mehr-gone')).status).toBe(404);
    // Its titles are still on the site.
    expect((await provider.call(`/getV2/movie/${one}`)).status).toBe(200);
    const [row] = (await auditOf('list:mehr-gone')).filter((r) => r.action === 'list.delete');
    expect(row).toMatchObject({
      actor: editor.mobile,
      before: { key: 'mehr-gone', name_fa: 'یلدا', on_home: true, place: 0, titles: [one, two] },
      after: null,
    });
    // A key made again starts empty.
    expect((await post('/admin/lists', { key: 'mehr-gone', name: 'Yalda', name_fa: 'یلدا' })).body.data.size).toBe(0);
    expect((await post('/admin/lists/mehr-gone/delete', {})).status).toBe(200);

    expect((await post('/admin/lists/mehr-gone/delete', {})).status).toBe(404);
    const top = await post('/admin/lists/top/delete', {});
    expect(top.status).toBe(409);
    expect(top.body.message).toMatch(/top list/);
    expect(top.body.message_fa).toMatch(/برترین/);
    expect((await get('/admin/lists/top')).status).toBe(200);
  });

  it('edits the slider: slides added, ordered, turned off and removed, and get/slider answers them', async () => {
    const sliderIds = async () =>
      (await provider.call('/get/slider')).body.data.sliders.map((s: { id: number }) => s.id) as number[];
    const seeded = (await get('/admin/slides')).body.data.slides as { id: number; title: { id: number } }[];
    // The seed's slider is the top list's first five.
    expect(seeded).toHaveLength(5);
    expect(await sliderIds()).toEqual(seeded.map((s) => s.title.id));

    const filmId = await publishedFilm('Winter Kite', 'بادبادک زمستانی');
    const added = await post('/admin/slides', { title_id: filmId });
    expect(added.status).toBe(200);
    const slideId = added.body.data.id as number;
    expect((await sliderIds()).at(-1)).toBe(filmId);
    expect((await post('/admin/slides', { title_id: filmId })).status).toBe(409);
    const listed = await get('/admin/slides');
    expect(listed.body.data.slides.at(-1)).toMatchObject({
      id: slideId,
      active: true,
      image: `/img/backdrop/${filmId}-plain.jpg`,
      image_mobile: `/img/slide/${filmId}.jpg`,
    });
    const slider = (await provider.call('/get/slider')).body.data.sliders.at(-1);
    expect(slider.image_src).toBe(`http://localhost/img/backdrop/${filmId}-plain.jpg`);

    await post(`/admin/slides/${slideId}/move`, { step: 'first' });
    expect((await sliderIds())[0]).toBe(filmId);
    await post(`/admin/slides/${slideId}/move`, { step: 'down' });
    expect((await sliderIds()).slice(0, 2)).toEqual([seeded[0]!.title.id, filmId]);
    await post(`/admin/slides/${slideId}`, { active: false });
    expect(await sliderIds()).not.toContain(filmId);
    await post(`/admin/slides/${slideId}`, { active: true });
    // An unpublished title's slide waits for it.
    await post(`/admin/films/${filmId}/publish`, { published: false });
    expect(await sliderIds()).not.toContain(filmId);
    await post(`/admin/films/${filmId}/publish`, { published: true });
    expect(await sliderIds()).toContain(filmId);
    expect((await post(`/admin/slides/${slideId}/remove`, {})).status).toBe(200);
    expect(await sliderIds()).toEqual(seeded.map((s) => s.title.id));
    expect((await post(`/admin/slides/${slideId}`, { active: true })).status).toBe(404);
    expect((await auditOf(`slide:${slideId}`)).map((r) => r.action)).toEqual([
      'slide.create',
      'slide.move',
      'slide.move',
      'slide.off',
      'slide.on',
      'slide.remove',
    ]);
    const rows = await provider.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.target, 'slide:%'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(rows[0]).toMatchObject({ action: 'slide.remove', before: { title_id: filmId, active: true } });
  });
});
