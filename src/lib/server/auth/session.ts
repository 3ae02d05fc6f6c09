import type { APIContext } from 'astro';
import { config } from '../../../config';
import { api } from '../api/client';
import { ApiError } from '../../api/errors';
import type { SiteUser } from '../../../contract/schemas/site';
import { AUTH_COOKIE, isWellFormedToken, setCookieHeader, THIRTY_DAYS_S } from './cookie';

// The session as the storefront server sees it: the cookie the gateway sets at login and clears
// at logout, and the user a page request stands for (spec §4 Auth).

/** The auth cookie after a successful login: HttpOnly so page scripts never see the token. */
export const loginCookie = (token: string, secure: boolean) =>
  setCookieHeader(AUTH_COOKIE, token, { maxAge: THIRTY_DAYS_S, httpOnly: true, secure });

/** The auth cookie removed (logout, and the spec §8 401 call GET /logout?2). */
export const logoutCookie = (secure: boolean) =>
  setCookieHeader(AUTH_COOKIE, '', { maxAge: 0, httpOnly: true, secure });

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The token of the provider's login answer (spec §7: token at the top level; data.token too), when it is well formed. */
export function tokenOf(body: unknown): string | null {
  const token = record(body)?.token ?? record(record(body)?.data)?.token;
  return typeof token === 'string' && isWellFormedToken(token) ? token : null;
}

/** The login answer page scripts get: the provider's data without the token, logged_in set. */
export function stripToken(body: unknown): { data: Record<string, unknown> } {
  const { token: _token, ...rest } = record(record(body)?.data) ?? {};
  return { data: { ...rest, logged_in: true } };
}

export type PageAccess = 'user' | 'guest' | 'any';

// spec §2 routes needing auth (/profile, /profile/list/:list, /profile/settings, /payments) and
// the guest-only /login; the other /profile/* pages are public catalog pages.
// /plan/:id too: buying a plan needs a user (spec §6), and the login brings the guest back.
// The back office (docs/admin.md) too: its pages need a user, whose roles the provider checks.
// And a title's comment form (/comment/:type/:id): a comment is written by someone logged in.
const USER_ONLY =
  /^\/(?:profile(?:\/settings|\/list\/[^/]+)?|payments|plan\/[^/]+|comment\/[^/]+\/[^/]+|admin(?:\/[^?#]*)?)\/?$/;
const GUEST_ONLY = /^\/login\/?$/;

/** Who may see a locale-free page path (spec §4 Auth). */
export function pageAccess(path: string): PageAccess {
  if (USER_ONLY.test(path)) return 'user';
  if (GUEST_ONLY.test(path)) return 'guest';
  return 'any';
}

/** spec §2 Layouts: the login modal is not mounted on the login route (the page is the form). */
export const isLoginPath = (path: string) => GUEST_ONLY.test(path);

/** spec §4: a logged-out visitor goes to /login, remembering the original path and query. */
export const loginRedirect = (loginPath: string, original: string) =>
  `${loginPath}?redirect=${encodeURIComponent(original)}`;

/**
 * The logged-in user of a request, or null: fetched with the cookie's token through the guest
 * status call (spec §7), which answers the user's own state for a valid token. A 401 (revoked or
 * expired session) or a guest answer means nobody is logged in.
 */
export async function currentUser(context: Pick<APIContext, 'cookies' | 'url' | 'locals'>): Promise<SiteUser | null> {
  const token = context.cookies.get(AUTH_COOKIE)?.value;
  if (!isWellFormedToken(token)) return null;
  try {
    const user = await api.guestStatus(config.CHECK_SUFFIX, {
      token,
      host: context.url.host,
      locale: context.locals.locale,
    });
    return user.scope.includes('user') ? user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
