// spec §8 and §9: a page chunk that fails to load (a deploy replaced the hashed files this page
// names) triggers one full reload, at most once per 60 seconds, so the visitor gets the new page
// instead of a dead island, and a chunk that is really missing cannot reload in a loop.

/** spec §9: the reload guard after a chunk-load failure. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** sessionStorage key of the time of the last such reload (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** The messages browsers give a failed dynamic import (Chromium, Safari, Firefox). */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** Whether an error (or rejection reason) is a failed load of a page chunk. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_LOAD_FAILURE.test(message);
}

/** The guard: no reload yet in this tab, or the last one 60 s ago or more. Bad stored values read as none. */
export function mayReload(lastReloadAt: string | null, now: number): boolean {
  const last = Number(lastReloadAt);
  if (lastReloadAt === null || !Number.isFinite(last) || last > now) return true;
  return now - last >= CHUNK_RELOAD_GUARD_MS;
}

/**
 * Reloads once when the guard allows it and returns whether it did. The time is written first:
 * when storage is blocked (or full) the guard cannot be kept, so there is no reload at all rather
 * than a loop.
 */
export function reloadOnce(storage: () => Storage, now: number, reload: () => void): boolean {
  try {
    const store = storage();
    if (!mayReload(store.getItem(CHUNK_RELOAD_KEY), now)) return false;
    store.setItem(CHUNK_RELOAD_KEY, String(now));
    if (store.getItem(CHUNK_RELOAD_KEY) !== String(now)) return false;
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Listens for chunk failures: Vite's preload error, an island that could not hydrate, an unhandled rejection. */
export function watchChunkLoadFailures(): void {
  const recover = (event: Event, reason: unknown) => {
    // Vite's event is itself the sign of a failed chunk (its CSS or its module).
    if (event.type !== 'vite:preloadError' && !isChunkLoadError(reason)) return;
    // Cancelled only when reloading: otherwise the error is reported as usual.
    if (
      reloadOnce(
        () => sessionStorage,
        Date.now(),
        () => location.reload(),
      )
    )
      event.preventDefault();
  };
  window.addEventListener('vite:preloadError', (event) => {
    recover(event, (event as Event & { payload?: unknown }).payload);
  });
  // Astro's island loader retries the import once, then dispatches this (cancelable) event.
  window.addEventListener('astro:hydration-error', (event) => {
    recover(event, (event as CustomEvent<{ error?: unknown }>).detail?.error);
  });
  window.addEventListener('unhandledrejection', (event) => recover(event, event.reason));
}
