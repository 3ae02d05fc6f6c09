import { z } from 'zod';
import { filterSchema } from '../../contract/schemas/filter';
import { notFound } from '../errors';
import { ROUTE_ID } from '../../contract/rules/contract';
import { REF_MAX_LENGTH } from '../../contract/rules/referral';

/** Pages are whole numbers from 1; an absent page is the first. */
export const pageField = z.coerce.number().int().min(1).max(10_000).default(1);

/** The filter query of spec §4 plus a page: what lists, genres, cast and search accept. */
export const filterQuery = filterSchema.extend({ page: pageField, ref: z.string().max(REF_MAX_LENGTH).optional() });

/** A path id names a row: anything that is not a positive integer names nothing, so 404. */
export function pathId(raw: string | undefined, what: string, whatFa: string): number {
  if (!raw || !ROUTE_ID.test(raw)) throw notFound(what, whatFa);
  return Number(raw);
}
