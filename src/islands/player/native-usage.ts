import { estimateBytes, masterRungs, playingRate, type MasterRung } from '../../contract/rules/data-budget';

// docs/data-budget.md "On the pages": the browser's own HLS (Safari, iOS) tells the page of no
// fragment it loads, so the data it uses is estimated: the seconds actually played × the average
// rate of the rung taken to play (playingRate), from the master the player was given.

/**
 * The longest step between two timeupdates that counts as playing (browsers fire timeupdate every
 * 15-250 ms, HTML "media timeline"): a longer one is a jump (a seek the browser did not announce,
 * a live channel catching up), not seconds played.
 */
export const NATIVE_MAX_STEP_S = 4;

/**
 * Counts `video`'s playing of `master` into `loaded` (in bytes, as hls.js's fragments are
 * counted) until the answer is called. The master is fetched once; seconds played before it has
 * been read are counted when it has; a master that cannot be read counts nothing. Time moved by
 * a seek, and any step back, is not played.
 */
export function countNativePlaying(
  video: HTMLVideoElement,
  master: string,
  maxHeight: number | null,
  loaded: (bytes: number) => void,
): () => void {
  const aborted = new AbortController();
  /** The master's rungs, null until read. */
  let rungs: MasterRung[] | null = null;
  /** Seconds played while the master was being read, by the picture's height. */
  const unread = new Map<number, number>();
  /** Where the last step ended; null after a seek, until the next position is known. */
  let last: number | null = null;

  const count = (seconds: number, height: number) => {
    if (!rungs) {
      unread.set(height, (unread.get(height) ?? 0) + seconds);
      return;
    }
    const rate = playingRate(rungs, height, maxHeight);
    if (rate !== null) loaded(estimateBytes(rate, seconds));
  };
  const read = (found: MasterRung[]) => {
    rungs = found;
    for (const [height, seconds] of unread) count(seconds, height);
    unread.clear();
  };
  const step = () => {
    const now = video.currentTime;
    const from = last;
    last = now;
    if (from === null || video.seeking) return;
    const seconds = now - from;
    if (seconds > 0 && seconds <= NATIVE_MAX_STEP_S) count(seconds, video.videoHeight);
  };
  const from = () => {
    last = video.seeking ? null : video.currentTime;
  };
  const jump = () => {
    last = null;
  };
  video.addEventListener('timeupdate', step);
  // Playing starts (or starts again after a seek) where the video is.
  video.addEventListener('play', from);
  video.addEventListener('seeked', from);
  video.addEventListener('seeking', jump);

  Promise.resolve()
    .then(() => fetch(master, { signal: aborted.signal }))
    .then((response) => (response.ok ? response.text() : ''))
    .then((text) => read(masterRungs(text)))
    .catch(() => read([]));

  return () => {
    aborted.abort();
    video.removeEventListener('timeupdate', step);
    video.removeEventListener('play', from);
    video.removeEventListener('seeked', from);
    video.removeEventListener('seeking', jump);
  };
}
