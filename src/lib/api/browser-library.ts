import { call, isRecord, type Check } from './browser';

// content-api "Titles" statistics and "Watching and buying" watchlist, plus the clap call the
// provider adds (docs/media.md "Calls the contract does not name"): what a title page's watchlist and
// clap buttons read and toggle. Browser-only, loaded with their island, not with the page.

export type LibraryTitleType = 'movie' | 'series' | 'episode';

/** The viewer's side of a title: its claps, and whether it is clapped and on the watchlist. */
export interface TitleStatistics {
  claps: number;
  clapped: boolean;
  watchlisted: boolean;
}

const statisticsAnswer: Check<{ claps: { total: number; user: number }; is_watchlist: boolean }> = (
  data,
): data is { claps: { total: number; user: number }; is_watchlist: boolean } =>
  isRecord(data) &&
  isRecord(data['claps']) &&
  typeof data['claps']['total'] === 'number' &&
  typeof data['is_watchlist'] === 'boolean';

const watchlistAnswer: Check<{ is_watchlist: boolean }> = (data): data is { is_watchlist: boolean } =>
  isRecord(data) && typeof data['is_watchlist'] === 'boolean';

const clapAnswer: Check<{ user: number }> = (data): data is { user: number } =>
  isRecord(data) && typeof data['user'] === 'number';

/** `/(ghost/)get/statistics/{type}/:id`: a guest asks the ghost path. */
export async function fetchStatistics(type: LibraryTitleType, id: number, loggedIn: boolean): Promise<TitleStatistics> {
  const data = await call(`${loggedIn ? '' : '/ghost'}/get/statistics/${type}/${id}`, statisticsAnswer);
  return { claps: data.claps.total, clapped: data.claps.user === 1, watchlisted: data.is_watchlist };
}

/** `/create/watchlist`: toggles; answers whether the title is on the watchlist now. */
export async function toggleWatchlist(type: LibraryTitleType, id: number): Promise<boolean> {
  return (await call('/create/watchlist', watchlistAnswer, { method: 'POST', body: { id, type } })).is_watchlist;
}

/** `/create/clap`: toggles the viewer's clap; answers whether it is clapped now. */
export async function toggleClap(type: LibraryTitleType, id: number): Promise<boolean> {
  return (await call('/create/clap', clapAnswer, { method: 'POST', body: { id, type } })).user === 1;
}
