import { randomUUID } from 'node:crypto';
import { defineMiddleware } from 'astro:middleware';
import { requestContext } from '../ops/log.mjs';
import { log } from '../ops/logger';
import { httpDuration, httpInFlight, httpRequests } from '../ops/metrics';
import { isOpsPath } from './request';

/** What the steps learn about a request while it passes, read back when it is answered. */
interface RequestFacts {
  id: string;
  route?: string;
  cache?: 'hit' | 'miss' | 'off';
}

/** An id the caller (a balancer, a test) sent, when it is a plain token; else a new one. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The facts of the request being served (the page-cache step notes hits and misses). */
export const requestFacts = () => requestContext.getStore() as RequestFacts | undefined;

/**
 * docs/operations.md "Logs, health, metrics": every request gets an id (`x-request-id`, kept when the caller sent a
 * well-formed one, answered in any case), one JSON log line when answered (id, route pattern,
 * status, time) and its Prometheus series by route pattern. The path is logged without its
 * query string, and the line is scrubbed of anything that looks like a number or a card.
 */
export const observe = defineMiddleware(async (context, next) => {
  const started = performance.now();
  const incoming = context.request.headers.get('x-request-id');
  const facts: RequestFacts = { id: incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID() };
  const path = context.url.pathname;
  const ops = isOpsPath(path);
  if (!ops) httpInFlight.inc();
  let status = 500;
  try {
    const response = await requestContext.run(facts, () => next());
    status = response.status;
    return withRequestId(response, facts.id);
  } catch (error) {
    requestContext.run(facts, () => log.error({ err: error }, 'request failed'));
    throw error;
  } finally {
    if (!ops) httpInFlight.dec();
    const seconds = (performance.now() - started) / 1000;
    const route = facts.route ?? context.routePattern;
    const { method } = context.request;
    httpRequests.inc({ route, method, status: String(status) });
    httpDuration.observe({ route, method }, seconds);
    const line = {
      reqId: facts.id,
      method,
      route,
      path,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      ...(facts.cache ? { cache: facts.cache } : {}),
    };
    // Probes and scrapes come every few seconds: only at debug level.
    if (ops) log.debug(line, 'request');
    else log.info(line, 'request');
  }
});

/**
 * The route pattern after the locale step's rewrite (/en/movie/1 is /movie/[id]): noted by a step
 * placed after it, since the first step's context still holds the route before the rewrite.
 */
export const observeRoute = defineMiddleware((context, next) => {
  const facts = requestFacts();
  if (facts) facts.route = context.routePattern;
  return next();
});

function withRequestId(response: Response, id: string): Response {
  try {
    response.headers.set('x-request-id', id);
    return response;
  } catch {
    // A response with immutable headers (fetched from elsewhere): copy it.
    const copy = new Response(response.body, response);
    copy.headers.set('x-request-id', id);
    return copy;
  }
}
