import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_RATINGS_BY_FILTER } from '../../src/contract/rules/filter';
import { ENGINES, startProvider, type TestProvider } from './harness';

describe.each(ENGINES)('lists, rows and filters on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());

  /** Every title of a list under a filter, across all of its pages. */
  async function wholeList(key: string, query = '') {
    const cards: any[] = [];
    for (let page = 1; ; page++) {
      const { status, body } = await provider.call(`/ghost/get/get_listV3/${key}?page=${page}${query}`);
      expect(status).toBe(200);
      cards.push(...body.data.list.data);
      if (page >= body.data.list.last_page) return cards;
    }
  }

  it('answers the home list as data.data, each row named in both languages', async () => {
    const { status, body } = await provider.call('/get/discover');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const row of body.data) {
      expect(row.list_fa).toMatch(/[\u0600-\u06ff]/);
      expect(row.list_en).toBeTruthy();
      expect(row.data.length).toBeGreaterThan(0);
    }
  });

  it('pages discover rows and answers no rows past the last page', async () => {
    const first = await provider.call('/getV2/discover?discover_page=1');
    expect(first.body.data.last_page).toBeGreaterThan(1);
    const last = first.body.data.last_page;
    const beyond = await provider.call(`/getV2/discover?discover_page=${last + 1}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.data).toEqual([]);
    const second = await provider.call('/getV2/discover?discover_page=2');
    const firstLists = first.body.data.data.map((r: any) => r.list);
    for (const row of second.body.data.data) expect(firstLists).not.toContain(row.list);
  });

  it('answers the top list under data.data.top, narrowed by the filter', async () => {
    const all = await provider.call('/getV2/get_top');
    expect(all.body.data.top.length).toBeGreaterThan(0);
    const series = await provider.call('/getV2/get_top?f_type=series');
    for (const card of series.body.data.top) expect(card.type).toBe('series');
    const slider = await provider.call('/get/slider');
    expect(slider.body.data.sliders.length).toBeGreaterThan(0);
    // Absolute, as the original client uses them (the site the request came through).
    expect(slider.body.data.sliders[0].image_mobile_src).toMatch(/^http:\/\/localhost\/img\/slide\//);
    // The hero's key art carries no words (the storefront writes the title over it).
    expect(slider.body.data.sliders[0].image_src).toMatch(/^http:\/\/localhost\/img\/backdrop\/\d+-plain\.jpg$/);
  });

  it('paginates a genre list with real totals', async () => {
    const { body } = await provider.call('/ghost/get/get_listV3/drama?page=1');
    const list = body.data.list;
    expect(list.list).toBe('drama');
    expect(list.per_page).toBe(24);
    expect(list.last_page).toBe(Math.max(1, Math.ceil(list.total / 24)));
    const cards = await wholeList('drama');
    expect(cards).toHaveLength(list.total);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    for (const card of cards) expect(Object.keys(card.new_genres)).toContain('drama');
  });

  it.each([
    ['f_type=movie', (c: any) => c.type === 'movie'],
    ['f_type=series', (c: any) => c.type === 'series'],
    ['country=IR', (c: any) => c.ir === true],
    ['country=noIR', (c: any) => c.ir === false],
    ['lang=persian', (c: any) => c.ir || c.persian],
    ['lang=nopersian', (c: any) => !c.ir && !c.persian],
    ...Object.entries(AGE_RATINGS_BY_FILTER).map(
      ([age, ratings]) => [`age=${age}`, (c: any) => ratings.includes(c.age)] as [string, (c: any) => boolean],
    ),
  ])('keeps only matching titles for %s', async (query, matches) => {
    const everything = (
      await Promise.all(['drama', 'comedy', 'action', 'family', 'animation'].map((g) => wholeList(g)))
    ).flat();
    const filtered = (
      await Promise.all(['drama', 'comedy', 'action', 'family', 'animation'].map((g) => wholeList(g, `&${query}`)))
    ).flat();
    expect(filtered.every(matches)).toBe(true);
    expect(filtered.length).toBe(everything.filter(matches).length);
  });

  it('combines filters (all must hold)', async () => {
    const cards = await wholeList('drama', '&f_type=movie&country=IR');
    for (const card of cards) expect(card.type === 'movie' && card.ir).toBe(true);
  });

  it.each([
    ['f_type=film', 'f_type'],
    ['country=US', 'country'],
    ['lang=english', 'lang'],
    ['age=NC-17', 'age'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
  ])('refuses %s with 422 and a Persian message naming the field', async (query, field) => {
    const { status, body } = await provider.call(`/ghost/get/get_listV3/drama?${query}`);
    expect(status).toBe(422);
    expect(body.errors[field]).toBeTruthy();
    expect(body.message_fa).toMatch(/[\u0600-\u06ff]/);
    expect(body.message).toContain(field);
  });

  it('answers 404 for an unknown list', async () => {
    const { status, body } = await provider.call('/ghost/get/get_listV3/no-such-list');
    expect(status).toBe(404);
    expect(body.message_fa).toBeTruthy();
  });

  it('answers the named lists in their editorial order', async () => {
    const { body } = await provider.call('/getV2/discover');
    const row = body.data.data[0];
    const list = await provider.call(`/ghost/get/get_listV3/${row.list}`);
    expect(list.body.data.list.data.slice(0, row.data.length).map((c: any) => c.id)).toEqual(
      row.data.map((c: any) => c.id),
    );
  });

  it('lists genres that have titles under the filter, each with a cover', async () => {
    const all = await provider.call('/new_genres');
    // At the top level, as the original's genres page reads it (res.data.genres).
    expect(all.body.genres).toHaveLength(20);
    const kids = await provider.call('/new_genres?age=G');
    expect(kids.body.genres.length).toBeLessThanOrEqual(20);
    for (const g of all.body.genres) expect(g.cover).toMatch(/^\/img\/genre\//);
  });
});
