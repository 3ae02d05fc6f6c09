import { and, asc, desc, like } from 'drizzle-orm';
import type { Filter } from '../../../lib/rules/filter';
import { normalizeForSearch } from '../../../lib/rules/search';
import type { Db } from '../../db/client';
import { people, titles } from '../../db/schema';
import { toCards } from './cards';
import { filterConditions, notEpisode } from './filter-sql';
import { toPerson } from './people';

export const SEARCH_TITLE_LIMIT = 48;
export const SEARCH_CAST_LIMIT = 24;

/** A LIKE pattern matching the normalised query anywhere, with LIKE's wildcards taken literally. */
const containsPattern = (query: string) => `%${normalizeForSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `/ghost/get/search`: films and series whose Persian or English name matches, and people by
 * name. Both sides are compared in normalizeForSearch form (src/lib/rules/search.ts).
 */
export async function search(db: Db, query: string, filter: Filter) {
  const pattern = containsPattern(query);
  const [titleRows, personRows] = await Promise.all([
    db
      .select()
      .from(titles)
      .where(and(like(titles.searchText, pattern), notEpisode(), ...filterConditions(filter)))
      .orderBy(desc(titles.rate), asc(titles.id))
      .limit(SEARCH_TITLE_LIMIT),
    db.select().from(people).where(like(people.searchText, pattern)).orderBy(asc(people.id)).limit(SEARCH_CAST_LIMIT),
  ]);
  return { data: await toCards(db, titleRows), cast: personRows.map(toPerson) };
}
