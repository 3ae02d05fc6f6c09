// spec §2 Header and navigation and §9 Scroll: what the header and the mobile bottom bar do at a
// scroll position. Pure, so every threshold is pinned by tests (tests/unit/scroll-state.test.ts).

/** spec §9: the header collapses past 100 px scrolled down. */
export const HEADER_COLLAPSE_PX = 100;
/** spec §9: the header becomes fixed past 300 px. */
export const HEADER_FIXED_PX = 300;
/** spec §9: the footer (bottom) bar hides within 100 px of the page bottom. */
export const BOTTOM_BAR_HIDE_PX = 100;

export interface ScrollState {
  /** The scroll position this state was computed at. */
  y: number;
  /** Slid out of view: scrolling down past 100 px. Scrolling up shows the header again. */
  collapsed: boolean;
  /** Kept at the top of the viewport (past 300 px). */
  fixed: boolean;
  bottomBarHidden: boolean;
}

export const TOP_STATE: ScrollState = { y: 0, collapsed: false, fixed: false, bottomBarHidden: false };

/**
 * The state at scroll position y, given the state of the previous run (for the direction).
 * Without movement the header keeps what it was. The bottom bar hides only once the visitor has
 * scrolled (y > 0): on a page shorter than the screen it would otherwise never show (a decision
 * where the spec is silent).
 */
export function nextScrollState(
  previous: ScrollState,
  y: number,
  viewportHeight: number,
  documentHeight: number,
): ScrollState {
  const down = y > previous.y;
  const up = y < previous.y;
  const collapsed = y > HEADER_COLLAPSE_PX && (down || (!up && previous.collapsed));
  const fromBottom = documentHeight - (y + viewportHeight);
  return {
    y,
    collapsed,
    fixed: y > HEADER_FIXED_PX,
    bottomBarHidden: y > 0 && fromBottom <= BOTTOM_BAR_HIDE_PX,
  };
}
