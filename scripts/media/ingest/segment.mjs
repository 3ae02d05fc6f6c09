// HLS renditions from one-track fragmented MP4s (fmp4.mjs): video cut into segments of whole
// GOPs (one fragment a GOP, so each I-frame is the start of a moof an I-frame playlist can name
// with a byte range), and every audio track cut on the video's segment boundaries, so audio and
// video segments start and end together (Apple HLS Authoring Specification 1.10, 6.6, 8.3).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSync, STYP, writeFragment } from './fmp4.mjs';

/**
 * @typedef {import('./fmp4.mjs').Sample} Sample
 * @typedef {import('./fmp4.mjs').Track} Track
 * @typedef {{ samples: Sample[], start: number, duration: number }} Run a stretch of samples (times in the track's timescale)
 * @typedef {{ start: number, duration: number, fragments: Run[] }} Cut one segment to be: its fragments
 * @typedef {{ offset: number, length: number, duration: number }} IFrame an I-frame's byte range in its segment, seconds to the next
 * @typedef {{ file: string, duration: number, size: number, iframes: IFrame[] }} Segment a written segment (seconds, bytes)
 */

/** @param {Sample[]} samples @returns {Run} */
const run = (samples) => ({
  samples,
  start: samples[0]?.dts ?? 0,
  duration: samples.reduce((sum, s) => sum + s.duration, 0),
});

/**
 * The video's segments: GOPs gathered until a segment lasts `target` seconds (half a second's
 * leeway, for frame rates whose 2 s GOPs are not a whole number of frames).
 * @param {Track} track
 * @param {number} target seconds
 * @returns {Cut[]}
 */
export function videoCuts(track, target) {
  /** @type {Sample[][]} */
  const gops = [];
  for (const sample of track.samples) {
    if (isSync(sample) || !gops.length) gops.push([]);
    gops.at(-1)?.push(sample);
  }
  /** @type {Cut[]} */
  const cuts = [];
  for (const gop of gops.map(run)) {
    const current = cuts.at(-1);
    if (!current || gop.start - current.start > (target - 0.5) * track.timescale)
      cuts.push({ start: gop.start, duration: 0, fragments: [] });
    const cut = /** @type {Cut} */ (cuts.at(-1));
    cut.fragments.push(gop);
    cut.duration += gop.duration;
  }
  return cuts;
}

/**
 * An audio track cut where the video's segments start (`starts`, seconds): each cut at the
 * audio frame whose start is nearest, the last segment running to the end, so there are as many
 * audio segments as video ones and no short tail segment.
 * @param {Track} track
 * @param {number[]} starts the video segments' start times, seconds, the first 0
 * @returns {Cut[]}
 */
export function audioCuts(track, starts) {
  const { samples, timescale } = track;
  const firsts = starts.map((start) => {
    const at = start * timescale;
    const index = samples.findIndex((s) => s.dts + s.duration / 2 > at);
    return index < 0 ? samples.length : index;
  });
  return firsts.map((first, i) => {
    const part = run(samples.slice(first, firsts[i + 1] ?? samples.length));
    return { start: part.start, duration: part.duration, fragments: [part] };
  });
}

/**
 * Writes a rendition: init.mp4 and seg{n}.m4s into `dir`. A video's frames must show when they
 * are decoded (no B-frames, encode.mjs says why): a composition offset would start the picture
 * after 0, a hole at the start that hls.js seeks over and a live loop stalls on.
 * @param {string} dir
 * @param {Buffer} source the fragmented MP4 the track was read from
 * @param {Track} track
 * @param {Cut[]} cuts
 * @param {boolean} video
 * @returns {Segment[]}
 */
export function writeRendition(dir, source, track, cuts, video) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'init.mp4'), track.init);
  if (track.samples.some((s) => s.cto !== 0)) throw new Error('frames with a composition offset (B-frames)');
  let sequence = 1;
  return cuts.map((cut, n) => {
    const parts = [STYP];
    let offset = STYP.length;
    /** @type {IFrame[]} */
    const iframes = [];
    for (const fragment of cut.fragments) {
      const { moof, mdat } = writeFragment(source, {
        trackId: track.trackId,
        sequence: sequence++,
        baseDts: fragment.start,
        samples: fragment.samples,
        video,
      });
      const first = fragment.samples[0];
      if (video && first && isSync(first))
        iframes.push({ offset, length: moof.length + 8 + first.size, duration: fragment.duration / track.timescale });
      parts.push(moof, mdat);
      offset += moof.length + mdat.length;
    }
    const file = `seg${n}.m4s`;
    writeFileSync(join(dir, file), Buffer.concat(parts));
    return { file, duration: cut.duration / track.timescale, size: offset, iframes };
  });
}
