import { beforeEach, describe, expect, it } from 'vitest';
import {
  AnswerShelf,
  CACHE_STALE_MS,
  CACHE_TTL_MS,
  catalogAnswers,
  commentAnswers,
  searchAnswers,
} from '../../src/lib/server/api/cache';
import { metricsText } from '../../src/ops/metrics';

const cached = <T>(key: string, load: () => Promise<T>, now: number) => catalogAnswers.get(key, load, now);
const clearCache = () => {
  catalogAnswers.clear();
  searchAnswers.clear();
  commentAnswers.clear();
};

/** Lets the cache's promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the catalog answers', () => {
  beforeEach(clearCache);

  it('loads once within the TTL', async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached('k', load, 0)).toBe(1);
    expect(await cached('k', load, CACHE_TTL_MS - 1)).toBe(1);
    expect(loads).toBe(1);
  });

  it('after the TTL answers the old value at once and refreshes it once in the background', async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached('k', load, 0)).toBe(1);
    await settle();
    // Two visitors right after expiry: both get the stale answer, one refresh runs.
    const [first, second] = [cached('k', load, CACHE_TTL_MS + 1), cached('k', load, CACHE_TTL_MS + 2)];
    expect([await first, await second]).toEqual([1, 1]);
    expect(loads).toBe(2);
    await settle();
    expect(await cached('k', load, CACHE_TTL_MS + 3)).toBe(2);
  });

  it('keeps the old value when the refresh fails, and tries again on the next request', async () => {
    let fail = false;
    let loads = 0;
    const load = async () => {
      loads++;
      if (fail) throw new Error('down');
      return loads;
    };
    await cached('k', load, 0);
    await settle();
    fail = true;
    expect(await cached('k', load, CACHE_TTL_MS + 1)).toBe(1);
    await settle();
    expect(await cached('k', load, CACHE_TTL_MS + 2)).toBe(1);
    expect(loads).toBe(3);
  });

  it('loads again, and waits for it, once the answer is older than the stale window', async () => {
    let loads = 0;
    const load = async () => ++loads;
    await cached('k', load, 0);
    await settle();
    expect(await cached('k', load, CACHE_TTL_MS + CACHE_STALE_MS + 1)).toBe(2);
  });

  it('does not keep failures', async () => {
    await expect(cached('k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    await settle();
    expect(await cached('k', async () => 'up', 1)).toBe('up');
  });
});

describe('AnswerShelf', () => {
  beforeEach(clearCache);

  it('holds at most its size, letting the oldest answers go first', async () => {
    const shelf = new AnswerShelf(3);
    for (const key of ['a', 'b', 'c', 'd']) await shelf.get(key, async () => key, 0);
    expect(shelf.size).toBe(3);
    let loads = 0;
    expect(await shelf.get('a', async () => `a${++loads}`, 1)).toBe('a1');
    expect(await shelf.get('d', async () => `d${++loads}`, 1)).toBe('d');
    expect(loads).toBe(1);
  });

  it('a flood of made-up search terms never pushes the catalog answers out', async () => {
    let catalogLoads = 0;
    const page = async () => ++catalogLoads;
    await cached('|fa|/getV2/movie/1', page, 0);
    for (let i = 0; i < 5_000; i++) await searchAnswers.get(`term-${i}`, async () => i, 0);
    expect(searchAnswers.size).toBeLessThanOrEqual(500);
    expect(await cached('|fa|/getV2/movie/1', page, 1)).toBe(1);
    expect(catalogLoads).toBe(1);
  });
});

describe('the answer cache lookups counted for /metrics (vod_answer_cache_lookups_total)', () => {
  beforeEach(clearCache);

  const searchCounts = async () => {
    const lines = (await metricsText()).body.split('\n');
    const count = (result: string) =>
      Number(
        lines
          .find((line) => line.startsWith(`vod_answer_cache_lookups_total{shelf="search",result="${result}"}`))
          ?.split(' ')[1] ?? 0,
      );
    return { hit: count('hit'), stale: count('stale'), miss: count('miss'), skipped: count('skipped') };
  };

  it('counts each search lookup by what answered it: a miss, a hit, a stale answer, or none asked', async () => {
    const before = await searchCounts();
    const load = async () => 'answer';
    await searchAnswers.get('term', load, 0);
    await searchAnswers.get('term', load, 1);
    await settle();
    await searchAnswers.get('term', load, CACHE_TTL_MS + 1);
    await searchAnswers.get('another term', load, 2);
    searchAnswers.skipped();
    const after = await searchCounts();
    expect({
      hit: after.hit - before.hit,
      stale: after.stale - before.stale,
      miss: after.miss - before.miss,
      skipped: after.skipped - before.skipped,
    }).toEqual({ hit: 1, stale: 1, miss: 2, skipped: 1 });
  });
});

describe('the comments shelf', () => {
  beforeEach(clearCache);

  it("keeps a title's comments 10 s, then asks again and waits for the new answer (never stale)", async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await commentAnswers.get('c', load, 0)).toBe(1);
    expect(await commentAnswers.get('c', load, 9_999)).toBe(1);
    await settle();
    // Past 10 s the first visitor waits for the fresh answer: a new comment is never hidden
    // behind a stale copy.
    expect(await commentAnswers.get('c', load, 10_001)).toBe(2);
    expect(loads).toBe(2);
  });

  it('forgets the answers of one title when a comment is posted, and keeps the others', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const key = (locale: string, id: number) => `h|${locale}|/ghost/comments-v2?type=movie&id=${id}&page=1&limit=20`;
    for (const k of [key('fa', 3), key('en', 3), key('fa', 31)]) await commentAnswers.get(k, load, 0);
    commentAnswers.forget((k) => k.includes('|/ghost/comments-v2?type=movie&id=3&'));
    expect(await commentAnswers.get(key('fa', 3), load, 1)).toBe(4);
    expect(await commentAnswers.get(key('en', 3), load, 1)).toBe(5);
    expect(await commentAnswers.get(key('fa', 31), load, 1)).toBe(3);
  });
});
