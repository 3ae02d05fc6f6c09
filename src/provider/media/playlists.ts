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

/** Segments a live window shows: the last `size` that have started by `now` (seconds). */
export const LIVE_WINDOW = 5;

/**
 * A live channel as a sliding window over the demo segments (RFC 8216 §6.2.2): segment k of the
 * channel is demo segment k mod `loop`, k advancing every `segment` seconds since `epoch`; a
 * discontinuity marks each loop back to the first segment.
 */
export function liveWindow(
  vod: VodSegments,
  nominal: number,
  loop: number,
  epochSeconds: number,
  nowSeconds: number,
): string {
  // Every rendition loops over the same `loop` segments, so audio and video stay in step.
  const count = Math.min(loop, vod.segments.length);
  const last = Math.max(LIVE_WINDOW - 1, Math.floor((nowSeconds - epochSeconds) / nominal));
  const first = last - LIVE_WINDOW + 1;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${vod.target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${first > 0 ? Math.floor((first - 1) / count) : 0}`,
    `#EXT-X-MAP:URI="${vod.init}"`,
  ];
  for (let k = first; k <= last; k++) {
    const segment = vod.segments[k % count]!;
    if (k > 0 && k % count === 0) lines.push('#EXT-X-DISCONTINUITY', `#EXT-X-MAP:URI="${vod.init}"`);
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, segment.uri);
  }
  return `${lines.join('\n')}\n`;
}
