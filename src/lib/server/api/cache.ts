// Provider answers that are the same for every visitor (guest GETs) are kept a short while in
// this process, so a burst of page views costs one provider call per path (ARCHITECTURE.md
// §3: catalog pages are the same for every visitor). After the TTL an answer is still
// served for a while, stale, while one call refreshes it in the background (stale-while-
// revalidate, as the catalog pages' Cache-Control lets shared caches do): a page whose answers
// just expired renders in milliseconds instead of waiting on the provider's queries.

export const CACHE_TTL_MS = 30_000;
/** How long after its TTL an answer may still be served while it is refreshed. */
export const CACHE_STALE_MS = 10 * 60_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  /** Fresh until then; served stale (and refreshed) until staleUntil. */
  expires: number;
  staleUntil: number;
  value: Promise<unknown>;
  /** Resolved successfully (only a settled answer is served stale). */
  settled: boolean;
  refreshing: boolean;
}

const entries = new Map<string, Entry>();

function store(key: string, value: Promise<unknown>, now: number): Entry {
  if (entries.size >= MAX_ENTRIES) {
    for (const [k, entry] of entries) if (entry.staleUntil <= now || entries.size >= MAX_ENTRIES) entries.delete(k);
  }
  const entry: Entry = {
    expires: now + CACHE_TTL_MS,
    staleUntil: now + CACHE_TTL_MS + CACHE_STALE_MS,
    value,
    settled: false,
    refreshing: false,
  };
  entries.set(key, entry);
  value.then(
    () => (entry.settled = true),
    () => entries.get(key) === entry && entries.delete(key),
  );
  return entry;
}

/**
 * The cached value of `key`, or the result of `load` kept for CACHE_TTL_MS; failures are not kept.
 * Past the TTL (up to CACHE_STALE_MS more) the old value answers at once while one `load` runs
 * in the background to replace it; a failed refresh keeps the old value.
 */
export function cached<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (hit && hit.settled && hit.staleUntil > now) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const fresh = load();
      fresh.then(
        () => entries.get(key) === hit && store(key, fresh, Date.now()),
        () => (hit.refreshing = false),
      );
    }
    return hit.value as Promise<T>;
  }
  return store(key, load(), now).value as Promise<T>;
}

export const clearCache = () => entries.clear();
