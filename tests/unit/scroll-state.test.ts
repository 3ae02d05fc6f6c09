import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOP_STATE, nextScrollState, type ScrollState } from '../../src/lib/behaviours/scroll-state';
import { SCROLL_TIMER_MS, createScrollTimer } from '../../src/lib/behaviours/scroll-timer';

// spec §2 Header and navigation, §9 Scroll: the header collapses past 100 px scrolled down and is
// fixed past 300 px; the bottom bar hides within 100 px of the page bottom; a 200 ms scroll timer.

const VIEWPORT = 800;
const DOCUMENT = 5000;
const at = (y: number, previous: ScrollState = TOP_STATE) => nextScrollState(previous, y, VIEWPORT, DOCUMENT);

describe('nextScrollState(): the header', () => {
  it.each([
    [100, false],
    [101, true],
  ])('scrolling down to %i px, collapsed is %s', (y, collapsed) => {
    expect(at(y).collapsed).toBe(collapsed);
  });

  it.each([
    [300, false],
    [301, true],
  ])('at %i px, fixed is %s', (y, fixed) => {
    expect(at(y).fixed).toBe(fixed);
    expect(at(y, at(y + 50)).fixed).toBe(fixed);
  });

  it('shows again when scrolling up, fixed at the top past 300 px', () => {
    const down = at(1000);
    expect(down).toMatchObject({ collapsed: true, fixed: true });
    expect(at(990, down)).toMatchObject({ collapsed: false, fixed: true });
  });

  it('is neither collapsed nor fixed back at the top', () => {
    expect(at(0, at(1000))).toMatchObject({ collapsed: false, fixed: false });
  });

  it('keeps its state when the position has not changed', () => {
    const collapsed = at(500);
    expect(at(500, collapsed).collapsed).toBe(true);
    const shown = at(400, collapsed);
    expect(at(400, shown).collapsed).toBe(false);
  });

  it('collapses again when scrolling down after scrolling up', () => {
    expect(at(401, at(400, at(500))).collapsed).toBe(true);
  });

  it('records the position for the next run', () => {
    expect(at(123).y).toBe(123);
  });
});

describe('nextScrollState(): the bottom bar', () => {
  const bottom = DOCUMENT - VIEWPORT;
  it.each([
    ['100 px from the bottom', bottom - 100, true],
    ['101 px from the bottom', bottom - 101, false],
    ['at the bottom', bottom, true],
    ['at the top', 0, false],
  ])('%s: hidden is %s', (_, y, hidden) => {
    expect(at(y).bottomBarHidden).toBe(hidden);
  });

  it('comes back when scrolling up away from the bottom', () => {
    expect(at(bottom - 300, at(bottom)).bottomBarHidden).toBe(false);
  });

  it('stays on a page shorter than the screen, which cannot be scrolled', () => {
    expect(nextScrollState(TOP_STATE, 0, VIEWPORT, 600).bottomBarHidden).toBe(false);
  });
});

describe('createScrollTimer(): the 200 ms scroll timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 200 ms', () => {
    expect(SCROLL_TIMER_MS).toBe(200);
  });

  it('runs at once on the first scroll event', () => {
    const run = vi.fn();
    createScrollTimer(run)();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at most once per 200 ms while scrolling, then once more after it stops', () => {
    const run = vi.fn();
    const onScroll = createScrollTimer(run);
    onScroll();
    for (let step = 0; step < 19; step += 1) {
      vi.advanceTimersByTime(10);
      onScroll();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(9); // 199 ms after the first run, still scrolling
    onScroll();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1); // 200 ms: the pending run
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does not run again after a single event', () => {
    const run = vi.fn();
    createScrollTimer(run)();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once again once the timer has lapsed', () => {
    const run = vi.fn();
    const onScroll = createScrollTimer(run);
    onScroll();
    vi.advanceTimersByTime(200);
    onScroll();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
