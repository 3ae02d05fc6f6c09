import type { Page } from '@playwright/test';

/** Vertical layout shifts of anything on a title page's stage, recorded from the page's start. */
export async function recordStageShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __stageShifts: string[] }).__stageShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        for (const { node, previousRect, currentRect } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest('.stage__body') && Math.abs(currentRect.y - previousRect.y) >= 1) {
            shifts.push(`${element.className}: ${previousRect.y} -> ${currentRect.y}`);
          }
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recordStageShifts saw so far. */
export const stageShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stageShifts: string[] }).__stageShifts);
