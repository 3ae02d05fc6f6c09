import { atom, onMount } from 'nanostores';

// spec §3 shared flags: autoplay, default on (spec §9 "Autoplay default on"). Kept in this
// browser's local storage (`autoplay`, 'false' when off); /profile/settings toggles it and the
// player reads it to play the next episode by itself (islands/player/next.ts).

export const AUTOPLAY_KEY = 'autoplay';

export const $autoplay = atom(true);

/** The stored flag: on unless 'false' was stored (or storage is disabled). */
export function storedAutoplay(): boolean {
  try {
    return localStorage.getItem(AUTOPLAY_KEY) !== 'false';
  } catch {
    return true;
  }
}

onMount($autoplay, () => {
  $autoplay.set(storedAutoplay());
});

export function setAutoplay(on: boolean): void {
  $autoplay.set(on);
  try {
    localStorage.setItem(AUTOPLAY_KEY, String(on));
  } catch {
    // Storage disabled: the choice holds for this page only.
  }
}
