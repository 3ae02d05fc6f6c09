// spec §9: "the scroll timer is 200 ms". Scroll events come many times a frame; the scroll rules
// run at most once every 200 ms, and once more after the scrolling stops so the last position
// always counts.

export const SCROLL_TIMER_MS = 200;

/** Returns the function to call on every scroll event. */
export function createScrollTimer(run: () => void, ms = SCROLL_TIMER_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending = false;
  const tick = () => {
    if (pending) {
      pending = false;
      run();
      timer = setTimeout(tick, ms);
    } else {
      timer = null;
    }
  };
  return () => {
    if (timer) {
      pending = true;
      return;
    }
    run();
    timer = setTimeout(tick, ms);
  };
}
