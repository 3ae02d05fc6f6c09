// docs/data-budget.md: what a title costs in mobile data, and the data saver's cap. Shared by
// the provider (estimates, the watch answer's cap) and the pages and player that show them.

/** The data saver (an account's setting, or the browser's `Save-Data: on`) plays at most this rung. */
export const DATA_SAVER_MAX_HEIGHT = 360;

/** Whether a request's `Save-Data` header asks for less data (its one defined value is `on`). */
export const asksToSaveData = (header: string | null | undefined) => header?.trim().toLowerCase() === 'on';

/** Bytes of `seconds` of a stream whose average rate is `bitsPerSecond` (video and audio together). */
export const estimateBytes = (bitsPerSecond: number, seconds: number) => Math.round((bitsPerSecond * seconds) / 8);

/** The most a single report of the player may add (docs/data-budget.md "Data used"): about 10 minutes of 4K. */
export const MAX_REPORTED_BYTES = 2_000_000_000;
