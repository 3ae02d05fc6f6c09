import { timingSafeEqual } from 'node:crypto';
import type { APIContext } from 'astro';
import { config } from '../../../config';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * docs/operations.md "Logs, health, metrics": who may read /metrics. With METRICS_TOKEN set, a caller presenting it as a
 * bearer token (Prometheus' `authorization` setting), from anywhere; without it, only a caller
 * on this machine. The figures say how busy the site is and how payments go: not for everyone.
 */
export function mayReadMetrics(context: Pick<APIContext, 'request' | 'clientAddress'>): boolean {
  if (config.METRICS_TOKEN) {
    const presented = /^Bearer (.+)$/.exec(context.request.headers.get('authorization') ?? '')?.[1];
    return presented !== undefined && sameText(presented, config.METRICS_TOKEN);
  }
  try {
    return LOOPBACK.test(context.clientAddress);
  } catch {
    return false;
  }
}
