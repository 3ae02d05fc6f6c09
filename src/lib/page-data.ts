import { ApiError } from './api/errors';
import { readFilter, type Filter } from './rules/filter';

/** A route id: a positive integer, or null (spec §2: a route parameter validation failure gives not found). */
export function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null;
}

/** The provider's answer, or null when it says 404. Any other failure propagates. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export type ListQuery = { ok: true; filter: Filter; page: number } | { ok: false; fields: string[] };

/** The filter (spec §3 values) and page of a list page's query string; unknown values are refused. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const { filter, refused } = readFilter(params);
  const pageRaw = params.get('page');
  const page = pageRaw === null ? 1 : /^[1-9][0-9]{0,4}$/.test(pageRaw) ? Number(pageRaw) : null;
  if (refused.length > 0 || page === null)
    return { ok: false, fields: [...refused, ...(page === null ? ['page'] : [])] };
  return { ok: true, filter, page };
}
