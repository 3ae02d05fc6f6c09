import '../rules/zod-jitless';
import Cookies from 'js-cookie';
import { z } from 'zod';
import { clearValidationErrors, setValidationErrors } from '../../stores/errors';
import { withProgress } from '../../stores/progress';
import type { Locale } from '../i18n';
import { apiErrorOf } from './errors';
import { userBody } from './schemas/site';
import { API_PREFIX } from '../rules/contract';

// ARCHITECTURE.md §5: the islands' one way to the API: same-origin calls to the gateway
// (/api/v1/*), which adds the bearer token from the HttpOnly cookie. Answers are parsed with zod;
// failures follow spec §8 here and nowhere else. Server-only modules (transport, config) must not
// be imported: this file ships to the browser.

const API = API_PREFIX;

/** The guest status call with the default check suffix (spec §7, CHECK_SUFFIX in src/config.ts). */
const CHECK_USER = '/ghost/get/checkuser';

/** The locale of the page, written on <html data-locale> by the base layout. */
export const pageLocale = (): Locale =>
  typeof document !== 'undefined' && document.documentElement.dataset['locale'] === 'en' ? 'en' : 'fa';

/** Answer of POST /login/send-code (the accounts contract). */
const codeSent = z.object({ data: z.object({ sent: z.boolean(), resend_after: z.number().int() }) });
/** Answer of POST /login: the gateway keeps the token in its HttpOnly cookie and drops it here. */
const loggedIn = z.object({ data: z.object({ logged_in: z.boolean() }) });
const anyBody = z.unknown();
const userAnswer = z.object({ data: userBody });

interface Call {
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** spec §4 Other: every island request runs the progress bar (it shows after 200 ms; fails with the request). */
const call = <T extends z.ZodType>(path: string, schema: T, options: Call = {}) =>
  withProgress(() => request(path, schema, options));

async function request<T extends z.ZodType>(path: string, schema: T, { method = 'GET', body }: Call = {}) {
  clearValidationErrors(); // spec §8: before each new request
  const locale = pageLocale();
  // Field errors come back in the page's language (the provider reads Accept-Language).
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'accept-language': locale },
  };
  if (body !== undefined) {
    init.headers = { accept: 'application/json', 'accept-language': locale, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, init);
  } catch {
    throw apiErrorOf(0, null, locale);
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.status === 401) await endSession();
  if (response.status !== 200) {
    const error = apiErrorOf(response.status, data, locale);
    if (Object.keys(error.errors).length > 0) setValidationErrors(error.errors);
    throw error;
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw apiErrorOf(response.status, null, locale);
  return parsed.data as z.infer<T>;
}

/** Every cookie page scripts can see, removed on the paths and host it may have been set for. */
function clearScriptCookies(): void {
  for (const name of Object.keys(Cookies.get())) {
    Cookies.remove(name);
    Cookies.remove(name, { path: '/' });
    Cookies.remove(name, { path: '/', domain: location.hostname });
  }
}

/**
 * spec §8 401: GET /logout?2, then all cookies and local storage are cleared and the page
 * reloads, also when the logout call fails. (The HttpOnly auth cookie is cleared by the gateway.)
 */
export async function endSession(): Promise<void> {
  try {
    await withProgress(() => fetch(`${API}/logout?2`, { credentials: 'same-origin' }));
  } catch {
    // spec §8: the reload happens also if the logout call fails.
  }
  clearScriptCookies();
  try {
    localStorage.clear();
  } catch {
    // Storage may be blocked by the browser; nothing else to clear then.
  }
  location.reload();
}

/** spec §4 Login flow step 2: the code is sent by SMS; ref is a number, 0 when none. */
export const sendCode = async (mobile: string, ref: number) =>
  (await call('/login/send-code', codeSent, { method: 'POST', body: { mobile, ref } })).data;

/** spec §4 Login flow step 4: the mobile and the 4-digit code (sent as password, spec §3). */
export const login = async (mobile: string, code: string) =>
  (await call('/login', loggedIn, { method: 'POST', body: { mobile, password: code } })).data;

/** spec §4 Auth: the server revokes the session and the gateway clears the cookie. */
export const logout = async () => {
  await call('/logout', anyBody, { method: 'POST', body: {} });
};

/** spec §4 Auth: the user state (the guest's, or the user's with the auth cookie). */
export const fetchUser = async () => (await call(CHECK_USER, userAnswer)).data.user;
