import type { Page } from '@playwright/test';

/**
 * Waits until the page's transitions and finite animations have ended (endless ones, a skeleton's
 * glow, aside): a just-clicked button takes its hover colours over 0.15 s (Bootstrap's
 * transition), and axe judges contrast on the colours it ends with, not a frame halfway. The home
 * hero's slide timer (its current dot's fill) is aside too: it starts again with every slide and
 * holds while paused, a clock rather than a motion that ends.
 */
export const motionSettled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.effect?.getTiming().iterations === Infinity ||
          (a instanceof CSSAnimation && a.animationName === 'hero-timer'),
      ),
  );
