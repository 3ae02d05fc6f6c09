import { beforeEach, describe, expect, it } from 'vitest';
import { CACHE_TTL_MS, cached, clearCache } from '../../src/lib/api/cache';

describe('cached()', () => {
  beforeEach(clearCache);

  it('loads once within the TTL and again after it', async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached('k', load, 0)).toBe(1);
    expect(await cached('k', load, CACHE_TTL_MS - 1)).toBe(1);
    expect(await cached('k', load, CACHE_TTL_MS + 1)).toBe(2);
  });

  it('does not keep failures', async () => {
    await expect(cached('k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cached('k', async () => 'up', 1)).toBe('up');
  });
});
