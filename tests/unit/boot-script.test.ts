import { describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT, KIDS_KEY } from '../../src/lib/behaviours/boot-script.mjs';

// spec §4 Auth start-up: a user whose local kids flag is set is redirected to /kids. The boot
// script's own text runs here, against a stand-in page.

interface Visit {
  /** <html data-kids>: the kids path, absent in a partner brand. */
  kids?: string;
  pathname: string;
  flag?: string | null;
  referrer?: string;
  storageBlocked?: boolean;
}

const ORIGIN = 'https://site.plus';

/** Runs the boot script and returns where it redirected, or null. */
function boot({ kids, pathname, flag = null, referrer = '', storageBlocked = false }: Visit): string | null {
  const replace = vi.fn();
  const dataset: Record<string, string> = { locale: 'fa', ...(kids ? { kids } : {}) };
  const document = { documentElement: { dataset }, referrer, cookie: '' };
  const localStorage = {
    getItem: (key: string) => {
      if (storageBlocked) throw new DOMException('blocked', 'SecurityError');
      return key === KIDS_KEY ? flag : null;
    },
  };
  const location = { origin: ORIGIN, pathname, replace };
  const matchMedia = () => ({ matches: false });
  new Function('document', 'localStorage', 'location', 'matchMedia', BOOT_SCRIPT)(
    document,
    localStorage,
    location,
    matchMedia,
  );
  return replace.mock.calls.length > 0 ? (replace.mock.calls[0]![0] as string) : null;
}

describe('the kids redirect of the boot script', () => {
  it('sends a flagged device from the home page to /kids', () => {
    expect(boot({ kids: '/kids', pathname: '/', flag: '1' })).toBe('/kids');
  });

  it('sends an English page to /en/kids', () => {
    expect(boot({ kids: '/en/kids', pathname: '/en/', flag: '1' })).toBe('/en/kids');
  });

  it('redirects any page reached from outside the site', () => {
    expect(boot({ kids: '/kids', pathname: '/movie/1', flag: '1', referrer: 'https://search.example/' })).toBe('/kids');
  });

  it.each([
    ['not set', null],
    ['cleared to another value', '0'],
    ['a bad value', 'yes please'],
  ])('does nothing when the flag is %s', (_, flag) => {
    expect(boot({ kids: '/kids', pathname: '/', flag })).toBeNull();
  });

  it.each(['/kids', '/kids/'])('does not redirect %s to itself', (pathname) => {
    expect(boot({ kids: '/kids', pathname, flag: '1' })).toBeNull();
  });

  it('never redirects in a partner brand, which has no /kids', () => {
    expect(boot({ pathname: '/', flag: '1' })).toBeNull();
  });

  it('lets the kids area be browsed: pages reached from the site itself stay', () => {
    expect(boot({ kids: '/kids', pathname: '/lists/kids', flag: '1', referrer: `${ORIGIN}/kids` })).toBeNull();
  });

  it('does not take a look-alike host for the site', () => {
    expect(boot({ kids: '/kids', pathname: '/', flag: '1', referrer: `${ORIGIN}.evil.example/` })).toBe('/kids');
  });

  it('does nothing, and does not fail, when storage is blocked', () => {
    expect(boot({ kids: '/kids', pathname: '/', flag: '1', storageBlocked: true })).toBeNull();
  });
});

describe('the kids flag on the page', () => {
  /** Runs the boot script on a main-brand page; answers <html>'s dataset after it. */
  const datasetAfter = (flag: string | null, storageBlocked = false) => {
    const dataset: Record<string, string> = { locale: 'fa', kids: '/kids' };
    const document = { documentElement: { dataset }, referrer: `${ORIGIN}/`, cookie: '' };
    const localStorage = {
      getItem: (key: string) => {
        if (storageBlocked) throw new DOMException('blocked', 'SecurityError');
        return key === KIDS_KEY ? flag : null;
      },
    };
    const location = { origin: ORIGIN, pathname: '/profile', replace: vi.fn() };
    new Function('document', 'localStorage', 'location', 'matchMedia', BOOT_SCRIPT)(
      document,
      localStorage,
      location,
      () => ({ matches: false }),
    );
    return dataset;
  };

  it('marks <html data-kids-mode="on"> for /profile’s tile when the flag is set', () => {
    expect(datasetAfter('1')['kidsMode']).toBe('on');
  });

  it.each([null, '0', 'yes'])('marks nothing when the flag is %s', (flag) => {
    expect(datasetAfter(flag)['kidsMode']).toBeUndefined();
  });

  it('marks nothing, and does not fail, when storage is blocked', () => {
    expect(datasetAfter('1', true)['kidsMode']).toBeUndefined();
  });
});
