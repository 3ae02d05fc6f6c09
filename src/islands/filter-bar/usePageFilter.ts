import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { filterQueryString, parseFilter, type Filter } from '../../contract/rules/filter';
import {
  $filter,
  $filterQuery,
  changeFilter,
  REFILTER_EVENT,
  restoreFilter,
  savedAge,
  savedFilter,
  startingFilter,
  withSavedAge,
} from '../../stores/filter';
import { listenForRefilter } from './refilter-page';

const urlQuery = () => filterQueryString(parseFilter(location.search));
const replaceQuery = (query: string) => history.replaceState(history.state, '', `${location.pathname}${query}`);

/**
 * The filter a page shows, kept in step with its URL (spec §4 Filter change): at start-up the
 * saved filter cookie fills a URL without values, and a saved age overrides the URL's; going back
 * re-filters to the URL's values. Until then it is the filter the server read from the URL, so
 * the first client render equals the server's. ageLocked: a saved age exists (spec §2 Filter bar).
 */
export function usePageFilter(urlFilter: Filter, onUpdated: (region: Element) => void) {
  const stored = useStore($filter);
  const [started, setStarted] = useState(false);
  const [ageLocked, setAgeLocked] = useState(false);
  const updated = useRef(onUpdated);
  updated.current = onUpdated;

  useEffect(() => {
    const stopRefilter = listenForRefilter((region) => updated.current(region));
    // The header's settings popover may save a new age: re-read the cookie on every change.
    const readLock = () => setAgeLocked(savedAge() !== '0');
    const goBack = () => {
      const next = withSavedAge(parseFilter(location.search), savedAge());
      const query = filterQueryString(next);
      if (query === $filterQuery.get()) return;
      if (urlQuery() !== query) replaceQuery(query);
      changeFilter(next);
    };
    window.addEventListener(REFILTER_EVENT, readLock);
    window.addEventListener('popstate', goBack);

    readLock();
    const next = startingFilter(location.search, savedFilter());
    const query = filterQueryString(next);
    if (query === urlQuery()) restoreFilter(next);
    else {
      replaceQuery(query);
      changeFilter(next);
    }
    setStarted(true);

    return () => {
      stopRefilter();
      window.removeEventListener(REFILTER_EVENT, readLock);
      window.removeEventListener('popstate', goBack);
    };
  }, []);

  return { filter: started ? stored : urlFilter, ageLocked };
}
