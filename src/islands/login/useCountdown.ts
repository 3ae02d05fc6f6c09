import { useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline set on mount. Read from the clock on each tick, so a tab
 * whose timers the browser slowed down still shows the right time when it wakes.
 */
export function useCountdown(seconds: number): number {
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const timer = setInterval(() => {
      const rest = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
