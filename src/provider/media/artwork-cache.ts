// The drawn photos, kept in memory (docs/decisions/0014-demo-artwork.md): least recently used first out, within
// a byte budget. A picture asked for while it is being drawn waits for that drawing.

const BUDGET = 48 * 1024 * 1024;

const kept = new Map<string, Buffer>();
const drawing = new Map<string, Promise<Buffer | null>>();
let bytes = 0;

function keep(key: string, value: Buffer) {
  kept.set(key, value);
  bytes += value.length;
  for (const [oldest, old] of kept) {
    if (bytes <= BUDGET) break;
    kept.delete(oldest);
    bytes -= old.length;
  }
}

/** The kept bytes of `key`, else those `draw` makes (kept for next time unless null). */
export function cachedArtwork(key: string, draw: () => Promise<Buffer | null>): Promise<Buffer | null> {
  const hit = kept.get(key);
  if (hit) {
    // Most recently used: to the back of the line.
    kept.delete(key);
    kept.set(key, hit);
    return Promise.resolve(hit);
  }
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw()
      .then((value) => {
        if (value) keep(key, value);
        return value;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

/** Drops every kept picture whose key starts with `prefix` (its files were deleted). */
export function forgetCachedArtwork(prefix: string) {
  for (const [key, value] of kept) {
    if (!key.startsWith(prefix)) continue;
    kept.delete(key);
    bytes -= value.length;
  }
}
