import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../src/provider/seed/catalog';
import { ENGINES, postJson, startProvider, type TestProvider } from './harness';

const persianTitle = catalog.movies.find((m) => m.ir && /[یک]/.test(m.nameFa))!;
const foreignTitle = catalog.movies.find((m) => !m.ir)!;
const person = catalog.people.find((p) => p.kind === 'iranian-actor')!;

describe.each(ENGINES)('cast, live and search on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());

  const search = (query: string, filter = '') => provider.call(`/ghost/get/search${filter}`, postJson({ query }));

  it('answers a cast member with their filmography', async () => {
    const { status, body } = await provider.call(`/ghost/get/cast/${person.id}`);
    expect(status).toBe(200);
    expect(body.data.cast).toMatchObject({ id: person.id, name_fa: person.nameFa, bio_fa: person.bioFa });
    const credited = [...catalog.movies, ...catalog.series].filter((t) =>
      t.credits.some((c) => c.personId === person.id),
    );
    expect(body.data.filmography.map((c: any) => c.id).sort()).toEqual(
      credited
        .map((t) => t.id)
        .slice(0, 24)
        .sort(),
    );
    const missing = await provider.call('/ghost/get/cast/9999');
    expect(missing.status).toBe(404);
  });

  it.each([
    ['1/ir', 'iranian-actor'],
    ['1/nonir', 'foreign-actor'],
    ['2/all', 'director'],
  ])('lists /new_casts/%s/0 as %s', async (path, kind) => {
    const { body } = await provider.call(`/new_casts/${path}/0`);
    expect(body.data.casts.length).toBeGreaterThan(0);
    for (const p of body.data.casts) expect(p.kind).toBe(kind);
  });

  it('splits directors into Iranian and foreign by the titles they directed', async () => {
    const ir = await provider.call('/new_casts/2/ir/0');
    const nonir = await provider.call('/new_casts/2/nonir/0');
    expect(ir.body.data.casts.length).toBeGreaterThan(0);
    expect(nonir.body.data.casts.length).toBeGreaterThan(0);
  });

  it.each([['/new_casts/3/ir/0'], ['/new_casts/1/us/0'], ['/new_casts/1/ir/1']])('answers 404 for %s', async (path) => {
    expect((await provider.call(path)).status).toBe(404);
  });

  it('lists the six live channels and the playlist of one', async () => {
    const { body } = await provider.call('/lives');
    expect(body.data.lives).toHaveLength(6);
    const watch = await provider.call(`/ghost/get/watch/live/${body.data.lives[0].id}`);
    expect(watch.body.data.video.video).toMatch(/^http:\/\/localhost\/media\/t\/\d+\.w\.[\w-]+\/live\/\d+\/master\.m3u8$/);
    expect((await provider.call('/ghost/get/watch/live/77')).status).toBe(404);
  });

  it('finds a title by its Persian name', async () => {
    const { status, body } = await search(persianTitle.nameFa);
    expect(status).toBe(200);
    expect(body.data.data.map((c: any) => c.id)).toContain(persianTitle.id);
  });

  it('finds a title by its English name in any letter case', async () => {
    const { body } = await search(foreignTitle.name.toUpperCase());
    expect(body.data.data.map((c: any) => c.id)).toContain(foreignTitle.id);
  });

  it('treats Arabic ي and ك as Persian ی and ک', async () => {
    const arabic = persianTitle.nameFa.replaceAll('ی', 'ي').replaceAll('ک', 'ك');
    const { body } = await search(arabic);
    expect(body.data.data.map((c: any) => c.id)).toContain(persianTitle.id);
  });

  it('ignores zero-width non-joiners and diacritics', async () => {
    const words = persianTitle.nameFa.replaceAll('\u200c', '');
    const decorated = [...words].map((ch, i) => (i === 1 ? `${ch}\u064e` : ch)).join('\u200c');
    const { body } = await search(decorated);
    expect(body.data.data.map((c: any) => c.id)).toContain(persianTitle.id);
  });

  it('treats Persian digits as Latin ones', async () => {
    const digitTitle = catalog.movies.find((m) => /[۰-۹]/.test(m.nameFa))!;
    const words = digitTitle.nameFa.split(' ').slice(-2).join(' ');
    const latin = words.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
    const arabicIndic = words.replace(/[۰-۹]/g, (d) => String.fromCharCode(0x0660 + d.charCodeAt(0) - 0x06f0));
    expect(latin).not.toBe(words);
    for (const query of [words, latin, arabicIndic]) {
      const { body } = await search(query);
      expect(
        body.data.data.map((c: any) => c.id),
        query,
      ).toContain(digitTitle.id);
    }
  });

  it('finds people by name, in Persian and in English', async () => {
    const fa = await search(person.nameFa);
    expect(fa.body.data.cast.map((p: any) => p.id)).toContain(person.id);
    const en = await search(person.name.toLowerCase());
    expect(en.body.data.cast.map((p: any) => p.id)).toContain(person.id);
  });

  it('narrows search results with the filter', async () => {
    const { body } = await search(foreignTitle.name, '?country=IR');
    expect(body.data.data.map((c: any) => c.id)).not.toContain(foreignTitle.id);
  });

  it('takes LIKE wildcards literally', async () => {
    const { status, body } = await search('%%');
    expect(status).toBe(200);
    expect(body.data.data).toEqual([]);
  });

  it.each([['a'], [' '], ['\u200cب'], ['']])('refuses the 1-character query %j with 422', async (query) => {
    const { status, body } = await search(query);
    expect(status).toBe(422);
    expect(body.errors.query).toBeTruthy();
    expect(body.message_fa).toMatch(/[\u0600-\u06ff]/);
  });

  it('refuses a malformed body with 400, and a missing query with 422', async () => {
    const malformed = await provider.call('/ghost/get/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message_fa).toBeTruthy();
    const missing = await provider.call('/ghost/get/search', postJson({}));
    expect(missing.status).toBe(422);
  });
});
