import { describe, expect, it } from 'vitest';
import { scaleAccounts } from '../../src/provider/seed/scale/accounts';
import { scaleCatalog } from '../../src/provider/seed/scale/catalog';
import { SPEC_SIZES } from '../../src/provider/seed/scale/sizes';
import { catalog as demo } from '../../src/provider/seed/catalog';

const NOW = Date.UTC(2026, 10, 23);
const catalog = scaleCatalog(SPEC_SIZES);
const accounts = scaleAccounts(SPEC_SIZES.users, catalog, demo.plans, NOW);
const ofType = (type: string) => catalog.titles.filter((row) => row[1] === type);

describe('the scale seed at the spec size', () => {
  it('holds at least 35,000 episodes in 1,500 series, 5,000 films and 20,000 people', () => {
    expect(ofType('episode').length).toBeGreaterThanOrEqual(35_000);
    expect(ofType('series')).toHaveLength(1_500);
    expect(new Set(ofType('episode').map((row) => row[2])).size).toBe(1_500);
    expect(ofType('movie')).toHaveLength(5_000);
    expect(catalog.people).toHaveLength(20_000);
  });

  it('gives 100,000 users subscriptions, payments and watch history', () => {
    expect(accounts.users).toHaveLength(100_000);
    expect(new Set(accounts.users.map((row) => row[1])).size).toBe(100_000);
    for (const rows of [accounts.subscriptions, accounts.payments, accounts.purchases, accounts.watch])
      expect(rows.length).toBeGreaterThan(10_000);
  });

  it('writes two ledger rows per paid subscription, netting to a zero balance', () => {
    expect(accounts.ledger).toHaveLength(2 * accounts.subscriptions.length);
    expect(accounts.ledger.reduce((sum, row) => sum + (row[3] as number), 0)).toBe(0);
  });

  it('gives every title a unique id and one to three genres', () => {
    expect(new Set(catalog.titles.map((row) => row[0])).size).toBe(catalog.titles.length);
    const genres = new Map<unknown, number>();
    for (const [id] of catalog.titleGenres) genres.set(id, (genres.get(id) ?? 0) + 1);
    expect(genres.size).toBe(ofType('movie').length + ofType('series').length);
    expect(Math.max(...genres.values())).toBeLessThanOrEqual(3);
  });

  it('is the same on every run', () => {
    const again = scaleCatalog(SPEC_SIZES);
    expect(again.titles.slice(-3)).toEqual(catalog.titles.slice(-3));
    expect(again.credits.length).toBe(catalog.credits.length);
    expect(scaleAccounts(1_000, again, demo.plans, NOW)).toEqual(scaleAccounts(1_000, catalog, demo.plans, NOW));
  });
});
