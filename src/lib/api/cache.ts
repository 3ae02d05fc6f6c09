// Provider answers that are the same for every visitor (guest GETs) are kept a short while in
// this process, so a burst of page views costs one provider call per path (issue: catalog pages
// "provider responses cached in the server with a short TTL").

export const CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

/** The cached value of `key`, or the result of `load` kept for CACHE_TTL_MS; failures are not kept. */
export function cached<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) {
    for (const [k, entry] of entries) if (entry.expires <= now || entries.size >= MAX_ENTRIES) entries.delete(k);
  }
  const value = load();
  entries.set(key, { expires: now + CACHE_TTL_MS, value });
  value.catch(() => entries.delete(key));
  return value;
}

export const clearCache = () => entries.clear();
