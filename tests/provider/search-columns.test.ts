import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people, titles } from '../../src/provider/db/schema';
import { fillSearchColumns, searchColumns } from '../../src/provider/domain/catalog/search-columns';
import { ENGINES, postJson, startProvider, type TestProvider } from './harness';

// The search columns (docs/catalog.md "Search: Finglish and typos") are written by the seed, and filled at
// start for rows that have none: a catalog seeded before migration 0005 added them.

describe('searchColumns()', () => {
  it('holds both names normalised, each name compacted, and the Persian name’s skeleton', () => {
    expect(searchColumns('Silent Pines', 'كاج‌هاي خاموش')).toEqual({
      searchText: 'silent pines کاجهای خاموش',
      searchCompact: 'silentpines کاجهایخاموش',
      searchSkeleton: 'کجه خمش',
    });
  });
});

describe.each(ENGINES)('fillSearchColumns() on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());

  it('fills rows written before the columns, and only those', async () => {
    const { db } = provider.database;
    // As migration 0005 leaves a catalog seeded before it (search_text of the old rules: آ kept).
    await db
      .update(titles)
      .set({ searchText: 'the last train to tabriz آخرین قطار تبریز', searchCompact: null, searchSkeleton: null })
      .where(eq(titles.id, 1));
    await db.update(people).set({ searchCompact: null, searchSkeleton: null }).where(eq(people.id, 17));
    const before = await provider.call('/ghost/get/search', postJson({ query: 'akharin ghatar' }));
    expect(before.body.data.data.map((c: { id: number }) => c.id)).not.toContain(1);

    expect(await fillSearchColumns(db)).toBe(2);
    const [row] = await db.select().from(titles).where(eq(titles.id, 1));
    expect(row).toMatchObject(searchColumns('The Last Train to Tabriz', 'آخرین قطار تبریز'));
    const after = await provider.call('/ghost/get/search', postJson({ query: 'akharin ghatar' }));
    expect(after.body.data.data[0].id).toBe(1);

    expect(await fillSearchColumns(db)).toBe(0);
    const [{ missing }] = (
      (await db.execute(sql`SELECT count(*)::int AS missing FROM titles WHERE search_skeleton IS NULL`)) as unknown as {
        rows: { missing: number }[];
      }
    ).rows as [{ missing: number }];
    expect(missing).toBe(0);
  });
});
