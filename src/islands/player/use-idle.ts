import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the controls stay after the last pointer movement, key or focus (original-app §4: 3 s). */
export const HIDE_AFTER_MS = 3000;

/**
 * Whether the viewer has been still for HIDE_AFTER_MS. `wake` is called on pointer movement,
 * keys and focus inside the player; while `hold` is true (paused, a menu open) it never idles.
 */
export function useIdle(hold: boolean): { idle: boolean; wake: () => void } {
  const [idle, setIdle] = useState(false);
  const timer = useRef(0);
  const wake = useCallback(() => {
    setIdle(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIdle(true), HIDE_AFTER_MS);
  }, []);
  useEffect(() => {
    if (hold) {
      window.clearTimeout(timer.current);
      setIdle(false);
    } else wake();
    return () => window.clearTimeout(timer.current);
  }, [hold, wake]);
  return { idle: idle && !hold, wake };
}
