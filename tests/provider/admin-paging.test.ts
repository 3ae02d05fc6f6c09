import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { ENGINES, postJson, sessionFor, startProvider, type TestProvider } from './harness';

// docs/admin.md "Catalog": the back office's lists of films, series, people and the audit log
// share one way of finding and paging (domain/admin/paging.ts, findTitles): either name holds
// the words asked, LIKE's wildcards taken literally and any case; newest first, 50 a page, one
// more read to know whether a next page follows.

const ADMIN_MOBILE = '09120000401';
const ADDRESS = { 'x-client-ip': '127.0.0.1' };
const film = (name: string, nameFa: string) => ({
  name,
  name_fa: nameFa,
  overview: '',
  overview_fa: '',
  year: 2024,
  runtime: 90,
  age: 'PG',
  availability: 'subscription',
  genres: [],
});

describe.each(ENGINES)('finding and paging in the back office on %s', (engine) => {
  let provider: TestProvider;
  let admin: Record<string, string>;
  const post = (path: string, body: unknown) => provider.call(path, postJson(body, { ...ADDRESS, ...admin }));
  const get = (path: string) => provider.call(path, { headers: { ...ADDRESS, ...admin } });
  const names = (rows: { name: string }[]) => rows.map((r) => r.name);

  beforeAll(async () => {
    provider = await startProvider(engine, {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      adminMobiles: [ADMIN_MOBILE],
    });
    admin = { authorization: `Bearer ${await sessionFor(provider, ADMIN_MOBILE)}` };
  });
  afterAll(() => provider?.close());

  it('finds films and series by either name, any case, with % and _ taken as they are typed', async () => {
    for (const [name, fa] of [
      ['Xylo 50% Off', 'نیمه‌بها'],
      ['Xylo 500 Off', 'پانصد'],
      ['Xylo a_b', 'آ ب'],
      ['Xylo axb', 'آ ایکس ب'],
    ])
      expect((await post('/admin/films', film(name!, fa!))).status).toBe(200);
    const { runtime: _, ...series } = film('Quog 100%', 'رام صد');
    expect((await post('/admin/series', series)).status).toBe(200);
    expect((await post('/admin/series', { ...series, name: 'Quog 1000', name_fa: 'رام هزار' })).status).toBe(200);

    const films = async (q: string) => names((await get(`/admin/films?q=${encodeURIComponent(q)}`)).body.data.films);
    expect(await films('50%')).toEqual(['Xylo 50% Off']);
    expect(await films('a_b')).toEqual(['Xylo a_b']);
    expect(await films('XYLO A')).toEqual(['Xylo axb', 'Xylo a_b']);
    expect(await films('پانصد')).toEqual(['Xylo 500 Off']);
    // A film is never a series, nor a series a film.
    expect(await films('Quog')).toEqual([]);
    const seriesFound = async (q: string) =>
      names((await get(`/admin/series?q=${encodeURIComponent(q)}`)).body.data.series);
    expect(await seriesFound('100%')).toEqual(['Quog 100%']);
    expect(await seriesFound('رام')).toEqual(['Quog 1000', 'Quog 100%']);
    expect(await seriesFound('Xylo')).toEqual([]);
  });

  it('pages films, series and people newest first, 50 a page, saying whether more follow', async () => {
    for (let n = 1; n <= 51; n++)
      expect((await post('/admin/films', film(`Paged ${n}`, `صفحه ${n}`))).status).toBe(200);
    const first = (await get('/admin/films?q=Paged')).body.data;
    expect(first).toMatchObject({ page: 1, more: true });
    expect(first.films).toHaveLength(50);
    expect(first.films[0].name).toBe('Paged 51');
    expect(first.films[49].name).toBe('Paged 2');
    const second = (await get('/admin/films?q=Paged&page=2')).body.data;
    expect(second).toMatchObject({ page: 2, more: false });
    expect(names(second.films)).toEqual(['Paged 1']);
    const third = (await get('/admin/films?q=Paged&page=3')).body.data;
    expect(third).toMatchObject({ page: 3, more: false, films: [] });

    const series = (await get('/admin/series?q=Quog')).body.data;
    expect(series).toMatchObject({ page: 1, more: false });
    expect(series.series.map((s: { episodes: number }) => s.episodes)).toEqual([0, 0]);

    for (let n = 1; n <= 51; n++)
      expect((await post('/admin/people', { name: `Pager ${n}`, name_fa: `ورق ${n}`, kind: 'director' })).status).toBe(
        200,
      );
    const people = (await get('/admin/people?q=pager')).body.data;
    expect(people).toMatchObject({ page: 1, more: true });
    expect(people.people[0].name).toBe('Pager 51');
    expect(names((await get('/admin/people?q=pager&page=2')).body.data.people)).toEqual(['Pager 1']);
  });

  it('finds the audit log by mobile, action or target, % taken as typed, newest first in pages', async () => {
    const log = (q: string, page = 1) =>
      get(`/admin/audit?q=${encodeURIComponent(q)}&page=${page}`).then((r) => r.body.data);
    const byAction = await log('FILM.CREATE');
    expect(byAction).toMatchObject({ page: 1, more: true });
    expect(byAction.rows).toHaveLength(50);
    expect(byAction.rows.every((r: { action: string }) => r.action === 'film.create')).toBe(true);
    const ids = byAction.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const rest = await log('film.create', 2);
    expect(rest).toMatchObject({ page: 2, more: false });
    // 4 + 51 films made in this file.
    expect(rest.rows).toHaveLength(5);
    expect((await log('%')).rows).toEqual([]);
    expect((await log(ADMIN_MOBILE.slice(-5))).rows).toHaveLength(50);
    expect((await log('person:')).rows[0].target).toMatch(/^person:\d+$/);
  });
});
