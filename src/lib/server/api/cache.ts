// Provider answers that are the same for every visitor (guest GETs) are kept a short while in
// this process, so a burst of page views costs one provider call per path (ARCHITECTURE.md
// §3: catalog pages are the same for every visitor). After the TTL an answer is still
// served for a while, stale, while one call refreshes it in the background (stale-while-
// revalidate, as the catalog pages' Cache-Control lets shared caches do): a page whose answers
// just expired renders in milliseconds instead of waiting on the provider's queries.

export const CACHE_TTL_MS = 30_000;
/** How long after its TTL an answer may still be served while it is refreshed. */
export const CACHE_STALE_MS = 10 * 60_000;

import { answerCacheLookups } from '../../../ops/metrics';

interface Entry {
  /** Fresh until then; served stale (and refreshed) until staleUntil. */
  expires: number;
  staleUntil: number;
  value: Promise<unknown>;
  /** Resolved successfully (only a settled answer is served stale). */
  settled: boolean;
  refreshing: boolean;
}

/** How long a shelf keeps an answer fresh, and how long after that it may still serve it stale. */
export interface ShelfTimes {
  ttlMs: number;
  staleMs: number;
}

/** One bounded set of answers: past `maxEntries`, the stale and then the oldest go first. */
export class AnswerShelf {
  readonly #entries = new Map<string, Entry>();

  /** `name` labels its lookups (answerCacheLookups). */
  constructor(
    private readonly maxEntries: number,
    readonly name = 'catalog',
    private readonly times: ShelfTimes = { ttlMs: CACHE_TTL_MS, staleMs: CACHE_STALE_MS },
  ) {}

  /** Counts a lookup that did not reach the shelf (client.ts: API_CACHE=off, a logged-in call). */
  skipped() {
    answerCacheLookups.inc({ shelf: this.name, result: 'skipped' });
  }

  #store(key: string, value: Promise<unknown>, now: number): Entry {
    const entries = this.#entries;
    if (entries.size >= this.maxEntries) {
      for (const [k, entry] of entries)
        if (entry.staleUntil <= now || entries.size >= this.maxEntries) entries.delete(k);
    }
    const entry: Entry = {
      expires: now + this.times.ttlMs,
      staleUntil: now + this.times.ttlMs + this.times.staleMs,
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
   * The kept value of `key`, or the result of `load` kept for the shelf's TTL; failures are not kept.
   * Past the TTL (up to the shelf's stale time more) the old value answers at once while one `load` runs
   * in the background to replace it; a failed refresh keeps the old value.
   */
  get<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) {
      answerCacheLookups.inc({ shelf: this.name, result: 'hit' });
      return hit.value as Promise<T>;
    }
    if (hit && hit.settled && hit.staleUntil > now) {
      answerCacheLookups.inc({ shelf: this.name, result: 'stale' });
      if (!hit.refreshing) {
        hit.refreshing = true;
        const fresh = load();
        fresh.then(
          () => this.#entries.get(key) === hit && this.#store(key, fresh, Date.now()),
          () => (hit.refreshing = false),
        );
      }
      return hit.value as Promise<T>;
    }
    answerCacheLookups.inc({ shelf: this.name, result: 'miss' });
    return this.#store(key, load(), now).value as Promise<T>;
  }

  get size() {
    return this.#entries.size;
  }

  clear() {
    this.#entries.clear();
  }

  /** Drops the answers whose key `matches` (a title's comments after one was posted here). */
  forget(matches: (key: string) => boolean) {
    for (const key of [...this.#entries.keys()]) if (matches(key)) this.#entries.delete(key);
  }
}

/** The catalog's answers: pages, lists, titles, people (a few thousand paths are popular). */
export const catalogAnswers = new AnswerShelf(2_000);
/**
 * Search answers, by term and filter: a release night's visitors search the same few names, while
 * a stream of made-up terms only churns this smaller shelf, never the catalog's.
 */
export const searchAnswers = new AnswerShelf(500, 'search');
/**
 * A title's first comments: kept 10 s and never served stale, so a new comment reaches a title
 * page within one page render (the page is kept 30 s, decision 0004) and ten seconds, while a
 * burst of renders of a popular title (or `PAGE_CACHE=off`) costs one provider call per 10 s
 * instead of three queries a render.
 */
export const commentAnswers = new AnswerShelf(2_000, 'comments', { ttlMs: 10_000, staleMs: 0 });
