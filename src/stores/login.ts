import { map } from 'nanostores';
import { clearValidationErrors } from './errors';

/** Which modal to open after a login that asked for a refresh (spec §4 Login flow step 5). */
export type Prerefresh = 'subscription' | 'directdebit';

/** spec §3 Login modal state; the form's own state (step, sending) lives in the island. */
export interface LoginModalState {
  open: boolean;
  /** A message shown above the form, e.g. why login is needed. */
  premessage: string | null;
  /** A mobile number to prefill. */
  premobile: string | null;
  /** Where to go after login (checked with safeRedirect). */
  preredirect: string | null;
  prerefresh: Prerefresh | null;
}

export type LoginPresets = Partial<Omit<LoginModalState, 'open'>>;

const CLOSED: LoginModalState = { open: false, premessage: null, premobile: null, preredirect: null, prerefresh: null };

export const $loginModal = map<LoginModalState>({ ...CLOSED });

/**
 * Fired on window when the modal opens: the island that draws it hydrates on first use
 * (client:interaction in src/layouts/Base.astro), and opening it from another island is a use.
 */
export const LOGIN_WAKE_EVENT = 'login-modal:open';

/** spec §4 Login flow step 1: shown, validation errors cleared, optional presets applied. */
export function openLogin(presets: LoginPresets = {}): void {
  clearValidationErrors();
  $loginModal.set({ ...CLOSED, ...presets, open: true });
  window.dispatchEvent(new Event(LOGIN_WAKE_EVENT));
}

/** spec §4 Login flow step 7: hiding the modal resets all presets. */
export function closeLogin(): void {
  $loginModal.set({ ...CLOSED });
}

/** spec §4 Login flow step 7: 'edit mobile' clears premobile. */
export function clearPremobile(): void {
  $loginModal.setKey('premobile', null);
}
