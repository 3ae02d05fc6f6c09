import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { normalizeForSearch } from '../../../contract/rules/search';
import { toLatinDigits } from '../../../contract/rules/digits';
import type { Db } from '../../db/client';
import { titles } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import { notEpisode } from '../catalog/filter-sql';
import { likeAnywhere, likeEither, pageOf } from './paging';

// docs/admin.md "Catalog": what the editors of people, genres, lists and the slider share: a
// step up or down in an order, the films and series a form may pick, and the errors they give.

export type Step = 'up' | 'down' | 'first';

/**
 * `ids` in their order with `id` moved one place up (earlier), down, or first. An id that is
 * not there is a 404 of `what`.
 */
export function moved<T>(ids: readonly T[], id: T, step: Step, what: [string, string]): T[] {
  const at = ids.indexOf(id);
  if (at < 0) throw notFound(...what);
  const next = [...ids];
  next.splice(at, 1);
  const to = step === 'first' ? 0 : step === 'up' ? Math.max(0, at - 1) : Math.min(ids.length - 1, at + 1);
  next.splice(to, 0, id);
  return next;
}

/** Writes 0…n-1 in `order`'s order. */
export async function rewriteOrder<T>(order: readonly T[], write: (id: T, sort: number) => Promise<unknown>) {
  for (const [sort, id] of order.entries()) await write(id, sort);
}

/** A field's error in the spec §8 envelope (as validation gives), with its status. */
export const fieldError = (status: 404 | 409 | 422, field: string, en: string, fa: string) =>
  new ProviderError(status, en, fa, { [field]: [en] }, undefined, { [field]: [fa] });

/** How many films or series a page of the back office's lists shows. */
export const TITLES_PAGE_SIZE = 50;

/**
 * One page of films or series, newest first (the back office's additions at the top), found by
 * either name: the films' and the series' lists.
 */
export function findTitles(db: Db, type: 'movie' | 'series', q: string | undefined, page = 1) {
  const conditions: SQL[] = [eq(titles.type, type)];
  if (q) conditions.push(likeEither(q, titles.name, titles.nameFa));
  return pageOf(page, TITLES_PAGE_SIZE, (limit, offset) =>
    db
      .select()
      .from(titles)
      .where(and(...conditions))
      .orderBy(desc(titles.id))
      .limit(limit)
      .offset(offset),
  );
}

/**
 * Films and series (not episodes) whose name, in either script, holds `q`, or whose id it is:
 * what a form offers to attach or add. Drafts too: an editor prepares before publishing.
 */
export async function titleCandidates(db: Db, q: string, limit = 10) {
  const query = toLatinDigits(q).trim();
  if (!query) return [];
  const match: SQL[] = [sql`${titles.searchText} LIKE ${likeAnywhere(normalizeForSearch(query))}`];
  if (/^\d{1,9}$/.test(query)) match.push(eq(titles.id, Number(query)));
  const rows = await db
    .select({
      id: titles.id,
      type: titles.type,
      name: titles.name,
      nameFa: titles.nameFa,
      year: titles.year,
      published: titles.published,
    })
    .from(titles)
    .where(and(notEpisode(), or(...match)))
    .orderBy(desc(titles.year), desc(titles.id))
    .limit(limit);
  return rows.map(titleChoice);
}

export const titleChoice = (row: {
  id: number;
  type: string;
  name: string;
  nameFa: string;
  year: number;
  published: boolean;
}) => ({
  id: row.id,
  type: row.type,
  name: row.name,
  name_fa: row.nameFa,
  year: row.year,
  published: row.published,
});

/** A film or series by id (an episode is no choice: it shows its series' credits and rows). */
export async function titleToPick(db: Db, id: number) {
  const [row] = await db.select().from(titles).where(eq(titles.id, id)).limit(1);
  if (!row || row.type === 'episode')
    throw fieldError(404, 'title_id', 'No film or series has this id.', 'فیلم یا سریالی با این شناسه نیست.');
  return row;
}
