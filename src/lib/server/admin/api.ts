import type { AstroCookies } from 'astro';
import { z } from 'zod';
import { ApiError, apiErrorOf } from '../../api/errors';
import { adminMe, type AdminMe } from '../../../contract/schemas/admin';
import type { Locale } from '../../i18n';
import { API_PREFIX } from '../../../contract/rules/contract';
import { catalogAnswers, commentAnswers, searchAnswers } from '../api/cache';
import { sendToProvider } from '../api/transport';
import { AUTH_COOKIE } from '../auth/cookie';
import { clearPageCache } from '../page-cache';
import { forgetBrandHosts } from '../brand-hosts';

// docs/admin.md: the back office's pages reach the provider's /admin calls with the operator's
// own token (the HttpOnly cookie), never through the answer cache: every answer is personal.

export interface AdminRequest {
  cookies: AstroCookies;
  url: URL;
  locale: Locale;
  clientAddress: string | null;
}

export function adminCaller(request: AdminRequest) {
  const token = request.cookies.get(AUTH_COOKIE)?.value ?? '';
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    headers.set('accept-language', request.locale === 'en' ? 'en' : 'fa');
    if (request.clientAddress) headers.set('x-client-ip', request.clientAddress);
    return sendToProvider(`${API_PREFIX}${path}`, { ...init, headers }, request.url.host);
  };
  const read = async <T extends z.ZodType>(response: Response, schema: T): Promise<z.infer<T>> => {
    const body: unknown = await response.json().catch(() => null);
    if (response.status !== 200) throw apiErrorOf(response.status, body, request.locale);
    const { data } = z.object({ data: z.unknown() }).parse(body);
    return schema.parse(data) as z.infer<T>;
  };
  return {
    get: async <T extends z.ZodType>(path: string, schema: T) => read(await send(path), schema),
    post: async (path: string, body: unknown) =>
      read(
        await send(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        z.unknown(),
      ),
    /** The raw answer (the CSV report). */
    raw: send,
  };
}
export type AdminCaller = ReturnType<typeof adminCaller>;

/** Who the operator is, or null when they hold no back-office role (403). */
export async function adminMeOf(caller: AdminCaller): Promise<AdminMe | null> {
  try {
    return await caller.get('/admin/me', adminMe);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

/**
 * The storefront's caches after a catalog change (docs/decisions/0004-page-cache.md and 0005): this
 * process drops its kept pages and provider answers, so the next visitor sees the change at once;
 * other processes behind a balancer see it within their 30 s (docs/admin.md "Catalog").
 */
export function forgetCatalog() {
  clearPageCache();
  catalogAnswers.clear();
  searchAnswers.clear();
  commentAnswers.clear();
  // A brand's save may add a domain the site serves (docs/admin.md "Brands").
  forgetBrandHosts();
}
