import { useCallback, useEffect, type RefObject } from 'react';
import { saveResumePoint, type PlayTarget } from '../../lib/api/browser-player';

/** content-api "Watching and buying": the resume point is saved this often while playing. */
export const SAVE_EVERY_MS = 10_000;

/**
 * Saves the resume point every SAVE_EVERY_MS while playing, on pause, and when the page goes
 * (pagehide, as a beacon), and when the player closes. A live channel keeps none (browser-player.ts).
 */
export function useResume(video: RefObject<HTMLVideoElement | null>, target: PlayTarget, duration: () => number): void {
  const save = useCallback(
    (leaving = false) => {
      const media = video.current;
      if (!media || media.currentTime <= 0) return;
      saveResumePoint(target, media.currentTime, duration(), leaving);
    },
    [video, target, duration],
  );

  useEffect(() => {
    const media = video.current;
    if (!media) return;
    const timer = window.setInterval(() => {
      if (!media.paused) save();
    }, SAVE_EVERY_MS);
    const onPause = () => save();
    const onHide = () => save(true);
    media.addEventListener('pause', onPause);
    window.addEventListener('pagehide', onHide);
    return () => {
      // Leaving watch mode (Stage's back button) closes the player: its place is kept too.
      save();
      window.clearInterval(timer);
      media.removeEventListener('pause', onPause);
      window.removeEventListener('pagehide', onHide);
    };
  }, [video, save]);
}
