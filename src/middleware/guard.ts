import type { APIContext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { currentUser, loginRedirect, pageAccess } from '../lib/server/auth/session';
import { localePath } from '../contract/rules/paths';
import { isPage, requestedPath } from './request';

/** spec §4 Auth: personal pages need a user, /login needs a guest; both depend on who asks. */
export const accessOf = (context: APIContext) => (isPage(context) ? pageAccess(context.url.pathname) : 'any');

/**
 * spec §4 Auth: a page needing auth sends a logged-out visitor to /login with the original path
 * and query to restore after login; the guest-only /login sends a logged-in user home. Personal
 * answers never enter a shared cache nor this process's page cache.
 */
export const guard = defineMiddleware(async (context, next) => {
  const access = accessOf(context);
  if (access === 'any') return next();
  const user = await currentUser(context);
  const { locale } = context.locals;
  let response: Response;
  if (access === 'user' && !user) {
    response = context.redirect(loginRedirect(localePath(locale, '/login'), requestedPath(context)), 302);
  } else if (access === 'guest' && user) {
    response = context.redirect(localePath(locale, '/'), 302);
  } else {
    response = await next();
  }
  response.headers.set('Cache-Control', 'no-store');
  return response;
});
