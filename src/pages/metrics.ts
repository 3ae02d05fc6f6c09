import type { APIRoute } from 'astro';
import { mayReadMetrics } from '../lib/server/ops/metrics-access';
import { metricsText } from '../ops/metrics';

export const prerender = false;

/** docs/operations.md "Logs, health, metrics": Prometheus metrics of this process, for METRICS_TOKEN or loopback callers. */
export const GET: APIRoute = async (context) => {
  if (!mayReadMetrics(context)) {
    return new Response('Forbidden\n', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const { body, contentType } = await metricsText();
  return new Response(body, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
};
