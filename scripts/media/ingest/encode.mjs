// The encodes, each into a one-track fragmented MP4 the segmenter reads (fmp4.mjs):
// - the video ladder in one ffmpeg run (the source is decoded once, split per rung): H.264 with
//   a closed GOP of 2 s (Apple HLS Authoring Specification 1.13), an IDR forced on every 2 s mark
//   whatever the frame rate and no scene-cut keyframes between, a capped CRF (quality first, the
//   rung's bitrate as its peak). No B-frames: ffmpeg 5.1 writes a B-frame stream's first picture
//   at its composition offset (80 ms at 25 fps) with no way to write the negative offsets that
//   would start it at 0, and hls.js then seeks over that hole (and a live loop stalls on it);
// - each audio track as stereo AAC-LC at 48 kHz (Apple 2.3), exactly as long as the video:
//   padded or cut to its last sample, and without the encoder's priming frame (the first 1024
//   samples ffmpeg's AAC encoder puts before the sound, which no HLS player here removes: the
//   audio would play 21 ms late and end 21 ms after the picture).
import { join } from 'node:path';
import { ffmpeg } from './ffmpeg.mjs';

/** The fragmented MP4 the segmenter reads: one fragment per keyframe, no edit list. */
const FRAGMENTED = ['-movflags', '+frag_keyframe+empty_moov+default_base_moof', '-f', 'mp4'];
export const GOP_SECONDS = 2;
export const AUDIO_RATE = 48_000;

/**
 * @typedef {import('./ladder.mjs').Rung} Rung
 * @typedef {import('./probe.mjs').Source} Source
 */

/**
 * The ffmpeg arguments encoding `source`'s picture into every rung, each into `work`/{dir}.mp4.
 * @param {Source} source
 * @param {Rung[]} rungs
 * @param {string} work
 * @param {{ preset?: string, crf?: number }} [options]
 */
export function videoArgs(source, rungs, work, { preset = 'medium', crf = 21 } = {}) {
  const gop = String(Math.round((GOP_SECONDS * source.fps.num) / source.fps.den));
  const graph = [
    `[0:v:0]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`,
    ...rungs.map((r, i) => `[s${i}]scale=${r.width}:${r.height}:flags=bicubic,setsar=1,format=yuv420p[v${i}]`),
  ].join(';');
  return [
    '-i',
    source.file,
    '-filter_complex',
    graph,
    ...rungs.flatMap((r, i) => [
      '-map',
      `[v${i}]`,
      '-c:v',
      'libx264',
      '-preset',
      preset,
      '-profile:v',
      r.profile,
      '-crf',
      String(crf),
      '-maxrate',
      `${r.kbps}k`,
      '-bufsize',
      `${r.kbps * 2}k`,
      '-bf',
      '0',
      '-g',
      gop,
      '-keyint_min',
      gop,
      '-sc_threshold',
      '0',
      '-force_key_frames',
      `expr:gte(t,n_forced*${GOP_SECONDS})`,
      '-forced-idr',
      '1',
      ...FRAGMENTED,
      join(work, `${r.dir}.mp4`),
    ]),
  ];
}

/**
 * Encodes the ladder; `onTime` follows the seconds done.
 * @param {Source} source
 * @param {Rung[]} rungs
 * @param {string} work
 * @param {(seconds: number) => void} onTime
 * @param {{ preset?: string, crf?: number }} [options]
 */
export async function encodeVideo(source, rungs, work, onTime, options) {
  await ffmpeg(videoArgs(source, rungs, work, options), onTime);
}

/**
 * The ffmpeg arguments encoding audio stream `stream` of `file` into `out`, `samples` long at 48 kHz.
 * @param {string} file
 * @param {number} stream
 * @param {number} samples
 * @param {number} kbps
 * @param {string} out
 */
export function audioArgs(file, stream, samples, kbps, out) {
  return [
    '-i',
    file,
    '-map',
    `0:a:${stream}`,
    // From 0 (silence before a late first sample), padded with silence, cut to the video's length.
    '-af',
    `aresample=${AUDIO_RATE}:async=1:first_pts=0,apad,atrim=end_sample=${samples}`,
    '-ac',
    '2',
    '-ar',
    String(AUDIO_RATE),
    '-c:a',
    'aac',
    '-b:a',
    `${kbps}k`,
    // The priming frame is the encoder's first packet: dropped, the sound starts at 0.
    '-bsf:a',
    'noise=drop=eq(n\\,0)',
    ...FRAGMENTED,
    out,
  ];
}

/**
 * Encodes one audio track, `duration` seconds long.
 * @param {{ file: string, stream: number }} input
 * @param {number} duration
 * @param {number} kbps
 * @param {string} out
 * @param {(seconds: number) => void} onTime
 */
export async function encodeAudio(input, duration, kbps, out, onTime) {
  await ffmpeg(audioArgs(input.file, input.stream, Math.round(duration * AUDIO_RATE), kbps, out), onTime);
}
