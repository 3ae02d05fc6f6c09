import { beforeEach, describe, expect, it, vi } from 'vitest';

// docs/admin.md "Brands": the brands' domains the site serves besides SITE_HOSTS, asked of the
// provider (GET /get/site/domains), kept a while, dropped when a brand is saved; closed when the
// provider cannot say.

const siteDomains = vi.fn<() => Promise<string[]>>();
vi.mock('../../src/lib/server/api/client', () => ({ api: { siteDomains: () => siteDomains() } }));
vi.mock('../../src/ops/logger', () => ({ log: { warn: () => {} } }));

const { brandHosts, forgetBrandHosts, isBrandHost, BRAND_HOSTS_TTL_MS } =
  await import('../../src/lib/server/brand-hosts');

describe('the brands’ hosts', () => {
  beforeEach(() => {
    forgetBrandHosts();
    siteDomains.mockReset();
  });

  it('serves a brand’s domain, any port or case, and no other host', async () => {
    siteDomains.mockResolvedValue(['localhost', 'cinema.example']);
    for (const host of ['cinema.example', 'Cinema.Example:443', 'cinema.example.'])
      expect(await isBrandHost(host)).toBe(true);
    for (const host of ['evil.example', 'x.cinema.example', 'cinema.example.evil.example', '', 'cinema example'])
      expect(await isBrandHost(host)).toBe(false);
  });

  it('asks the provider once a while, and again after a brand is saved', async () => {
    siteDomains.mockResolvedValue(['cinema.example']);
    const now = Date.now();
    await Promise.all([brandHosts(now), brandHosts(now), isBrandHost('cinema.example')]);
    expect(siteDomains).toHaveBeenCalledTimes(1);
    await brandHosts(now + BRAND_HOSTS_TTL_MS - 1000);
    expect(siteDomains).toHaveBeenCalledTimes(1);
    siteDomains.mockResolvedValue(['cinema.example', 'new.example']);
    forgetBrandHosts();
    expect(await isBrandHost('new.example')).toBe(true);
    expect(siteDomains).toHaveBeenCalledTimes(2);
    await brandHosts(Date.now() + BRAND_HOSTS_TTL_MS + 1);
    expect(siteDomains).toHaveBeenCalledTimes(3);
  });

  it('does not keep an answer asked for before a brand was saved', async () => {
    let answer: (domains: string[]) => void = () => {};
    siteDomains.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const early = brandHosts();
    forgetBrandHosts();
    siteDomains.mockResolvedValue(['saved.example']);
    answer(['old.example']);
    expect([...(await early)]).toEqual(['old.example']);
    expect(await isBrandHost('saved.example')).toBe(true);
  });

  it('refuses unknown hosts while the provider cannot say, keeping the domains it knew', async () => {
    siteDomains.mockRejectedValue(new Error('provider down'));
    expect(await isBrandHost('cinema.example')).toBe(false);
    siteDomains.mockResolvedValue(['cinema.example']);
    expect(await isBrandHost('cinema.example')).toBe(true);
    siteDomains.mockRejectedValue(new Error('provider down'));
    expect(await isBrandHost('cinema.example')).toBe(true);
    const later = Date.now() + BRAND_HOSTS_TTL_MS + 1;
    expect((await brandHosts(later)).has('cinema.example')).toBe(true);
    expect((await brandHosts(later)).has('evil.example')).toBe(false);
  });
});
