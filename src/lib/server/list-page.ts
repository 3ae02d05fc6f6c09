import { ApiError } from '../api/errors';
import type { Filter, ListQuery } from '../../contract/rules/filter';

export type LoadedPage<T> = { status: 200; data: T } | { status: 400 | 404; data: null };

/**
 * One page of a paginated call under the page's query (brief rule 3): a bad filter or page is
 * 400, the provider's 404 or a page past the last is 404. The provider refuses pages beyond its
 * own bound with 422 (a validation error, spec §8), which is the visitor's bad page too: 400.
 */
export async function loadListPage<T extends { last_page: number }>(
  query: ListQuery,
  load: (filter: Filter, page: number) => Promise<T>,
): Promise<LoadedPage<T>> {
  if (!query.ok) return { status: 400, data: null };
  try {
    const data = await load(query.filter, query.page);
    return query.page > data.last_page ? { status: 404, data: null } : { status: 200, data };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
      return { status: error.status === 404 ? 404 : 400, data: null };
    }
    throw error;
  }
}
