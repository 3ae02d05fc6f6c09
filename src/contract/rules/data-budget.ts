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

/** A rung of a master playlist (RFC 8216 §4.3.4.2 EXT-X-STREAM-INF) as the data budget reads it. */
export interface MasterRung {
  /** The height of its RESOLUTION, null when it states none. */
  height: number | null;
  /** BANDWIDTH: the peak rate, bits per second. */
  peak: number;
  /** AVERAGE-BANDWIDTH (BANDWIDTH when absent): the average rate, bits per second. */
  average: number;
}

/** One attribute of an attribute list (RFC 8216 §4.2): a quoted string may hold commas. */
const ATTRIBUTE = /([A-Z0-9-]+)=("[^"]*"|[^,]*)/g;

const attributesOf = (list: string) =>
  new Map([...list.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value!.replace(/^"|"$/g, '')]));

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

/**
 * The rungs of a master playlist in its order: each EXT-X-STREAM-INF's rates and height. A rung
 * without a BANDWIDTH is no rung; I-frame playlists are not rungs. The ingest writes each rung's
 * rates with its heaviest audio added (docs/data-budget.md "Estimates"), so a rung's average is
 * what a viewer loads per second of that quality.
 */
export function masterRungs(master: string): MasterRung[] {
  const rungs: MasterRung[] = [];
  for (const line of master.split(/\r?\n/)) {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const attributes = attributesOf(line.slice('#EXT-X-STREAM-INF:'.length));
    const peak = positive(attributes.get('BANDWIDTH'));
    if (peak === null) continue;
    const height = positive(/^\d+x(\d+)$/.exec(attributes.get('RESOLUTION') ?? '')?.[1]);
    rungs.push({ height, peak, average: positive(attributes.get('AVERAGE-BANDWIDTH')) ?? peak });
  }
  return rungs;
}

/**
 * The average rate of the rung a browser's own HLS is taken to play (docs/data-budget.md "On the
 * pages"), which no page can see: the rung of the picture's height (`pictureHeight`, the video's
 * videoHeight; 0 while unknown); else the tallest rung `maxHeight` allows (all without a cap),
 * as a player starting with a good connection climbs to; else, every rung being taller, the
 * lowest (which the capped master keeps). Rungs of one height count at the heaviest. Null when
 * the master lists no rung.
 */
export function playingRate(rungs: MasterRung[], pictureHeight: number, maxHeight: number | null): number | null {
  const heaviest = (list: MasterRung[]) => (list.length ? Math.max(...list.map((rung) => rung.average)) : null);
  const atHeight = (height: number) => heaviest(rungs.filter((rung) => rung.height === height));
  const shown = pictureHeight > 0 ? atHeight(pictureHeight) : null;
  if (shown !== null) return shown;
  const heights = rungs.flatMap((rung) => (rung.height === null ? [] : [rung.height]));
  if (!heights.length) return heaviest(rungs);
  const allowed = heights.filter((height) => maxHeight === null || height <= maxHeight);
  return atHeight(allowed.length ? Math.max(...allowed) : Math.min(...heights));
}
