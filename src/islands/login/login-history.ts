import { useEffect } from 'react';
import { $loginModal, closeLogin } from '../../stores/login';

/**
 * spec §2 Login modal: closing goes back in history, or reloads if there is no history.
 * Decision: opening the modal adds a history entry for the same URL, so "back" closes the modal
 * and stays on the page (also with the browser's back button) instead of leaving it.
 */
export function useLoginHistoryEntry(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const state: unknown = history.state;
    history.pushState({ ...(typeof state === 'object' ? state : {}), loginModal: true }, '');
    const onPop = () => closeLogin();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [open]);
}

/** Escape, the close button and the backdrop: hide (resetting the presets), then go back or reload. */
export function dismissLogin(): void {
  if (!$loginModal.get().open) return;
  closeLogin();
  if (history.length > 1) history.back();
  else location.reload();
}
