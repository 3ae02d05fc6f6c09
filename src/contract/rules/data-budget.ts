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

/** A data amount as a viewer reads it: megabytes under a gigabyte, else gigabytes (SI units, as Intl names them). */
export interface DataSize {
  value: number;
  unit: 'megabyte' | 'gigabyte';
}

const MB = 1_000_000;
const GB = 1_000_000_000;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * How a data amount is rounded for people (docs/data-budget.md "On the pages"): two or three
 * figures at most, `۲۱۰ مگابایت`, `۱٫۲ گیگابایت`. Megabytes take one decimal under 10, whole
 * numbers under 100 and tens beyond; an amount that rounds to 1,000 MB is a gigabyte, with one
 * decimal under 10 GB. Never less than 0.1 MB for something loaded. It never shrinks as the
 * bytes grow.
 */
export function dataSize(bytes: number): DataSize {
  const mb = Math.max(0, bytes) / MB;
  const megabytes = mb < 10 ? roundTo(mb, 0.1) : mb < 100 ? Math.round(mb) : roundTo(mb, 10);
  if (megabytes < 1000) {
    const value = bytes > 0 ? Math.max(megabytes, 0.1) : 0;
    return { value: Number(value.toFixed(1)), unit: 'megabyte' };
  }
  const gb = bytes / GB;
  return { value: gb < 10 ? Number(roundTo(gb, 0.1).toFixed(1)) : Math.round(gb), unit: 'gigabyte' };
}
