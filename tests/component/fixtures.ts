import { vi } from 'vitest';
import type { SiteUser } from '../../src/contract/schemas/site';
import { siteView, type SiteView } from '../../src/lib/api/views/site';
import { FALLBACK_SITE } from '../../src/lib/server/site-fallback';

/** A user state (spec §3) of the guest status call: the neutral brand, with the test's fields. */
export const siteUser = (fields: Partial<SiteUser>): SiteUser => ({ ...FALLBACK_SITE, ...fields });

/** The same user state as the islands' store holds it (reshaped for a Persian page). */
export const userView = (fields: Partial<SiteUser>): SiteView => siteView(siteUser(fields), 'fa');

/** One answer of the stubbed API: a status (200 when absent) and a JSON body, or a network failure. */
export type ApiReply = { status?: number; body: unknown } | Error;

/** A request the stubbed API received. */
export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
  /** Only when asked for (`recordHeaders`). */
  headers?: unknown;
}

/**
 * Stubs fetch with answers by "METHOD /path": a list answers in turn, its last entry repeating; an
 * Error is a failed network call; an unknown route answers 404. Returns the calls as they come,
 * with their headers when `recordHeaders` is set.
 */
export function stubApi(
  routes: Record<string, ApiReply | ApiReply[]>,
  { recordHeaders = false }: { recordHeaders?: boolean } = {},
): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({
        method,
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        credentials: init.credentials,
        ...(recordHeaders ? { headers: init.headers } : {}),
      });
      const route = routes[`${method} ${url}`];
      const reply = (Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route) ?? {
        status: 404,
        body: { message: 'Not found' },
      };
      if (reply instanceof Error) throw reply;
      return { status: reply.status ?? 200, json: async () => reply.body };
    }),
  );
  return calls;
}
