import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML, true after: an island whose content depends on
 * browser state (the user, storage) draws the server's version first, so hydration matches, and
 * its own right after.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
