import { atom, computed, onMount, task } from 'nanostores';
import { fetchUser, logout } from '../lib/api/browser';
import type { SiteView } from '../lib/api/views/site';
import { isLoggedIn } from '../lib/rules/account';

/** spec §3 Current user / site configuration; null while unknown (before the first load). */
export const $user = atom<SiteView | null>(null);

export const $isLoggedIn = computed($user, isLoggedIn);

let loading: Promise<SiteView | null> | null = null;

/**
 * spec §4 Auth: fills the user state from the guest status call, which answers the guest's
 * state, or the user's when the auth cookie is present. Concurrent callers share one request; a
 * failure leaves the state as it was.
 */
export function loadUser(): Promise<SiteView | null> {
  loading ??= task(async () => {
    try {
      const user = await fetchUser();
      $user.set(user);
      return user;
    } catch {
      return $user.get();
    } finally {
      loading = null;
    }
  });
  return loading;
}

/**
 * The user state, waiting for its first load when it is not known yet: an island whose click
 * decides by it (guest or user) must not take a user who clicks early for a guest.
 */
export const knownUser = async (): Promise<SiteView | null> => $user.get() ?? (await loadUser());

// spec §4 Auth, start-up: the first island that reads the user state triggers its load (after
// the current render: stores must not change while React renders).
onMount($user, () => {
  void Promise.resolve().then(() => ($user.get() === null ? loadUser() : null));
});

/** Profile popover: the auth logout, then a reload (the guest status is fetched again on start). */
export async function logOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // The reload shows whichever state the server kept.
  }
  $user.set(null);
  location.reload();
}
