import { and, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { AGE_RATINGS_BY_FILTER, type Filter } from '../../../contract/rules/filter';
import { titles } from '../../db/schema';

/**
 * spec §3 Filter as SQL over titles. Language: "persian" is Persian audio (an Iranian title, or a
 * foreign one dubbed); "nopersian" is a foreign title in its original language with subtitles.
 */
export function filterConditions(filter: Filter): SQL[] {
  // A title the back office has not published (docs/admin.md "Catalog") is in no list or search.
  const conditions: SQL[] = [eq(titles.published, true)];
  if (filter.f_type !== '0') conditions.push(eq(titles.type, filter.f_type));
  if (filter.country === 'IR') conditions.push(eq(titles.ir, true));
  if (filter.country === 'noIR') conditions.push(eq(titles.ir, false));
  if (filter.lang === 'persian') conditions.push(or(eq(titles.ir, true), eq(titles.persian, true)) as SQL);
  if (filter.lang === 'nopersian') conditions.push(and(not(titles.ir), not(titles.persian)) as SQL);
  if (filter.age !== '0') conditions.push(inArray(titles.age, [...AGE_RATINGS_BY_FILTER[filter.age]]));
  return conditions;
}

/**
 * Films and series, not episodes: written as the literal predicate of the partial indexes on
 * titles (db/schema.ts), which a bound parameter would not match.
 */
export const notEpisode = (): SQL => sql`${titles.type} <> 'episode'`;
