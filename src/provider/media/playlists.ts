/**
 * A live master: the VOD master without the subtitle group (a live channel has no cues) and
 * without I-frame playlists (a live window of byte ranges is not made here). Its URIs stay the
 * relative ones of the folder, under the same token.
 */
export const liveMaster = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES') && !line.startsWith('#EXT-X-I-FRAME-STREAM-INF'))
    .map((line) => line.replace(/,SUBTITLES="[^"]*"/, ''))
    .join('\n');

export interface VodSegments {
  init: string;
  target: number;
  segments: { uri: string; duration: number }[];
}

/** The init file and segments of a VOD media playlist. */
export function vodSegments(text: string): VodSegments {
  const lines = text.split('\n');
  const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1] ?? 'init.mp4';
  const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(text)?.[1] ?? 4);
  const segments: VodSegments['segments'] = [];
  lines.forEach((line, i) => {
    const match = /^#EXTINF:([\d.]+)/.exec(line);
    const uri = lines[i + 1];
    if (match && uri) segments.push({ uri: uri.trim(), duration: Number(match[1]) });
  });
  return { init, target, segments };
}

/** How far back a viewer may seek in a live channel (the DVR window), seconds. */
export const LIVE_DVR_SECONDS = 5 * 60;
/** Apple's HLS Authoring Specification 8.11: a live playlist lists at least six segments. */
export const LIVE_MIN_SEGMENTS = 6;

/** A segment end this close to now counts as reached (durations are written to the microsecond). */
const EPSILON = 1e-6;

/**
 * A live channel as a sliding window over the demo segments (RFC 8216 §6.2.2, Apple's HLS
 * Authoring Specification 8.4 and 8.11): segment k of the channel is demo segment k mod `loop`,
 * the segments following each other from `epochSeconds` with their own durations; a segment is
 * listed once it has ended by `nowSeconds` (a real encoder has written it whole by then), each
 * with its EXT-X-PROGRAM-DATE-TIME, and the window reaches `dvrSeconds` back (at least six
 * segments). A discontinuity marks each loop back to the first segment, and
 * EXT-X-DISCONTINUITY-SEQUENCE counts those that left the window.
 */
export function liveWindow(
  vod: VodSegments,
  loop: number,
  epochSeconds: number,
  nowSeconds: number,
  dvrSeconds = LIVE_DVR_SECONDS,
): string {
  // Every rendition loops over the same `loop` segments, so audio and video stay in step.
  const count = Math.min(loop, vod.segments.length);
  const segments = vod.segments.slice(0, count);
  const starts: number[] = [];
  let loopLength = 0;
  for (const segment of segments) {
    starts.push(loopLength);
    loopLength += segment.duration;
  }
  const start = (k: number) => Math.floor(k / count) * loopLength + starts[k % count]!;

  // The newest segment that has ended: whole loops so far, then the segments of this loop ended.
  const elapsed = nowSeconds - epochSeconds;
  const loops = Math.floor(elapsed / loopLength);
  const within = elapsed - loops * loopLength;
  const ended = segments.filter((segment, i) => starts[i]! + segment.duration <= within + EPSILON).length;
  const size = Math.max(LIVE_MIN_SEGMENTS, Math.ceil(dvrSeconds / vod.target));
  // Before the channel's sixth segment ends (never, with an epoch in the past) it shows its first six.
  const last = Math.max(LIVE_MIN_SEGMENTS - 1, loops * count + ended - 1);
  const first = Math.max(0, last - size + 1);

  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${vod.target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${first > 0 ? Math.floor((first - 1) / count) : 0}`,
    `#EXT-X-MAP:URI="${vod.init}"`,
  ];
  for (let k = first; k <= last; k++) {
    const segment = segments[k % count]!;
    if (k > 0 && k % count === 0) lines.push('#EXT-X-DISCONTINUITY', `#EXT-X-MAP:URI="${vod.init}"`);
    const date = new Date(Math.round((epochSeconds + start(k)) * 1000)).toISOString();
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${date}`, `#EXTINF:${segment.duration.toFixed(6)},`, segment.uri);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The data saver's master (docs/data-budget.md "The cap"): `master-<height>p.m3u8` beside a
 * title's master, the same file without the rungs taller than `height`, for a browser that plays
 * HLS itself and so chooses among whatever rungs its master lists (Safari, iOS). A name in the
 * folder the watch token already opens, so the same token covers it.
 */
export const cappedMasterFile = (height: number) => `master-${height}p.m3u8`;

const CAPPED_MASTER = /^master-([1-9][0-9]{2,3})p\.m3u8$/;

/** The cap a file name asks for (`master-360p.m3u8` → 360), or null when it is no capped master. */
export function cappedMasterHeight(file: string): number | null {
  const match = CAPPED_MASTER.exec(file);
  return match ? Number(match[1]) : null;
}

const heightOf = (line: string) => Number(/[:,]RESOLUTION=\d+x(\d+)/.exec(line)?.[1] ?? NaN);

/**
 * A master playlist without its rungs (EXT-X-STREAM-INF and the URI after it) and I-frame
 * playlists taller than `maxHeight`; the audio and subtitle renditions stay as they are. A
 * ladder whose every rung is taller keeps its lowest, so the title still plays (as hls.js's cap
 * falls back to the lowest rung). A rung that states no RESOLUTION is kept.
 */
export function cappedMaster(text: string, maxHeight: number): string {
  const lines = text.split('\n');
  const heights = lines
    .filter((line) => line.startsWith('#EXT-X-STREAM-INF:'))
    .map(heightOf)
    .filter((height) => Number.isFinite(height));
  const fitting = heights.filter((height) => height <= maxHeight);
  const limit = fitting.length || !heights.length ? maxHeight : Math.min(...heights);
  const taller = (line: string) => heightOf(line) > limit;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#EXT-X-STREAM-INF:') && taller(line)) {
      // The rung's URI is the next line that is neither blank nor a tag (RFC 8216 §4.3.4.2).
      while (i + 1 < lines.length && (!lines[i + 1]!.trim() || lines[i + 1]!.startsWith('#'))) i++;
      i++;
      continue;
    }
    if (line.startsWith('#EXT-X-I-FRAME-STREAM-INF:') && taller(line)) continue;
    out.push(line);
  }
  return out.join('\n');
}
