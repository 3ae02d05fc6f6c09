import { MAX_REPORTED_BYTES } from '../../contract/rules/data-budget';

// docs/data-budget.md "Data used": what the player loaded (hls.js's fragment bytes) is reported in
// batches: on pause, when the page is hidden or left, and every minute while it plays.

/** A batch is sent at least this often while the video plays. */
export const REPORT_EVERY_MS = 60_000;

/** Sends one report; answers false when it did not arrive and may be sent again. */
export type SendUsage = (bytes: number, leaving: boolean) => Promise<boolean>;

export interface UsageBatch {
  /** Counts bytes loaded since the last report. */
  add: (bytes: number) => void;
  /** Bytes counted and not yet reported. */
  pending: () => number;
  /** Reports what is pending (in reports of at most MAX_REPORTED_BYTES); `leaving`: the page goes away. */
  flush: (leaving?: boolean) => void;
}

/**
 * The bytes to report. A batch leaves `pending` the moment it is sent, so a pause and a page
 * hide in the same instant never send the same bytes twice; a report that did not arrive puts
 * its bytes back for the next one.
 */
export function usageBatch(send: SendUsage): UsageBatch {
  let pending = 0;
  return {
    add: (bytes) => {
      if (Number.isFinite(bytes) && bytes > 0) pending += Math.round(bytes);
    },
    pending: () => pending,
    flush: (leaving = false) => {
      while (pending > 0) {
        const bytes = Math.min(pending, MAX_REPORTED_BYTES);
        pending -= bytes;
        void send(bytes, leaving).then(
          (arrived) => {
            if (!arrived) pending += bytes;
          },
          () => {
            pending += bytes;
          },
        );
      }
    },
  };
}
