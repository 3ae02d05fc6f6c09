// The playlists of a packaged title (RFC 8216, Apple HLS Authoring Specification): a media
// playlist and an I-frame playlist per rung, one per audio track, one per subtitle language,
// and the master, whose bandwidths are measured from the written segments (Apple 9.14:
// BANDWIDTH the peak segment bitrate, AVERAGE-BANDWIDTH the average, video plus the largest audio).

/**
 * @typedef {import('./segment.mjs').Segment} Segment
 * @typedef {{ peak: number, average: number }} Rate bits per second
 */

const seconds = (/** @type {number} */ n) => n.toFixed(6).replace(/0{1,3}$/, '');

/**
 * The target duration every media playlist of a title shares: the longest segment, rounded
 * (RFC 8216 §4.3.3.1: each EXTINF rounded to the nearest integer is at most the target).
 * @param {Segment[][]} renditions
 */
export const targetDuration = (renditions) => Math.max(1, ...renditions.flat().map((s) => Math.round(s.duration)));

/** @param {number} target @param {string[]} body @param {string[]} [extra] */
const playlist = (target, body, extra = []) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...extra,
    '#EXT-X-MAP:URI="init.mp4"',
    ...body,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');

/** A rendition's media playlist. @param {Segment[]} segments @param {number} target */
export const mediaPlaylist = (segments, target) =>
  playlist(
    target,
    segments.flatMap((s) => [`#EXTINF:${seconds(s.duration)},`, s.file]),
  );

/**
 * A rung's I-frame playlist (Apple 6.1): each I-frame as a byte range of its segment, from its
 * moof to the end of its picture, lasting until the next I-frame.
 * @param {Segment[]} segments
 * @param {number} target
 */
export const iframePlaylist = (segments, target) =>
  playlist(
    target,
    segments.flatMap((s) =>
      s.iframes.flatMap((f) => [`#EXTINF:${seconds(f.duration)},`, `#EXT-X-BYTERANGE:${f.length}@${f.offset}`, s.file]),
    ),
    ['#EXT-X-I-FRAMES-ONLY'],
  );

/** A subtitle language as one WebVTT segment the length of the film. @param {string} file @param {number} duration */
export const subtitlePlaylist = (file, duration) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(duration)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${seconds(duration)},`,
    file,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');

/** Peak and average bitrate of segments. @param {{ size: number, duration: number }[]} parts */
export function rate(parts) {
  const bits = parts.reduce((sum, p) => sum + p.size * 8, 0);
  const time = parts.reduce((sum, p) => sum + p.duration, 0);
  return {
    peak: Math.ceil(Math.max(0, ...parts.filter((p) => p.duration > 0).map((p) => (p.size * 8) / p.duration))),
    average: Math.ceil(time > 0 ? bits / time : 0),
  };
}

/**
 * @typedef {{ dir: string, width: number, height: number, frameRate: number, codec: string, rate: Rate, iframeRate: Rate }} MasterRung
 * @typedef {{ lang: string, name: string, isDefault: boolean, channels: number, codec: string, rate: Rate }} MasterAudio
 * @typedef {{ lang: string, name: string }} MasterSubtitle
 */

/**
 * The master playlist.
 * @param {{ rungs: MasterRung[], audio: MasterAudio[], subtitles: MasterSubtitle[] }} title
 */
export function masterPlaylist({ rungs, audio, subtitles }) {
  const loudest = audio.reduce((max, a) => (a.rate.peak > max.rate.peak ? a : max), audio[0] ?? null);
  const heaviest = audio.reduce((max, a) => (a.rate.average > max.rate.average ? a : max), audio[0] ?? null);
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const a of audio)
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",LANGUAGE="${a.lang}",NAME="${a.name}",DEFAULT=${a.isDefault ? 'YES' : 'NO'},AUTOSELECT=YES,CHANNELS="${a.channels}",URI="audio-${a.lang}/index.m3u8"`,
    );
  for (const s of subtitles)
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="${s.lang}",NAME="${s.name}",DEFAULT=NO,AUTOSELECT=YES,URI="subs/${s.lang}.m3u8"`,
    );
  for (const r of rungs) {
    const codecs = [r.codec, ...(loudest ? [loudest.codec] : [])].join(',');
    const groups = `${audio.length ? ',AUDIO="aac"' : ''}${subtitles.length ? ',SUBTITLES="subs"' : ''}`;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.rate.peak + (loudest?.rate.peak ?? 0)},AVERAGE-BANDWIDTH=${r.rate.average + (heaviest?.rate.average ?? 0)},CODECS="${codecs}",RESOLUTION=${r.width}x${r.height},FRAME-RATE=${r.frameRate.toFixed(3)}${groups},CLOSED-CAPTIONS=NONE`,
      `${r.dir}/index.m3u8`,
    );
  }
  for (const r of rungs)
    lines.push(
      `#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=${r.iframeRate.peak},AVERAGE-BANDWIDTH=${r.iframeRate.average},CODECS="${r.codec}",RESOLUTION=${r.width}x${r.height},URI="${r.dir}/iframes.m3u8"`,
    );
  return `${lines.join('\n')}\n`;
}
