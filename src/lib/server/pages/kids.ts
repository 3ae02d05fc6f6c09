import { ApiError } from '../../api/errors';
import { listView, type ListView } from '../../api/views/catalog';
import { EMPTY_FILTER } from '../../../contract/rules/filter';
import { api } from '../api/client';
import type { PageContext } from './context';

/** The list of kids and family titles the main brand's kids area shows (content-api lists). */
export const KIDS_LIST = 'kids';

/**
 * spec §2 /kids: the kids area opens on its titles (the first page of the kids list; the list's
 * own page has the rest). It had only a link to them, so a device in kids mode, which starts
 * there, showed no titles. A provider without the list gives an area without titles.
 */
export async function loadKidsTitles({ locale, options }: PageContext): Promise<ListView | null> {
  try {
    return listView(await api.list(KIDS_LIST, EMPTY_FILTER, 1, options), locale);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
