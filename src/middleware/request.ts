import type { APIContext } from 'astro';
import { localePath } from '../lib/rules/paths';

/** Pages and their forms, as opposed to the API gateway and the artwork route. */
export const isPage = (context: APIContext) =>
  !context.url.pathname.startsWith('/api/') && !context.url.pathname.startsWith('/img/');

export const isPageGet = (context: APIContext) => isPage(context) && context.request.method === 'GET';

/** The path and query as the visitor asked for them, /en prefix included. */
export const requestedPath = (context: APIContext) =>
  `${localePath(context.locals.locale, context.url.pathname)}${context.url.search}`;
