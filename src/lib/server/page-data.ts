import { ApiError } from '../api/errors';

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
