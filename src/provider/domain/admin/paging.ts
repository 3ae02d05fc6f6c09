import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

// docs/admin.md: what the back office's lists share: a text found anywhere in a column (its LIKE
// wildcards taken literally), and a page of rows newest first with whether more follow.

/** `text` as LIKE matches it anywhere (its wildcards escaped). */
export const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Any of `columns` holding `q` anywhere, in any case (ILIKE, wildcards escaped). */
export const likeEither = (q: string, ...columns: [AnyColumn, ...AnyColumn[]]) => {
  const like = likeAnywhere(q);
  return or(...columns.map((column) => ilike(column, like))) as SQL;
};

/** One page of a list: `page` as asked, whether a next page has rows, and this page's rows. */
export interface Page<T> {
  page: number;
  more: boolean;
  rows: T[];
}

/**
 * Page `page` (from 1; anything lower is the first) of `size` rows, read by `read` with the
 * limit and offset: one row more than the page is read, to know whether another page follows.
 */
export async function pageOf<T>(
  page: number,
  size: number,
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const rows = await read(size + 1, (Math.max(1, page) - 1) * size);
  return { page, more: rows.length > size, rows: rows.slice(0, size) };
}
