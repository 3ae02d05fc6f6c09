import { filterQueryString, parseFilter } from '../../contract/rules/filter';
import { $filterLoading, REFILTER_EVENT, type FilterChange } from '../../stores/filter';
import { withProgress } from '../../stores/progress';
import { navigateTo } from './navigate';

/** The region of a filterable page that a re-filter replaces (grid or rows, pagination, empty text). */
export const RESULTS_SELECTOR = '[data-filter-results]';

/**
 * spec §4 Filter change: "a content re-filter event updates the lists on the page". Whoever emits
 * it (the filter bar, the header's settings popover), the page URL is made to carry the filter
 * (a new history entry, page 1), then that URL is fetched as HTML, the server-rendered page
 * every visitor gets, and its results region replaces this one: no second renderer of the lists
 * in the browser. When the URL already carries the filter (going back, start-up) it is fetched as
 * it is. A failed fetch falls back to a full navigation. Returns the function that stops listening.
 */
export function listenForRefilter(onUpdated: (region: Element) => void): () => void {
  let running: AbortController | null = null;

  const refilter = async (event: Event) => {
    const { query } = (event as CustomEvent<FilterChange>).detail;
    if (filterQueryString(parseFilter(location.search)) !== query) {
      history.pushState(null, '', `${location.pathname}${query}`);
    }
    const target = `${location.pathname}${location.search}`;
    running?.abort();
    const mine = new AbortController();
    running = mine;
    $filterLoading.set(true);
    document.querySelector(RESULTS_SELECTOR)?.setAttribute('aria-busy', 'true');
    try {
      // An island request like the API calls: the progress bar shows it when it lasts (spec §4).
      const response = await withProgress(async () => {
        const answer = await fetch(target, {
          headers: { accept: 'text/html' },
          credentials: 'same-origin',
          signal: mine.signal,
        });
        if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
        return answer;
      });
      const html = await response.text();
      const fresh = new DOMParser().parseFromString(html, 'text/html').querySelector(RESULTS_SELECTOR);
      const current = document.querySelector(RESULTS_SELECTOR);
      if (!fresh || !current) throw new Error('no results region');
      const adopted = document.importNode(fresh, true);
      current.replaceWith(adopted);
      onUpdated(adopted);
    } catch {
      if (!mine.signal.aborted) navigateTo(target);
    } finally {
      if (running === mine) {
        running = null;
        $filterLoading.set(false);
        document.querySelector(RESULTS_SELECTOR)?.removeAttribute('aria-busy');
      }
    }
  };

  window.addEventListener(REFILTER_EVENT, refilter);
  return () => {
    window.removeEventListener(REFILTER_EVENT, refilter);
    running?.abort();
  };
}

/** What the status line says after a re-filter: how many titles (genres, people) the page now lists. */
export const countResults = (region: Element) =>
  region.querySelectorAll('.poster-card, .tile-card, .person-card').length;
