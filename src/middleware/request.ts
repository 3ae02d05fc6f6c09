import type { APIContext } from 'astro';
import { localePath } from '../contract/rules/paths';

/** The operators' calls (docs/operations.md "Logs, health, metrics"): health, readiness and metrics. */
const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
export const isOpsPath = (pathname: string) => OPS_PATHS.has(pathname);

/** Pages and their forms, as opposed to the API gateway, the artwork route and the operators' calls. */
export const isPage = (context: APIContext) =>
  !context.url.pathname.startsWith('/api/') &&
  !context.url.pathname.startsWith('/img/') &&
  !isOpsPath(context.url.pathname);

export const isPageGet = (context: APIContext) => isPage(context) && context.request.method === 'GET';

/** The path and query as the visitor asked for them, /en prefix included. */
export const requestedPath = (context: APIContext) =>
  `${localePath(context.locals.locale, context.url.pathname)}${context.url.search}`;
