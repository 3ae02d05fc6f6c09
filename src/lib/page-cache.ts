// Catalog HTML is the same for every visitor (ARCHITECTURE.md §3), so this process keeps each
// rendered page a short while and answers repeats from memory: a popular title page costs one
// render per TTL, not one per visitor (the quality bar: rendered pages at least half as fast as
// the same bytes served statically). Only responses the middleware marked shared-cacheable enter.

export const PAGE_TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

const entries = new Map<string, Entry>();
let bytes = 0;

function drop(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  bytes -= entry.body.byteLength;
  entries.delete(key);
}

/** A fresh copy of the cached response for `key`, or null. */
export function cachedPage(key: string, now = Date.now()): Response | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.expires <= now) {
    drop(key);
    return null;
  }
  // Map order is recency order: move the hit to the end.
  entries.delete(key);
  entries.set(key, entry);
  return new Response(entry.body.slice(), { status: entry.status, headers: entry.headers });
}

/** Keeps `response` under `key` and answers an equivalent response to send now. */
export async function keepPage(key: string, response: Response, now = Date.now()): Promise<Response> {
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = [...response.headers.entries()].filter(([name]) => name.toLowerCase() !== 'set-cookie');
  if (body.byteLength <= MAX_BYTES / 16) {
    drop(key);
    entries.set(key, { expires: now + PAGE_TTL_MS, status: response.status, headers, body });
    bytes += body.byteLength;
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      drop(oldest);
    }
  }
  return new Response(body, { status: response.status, headers: response.headers });
}

export const pageCacheSize = () => ({ entries: entries.size, bytes });

export function clearPageCache() {
  entries.clear();
  bytes = 0;
}
