import { atom } from 'nanostores';

// spec §4 Other and §9 Progress bar: one bar for navigations and island requests. It shows only
// when requests are still running after a 200 ms throttle (fast requests never show it), runs
// while any request is in flight, then completes, or fails when one of them failed, and fades.

/** spec §9: the bar shows only after 200 ms. */
export const PROGRESS_THROTTLE_MS = 200;
/** spec §9: the bar's run to its near-end point takes 10 s (_behaviours.scss draws it). */
export const PROGRESS_DURATION_MS = 10_000;
/** How long the completed or failed bar stays before it is idle again (its fade). */
export const PROGRESS_FINISH_MS = 1_000;

export type ProgressPhase = 'idle' | 'running' | 'done' | 'failed';

export const $progress = atom<ProgressPhase>('idle');

let inFlight = 0;
let failed = false;
let showTimer: ReturnType<typeof setTimeout> | null = null;
let finishTimer: ReturnType<typeof setTimeout> | null = null;

function clearTimers(): void {
  if (showTimer) clearTimeout(showTimer);
  if (finishTimer) clearTimeout(finishTimer);
  showTimer = finishTimer = null;
}

/** A request (or navigation) begins. */
export function startProgress(): void {
  inFlight += 1;
  if (inFlight > 1 || $progress.get() === 'running') return;
  failed = false;
  showTimer ??= setTimeout(() => {
    clearTimers();
    $progress.set('running');
  }, PROGRESS_THROTTLE_MS);
}

function finish(ok: boolean): void {
  if (inFlight === 0) return;
  inFlight -= 1;
  if (!ok) failed = true;
  if (inFlight > 0) return;
  if (showTimer) {
    // Finished within the throttle: the bar never showed.
    clearTimeout(showTimer);
    showTimer = null;
    return;
  }
  if ($progress.get() !== 'running') return;
  $progress.set(failed ? 'failed' : 'done');
  finishTimer = setTimeout(() => {
    finishTimer = null;
    $progress.set('idle');
  }, PROGRESS_FINISH_MS);
}

/** A request ended well. */
export const doneProgress = () => finish(true);
/** A request failed; the bar ends in its failure state once every request has ended. */
export const failProgress = () => finish(false);

/** Forgets every request: a page restored from the back-forward cache starts idle. */
export function resetProgress(): void {
  inFlight = 0;
  failed = false;
  clearTimers();
  $progress.set('idle');
}

/** Runs work as one request of the bar: failed when it throws. */
export async function withProgress<T>(work: () => Promise<T>): Promise<T> {
  startProgress();
  try {
    const result = await work();
    doneProgress();
    return result;
  } catch (error) {
    failProgress();
    throw error;
  }
}
