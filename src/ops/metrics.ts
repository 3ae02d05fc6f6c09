import client, { type Counter, type CounterConfiguration } from 'prom-client';

// Prometheus metrics (docs/operations.md "Logs, health, metrics"), in prom-client's default registry: the storefront's
// HTTP traffic and page cache here, the provider's payments and login codes in
// src/provider/metrics.ts, plus Node's process metrics (memory, CPU, event loop lag, GC).

const PREFIX = 'vod_';

/** A counter registered once, even when a module is evaluated twice (tests, bundle chunks). */
export function counter<T extends string>(settings: CounterConfiguration<T>): Counter<T> {
  return (client.register.getSingleMetric(settings.name) as Counter<T> | undefined) ?? new client.Counter(settings);
}

const DEFAULTS_SLOT = Symbol.for('vod-storefront.default-metrics');
const scope = globalThis as { [DEFAULTS_SLOT]?: true };
if (!scope[DEFAULTS_SLOT]) {
  scope[DEFAULTS_SLOT] = true;
  client.collectDefaultMetrics({ prefix: PREFIX });
}

/** Requests by route pattern (/movie/[id], not /movie/12: one series a route), method and status. */
export const httpRequests = counter({
  name: `${PREFIX}http_requests_total`,
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
});

export const httpDuration =
  (client.register.getSingleMetric(`${PREFIX}http_request_duration_seconds`) as
    client.Histogram<'route' | 'method'> | undefined) ??
  new client.Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from the request reaching the site to its answer, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  });

export const httpInFlight =
  (client.register.getSingleMetric(`${PREFIX}http_requests_in_flight`) as client.Gauge | undefined) ??
  new client.Gauge({
    name: `${PREFIX}http_requests_in_flight`,
    help: 'Requests being answered now (health, readiness and metrics calls not counted)',
  });

/** The page cache's lookups (src/lib/server/page-cache.ts): hit rate = hit / (hit + miss). */
export const pageCacheLookups = counter({
  name: `${PREFIX}page_cache_lookups_total`,
  help: 'Shared pages looked up in the page cache, by result (hit or miss)',
  labelNames: ['result'] as const,
});

/**
 * The provider answer cache's lookups (src/lib/server/api/cache.ts), by shelf (catalog, search)
 * and result: hit, stale (served while refreshed), miss, or skipped (API_CACHE=off, a logged-in
 * call, an answer never kept). bench:scale reads it to show its "every term new" section asked
 * the provider each time (docs/benchmarks.md).
 */
export const answerCacheLookups = counter({
  name: `${PREFIX}answer_cache_lookups_total`,
  help: 'Provider answers looked up in the answer cache, by shelf and result (hit, stale, miss, skipped)',
  labelNames: ['shelf', 'result'] as const,
});

/** The exposition text of every metric, and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await client.register.metrics(), contentType: client.register.contentType };
}
