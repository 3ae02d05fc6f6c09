import { TOP_STATE, nextScrollState, type ScrollState } from './scroll-state';
import { createScrollTimer } from './scroll-timer';

// spec §2 and §9 Scroll: applies the scroll state to the header and the mobile bottom bar as
// classes; _behaviours.scss draws them (sticky and transforms only, so nothing else moves, and a
// keyboard focus inside either bar shows it again).

export function watchScroll(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  const bottomBar = document.querySelector<HTMLElement>('.bottom-bar');
  if (!header && !bottomBar) return;
  let state: ScrollState = TOP_STATE;
  const run = () => {
    const root = document.documentElement;
    state = nextScrollState(state, window.scrollY, window.innerHeight, root.scrollHeight);
    header?.classList.toggle('is-collapsed', state.collapsed);
    header?.classList.toggle('is-fixed', state.fixed);
    bottomBar?.classList.toggle('is-hidden', state.bottomBarHidden);
  };
  window.addEventListener('scroll', createScrollTimer(run), { passive: true });
  // A page restored part-way down (reload, back) starts in the right state.
  if (window.scrollY > 0) run();
}
