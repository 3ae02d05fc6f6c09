import Cookies from 'js-cookie';
import { clearValidationErrors, setValidationErrors } from '../../stores/errors';
import { withProgress } from '../../stores/progress';
import type { Locale } from '../i18n';
import { apiErrorOf } from './errors';
import type { SiteUser } from '../../contract/schemas/site';
import { siteView } from './views/site';
import { API_PREFIX } from '../../contract/rules/contract';

// ARCHITECTURE.md §5: the islands' one way to the API: same-origin calls to the gateway
// (/api/v1/*), which adds the bearer token from the HttpOnly cookie; failures follow spec §8 here
// and nowhere else. Server-only modules (transport, config) must not be imported: this file ships
// to the browser. Answers are checked for the fields the islands read, not parsed with zod: the
// gateway is our own origin, and zod alone weighed 25 KB gzip of every page (docs/decisions/0001-react-islands-on-first-use.md).

const API = API_PREFIX;

/**
 * The guest status call: GET /ghost/get plus the configured check suffix (spec §7, CHECK_SUFFIX in
 * src/config.ts), which the base layout writes on <html data-check-suffix>.
 */
const checkUserPath = () => `/ghost/get${document.documentElement.dataset['checkSuffix'] ?? '/checkuser'}`;

/** The locale of the page, written on <html data-locale> by the base layout. */
export const pageLocale = (): Locale =>
  typeof document !== 'undefined' && document.documentElement.dataset['locale'] === 'en' ? 'en' : 'fa';

/** A check of an answer's `data`: true when it holds what the caller reads. */
export type Check<T> = (data: unknown) => data is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Answer of POST /login/send-code (the accounts contract). */
const codeSent: Check<{ sent: boolean; resend_after: number }> = (
  data,
): data is { sent: boolean; resend_after: number } =>
  isRecord(data) && typeof data['sent'] === 'boolean' && Number.isInteger(data['resend_after']);
/** Answer of POST /login: the gateway keeps the token in its HttpOnly cookie and drops it here. */
const loggedIn: Check<{ logged_in: boolean }> = (data): data is { logged_in: boolean } =>
  isRecord(data) && typeof data['logged_in'] === 'boolean';
/** An answer whose body nothing reads (logout). */
const anything: Check<unknown> = (_data): _data is unknown => true;
/** The user state (spec §3; schemas/site.ts is its full shape, which the page client parses). */
const userAnswer: Check<{ user: SiteUser }> = (data): data is { user: SiteUser } => {
  const user = isRecord(data) ? data['user'] : undefined;
  return isRecord(user) && Array.isArray(user['scope']) && typeof user['subscription'] === 'number';
};

interface Call {
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** spec §4 Other: every island request runs the progress bar (it shows after 200 ms; fails with the request). */
export const call = <T>(path: string, check: Check<T>, options: Call = {}) =>
  withProgress(() => request(path, check, options));

async function request<T>(path: string, check: Check<T>, { method = 'GET', body }: Call = {}): Promise<T> {
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
  const answer = isRecord(data) ? data['data'] : undefined;
  if (!check(answer)) throw apiErrorOf(response.status, null, locale);
  return answer;
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
export const sendCode = (mobile: string, ref: number) =>
  call('/login/send-code', codeSent, { method: 'POST', body: { mobile, ref } });

/** spec §4 Login flow step 4: the mobile and the 4-digit code (sent as password, spec §3). */
export const login = (mobile: string, code: string) =>
  call('/login', loggedIn, { method: 'POST', body: { mobile, password: code } });

/** spec §4 Auth: the server revokes the session and the gateway clears the cookie. */
export const logout = async () => {
  await call('/logout', anything, { method: 'POST', body: {} });
};

/** docs/data-budget.md: the account's data saver, on every device the account logs in on. */
const dataSaverSaved: Check<{ data_saver: boolean }> = (data): data is { data_saver: boolean } =>
  isRecord(data) && typeof data['data_saver'] === 'boolean';
export const saveDataSaver = (on: boolean) =>
  call('/update/data-saver', dataSaverSaved, { method: 'POST', body: { data_saver: on } });

/** spec §4 Auth: the user state (the guest's, or the user's with the auth cookie), in the page's language. */
export const fetchUser = async () => siteView((await call(checkUserPath(), userAnswer)).user, pageLocale());
