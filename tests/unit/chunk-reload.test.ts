import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  mayReload,
  reloadOnce,
} from '../../src/lib/behaviours/chunk-reload';

// spec §8 Page chunk load failure and §9: one full reload, at most once per 60 seconds.

/** A sessionStorage stand-in; blocked: every access throws, as in a browser refusing storage. */
function memoryStorage({ blocked = false, dropsWrites = false } = {}): Storage {
  const items = new Map<string, string>();
  const guard = () => {
    if (blocked) throw new DOMException('blocked', 'SecurityError');
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => (guard(), items.get(key) ?? null),
    setItem: (key, value) => {
      guard();
      if (!dropsWrites) items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}

describe('isChunkLoadError()', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/_astro/A.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://x/_astro/A.js',
  ])('knows %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(message)).toBe(true);
  });

  it.each([new Error('x is not a function'), null, undefined, 42, { message: 'Importing a module script failed' }])(
    'ignores %s',
    (reason) => {
      expect(isChunkLoadError(reason)).toBe(false);
    },
  );
});

describe('mayReload()', () => {
  const now = 1_000_000;
  it('allows the first reload', () => {
    expect(mayReload(null, now)).toBe(true);
  });

  it.each([
    [1, false],
    [CHUNK_RELOAD_GUARD_MS - 1, false],
    [CHUNK_RELOAD_GUARD_MS, true],
    [CHUNK_RELOAD_GUARD_MS + 1, true],
  ])('%i ms after the last reload: %s', (elapsed, allowed) => {
    expect(mayReload(String(now - elapsed), now)).toBe(allowed);
  });

  it('is 60 seconds', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });

  it.each(['', 'soon', 'NaN', String(now + 5000)])('reads a bad stored value %j as no reload yet', (value) => {
    expect(mayReload(value, now)).toBe(true);
  });
});

describe('reloadOnce()', () => {
  it('reloads once, then not again within 60 s, then again after 60 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(() => storage, 0 + 10_000, reload)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('10000');
    expect(reloadOnce(() => storage, 10_000 + 59_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(() => storage, 10_000 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage is blocked (it could not stop a loop)', () => {
    const reload = vi.fn();
    expect(reloadOnce(() => memoryStorage({ blocked: true }), 10_000, reload)).toBe(false);
    expect(
      reloadOnce(
        () => {
          throw new DOMException('denied', 'SecurityError');
        },
        10_000,
        reload,
      ),
    ).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the time cannot be written', () => {
    const reload = vi.fn();
    expect(reloadOnce(() => memoryStorage({ dropsWrites: true }), 10_000, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
