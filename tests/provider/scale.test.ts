import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/provider/db/client';
import { people, titles } from '../../src/provider/db/schema';
import { titleQuery } from '../../src/provider/domain/catalog/search-statements';
import { searchTerms, type SearchPass } from '../../src/provider/domain/catalog/search-match';
import { ledgerProblems } from '../../src/provider/domain/money/invariant';
import { EMPTY_FILTER } from '../../src/contract/rules/filter';
import { seedScale } from '../../src/provider/seed/scale';
import { scaleCatalog } from '../../src/provider/seed/scale/catalog';
import { FIRST_ID, type ScaleSizes } from '../../src/provider/seed/scale/sizes';
import { catalog } from '../../src/provider/seed/catalog';
import { ENGINES, postJson, startProvider, type TestProvider } from './harness';

// A tenth of the spec's size (SPEC_SIZES): enough rows for the planner's own choices to show,
// small enough for every run of the suite.
const SIZES: ScaleSizes = { films: 500, series: 150, people: 2_000, users: 2_000 };
const expected = scaleCatalog(SIZES);

/** The plan PostgreSQL chooses for a pass of the title search of `query`, as text. */
async function planOf(db: Db, query: string, pass: SearchPass = 'typed'): Promise<string> {
  const result = (await db.execute(
    sql`EXPLAIN ${titleQuery(db, searchTerms(query), EMPTY_FILTER, 48, pass)}`,
  )) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

describe.each(ENGINES)('the scale seed on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
    await seedScale(provider.database.db, SIZES, catalog.plans);
  }, 120_000);
  afterAll(() => provider?.close());

  it('adds its films, series, episodes and people beside the demo catalog, once', async () => {
    const { db } = provider.database;
    const [titleCount] = await db.select({ n: count() }).from(titles);
    const demoTitles = catalog.movies.length + catalog.series.reduce((n, s) => n + 1 + s.episodes.length, 0);
    expect(titleCount?.n).toBe(demoTitles + expected.titles.length);
    const [personCount] = await db.select({ n: count() }).from(people);
    expect(personCount?.n).toBe(catalog.people.length + SIZES.people);
    expect(await seedScale(db, SIZES, catalog.plans)).toBe(false);
  });

  it("keeps the money ledger's invariant with its subscribers' payments", async () => {
    expect(await ledgerProblems(provider.database.db)).toEqual([]);
  });

  it('serves its titles and people through the API', async () => {
    const film = await provider.call(`/getV2/movie/${FIRST_ID.film}`);
    expect(film.status).toBe(200);
    const [row] = await provider.database.db.select().from(titles).where(eq(titles.id, FIRST_ID.film));
    const found = await provider.call('/ghost/get/search', postJson({ query: row!.nameFa }));
    expect(found.body.data.data.map((c: { id: number }) => c.id)).toContain(FIRST_ID.film);
    expect((await provider.call(`/ghost/get/cast/${FIRST_ID.person + 1}`)).status).toBe(200);
  });

  it('keeps the demo search answers: a demo title is still found by its own name', async () => {
    const demo = catalog.movies[0]!;
    const found = await provider.call('/ghost/get/search', postJson({ query: demo.name }));
    expect(found.body.data.data[0].id).toBe(demo.id);
  });

  it('finds a 2-character term at the start of a word of a name, not inside one', async () => {
    const search = async (query: string) =>
      (await provider.call('/ghost/get/search', postJson({ query }))).body.data.data as { name: string }[];
    const ri = await search('ri');
    expect(ri.length).toBeGreaterThan(0);
    for (const title of ri) expect(title.name.toLowerCase()).toMatch(/(^| )ri/);
    // "iv" is inside River, Distant, … but no word of a title's name starts with it.
    expect(await search('iv')).toEqual([]);
    expect((await search('ستا')).length).toBeGreaterThan(0);
  });

  it('finds a scale title by a Finglish spelling and with a typo', async () => {
    const search = async (query: string) =>
      (await provider.call('/ghost/get/search', postJson({ query }))).body.data.data as { name_fa: string }[];
    const finglish = await search('setareh');
    expect(finglish.length).toBeGreaterThan(0);
    for (const title of finglish.slice(0, 5)) expect(title.name_fa).toContain('ستاره');
    expect((await search('setare talaei')).some((title) => title.name_fa === 'ستاره طلایی')).toBe(true);
    expect((await search('ستاره طلاین')).some((title) => title.name_fa === 'ستاره طلایی')).toBe(true);
  });

  // docs/catalog.md "Search": search reads the trigram indexes, never the whole titles table: as
  // typed, for terms of 3 characters or more (anywhere in a name) and of 2 (at the start of a
  // word), and by sound; for a typo, by word similarity (search-match.ts).
  it.each([
    ['a Persian term', 'ستاره', 'typed', 'titles_search_compact_trgm_idx'],
    ['an English term', 'southern star', 'typed', 'titles_search_compact_trgm_idx'],
    ['a Finglish term', 'setareh talaei', 'typed', 'titles_search_skeleton_trgm_idx'],
    ['a 2-character term', 'zq', 'typed', 'titles_search_trgm_idx'],
    ['a 2-character Persian term', 'شب', 'typed', 'titles_search_trgm_idx'],
    ['a term with a typo', 'ستاره طلاین', 'typos', 'titles_search_trgm_idx'],
  ] as const)(
    'searches %s (%s, %s) on the trigram indexes, not a sequential scan of titles',
    async (_, term, pass, index) => {
      const plan = await planOf(provider.database.db, term, pass);
      expect(plan).not.toMatch(/Seq Scan on titles/);
      expect(plan).toContain(index);
    },
  );
});
