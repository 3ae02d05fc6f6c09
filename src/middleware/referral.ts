import type { APIContext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { referralCookies } from '../lib/server/auth/cookie';
import { isPageGet } from './request';

/** spec §5 Referral: the cookies a page request's ?ref= sets (none when there is no valid one). */
export const referralOf = (context: APIContext) =>
  isPageGet(context) ? referralCookies(context.url.searchParams.get('ref'), context.url.protocol === 'https:') : [];

/** spec §5 Referral: ?ref= on any page sets the ref cookies, so that answer is this visitor's own. */
export const referral = defineMiddleware(async (context, next) => {
  const cookies = referralOf(context);
  const response = await next();
  if (cookies.length === 0) return response;
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
});
