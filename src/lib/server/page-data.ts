import { ApiError } from '../api/errors';

/** The provider's answer, or null when it says 404. Any other failure propagates. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
