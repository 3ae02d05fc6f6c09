import { atom, computed, onMount } from 'nanostores';
import { COLOR_SCHEME_KEY } from '../lib/behaviours/boot-script.mjs';

// spec §4 Other: the colour preference is system, light or dark, stored locally; night mode sets
// dark or system. The boot script (src/lib/behaviours/boot-script.mjs) applies the stored preference before
// first paint; this store changes it and keeps <html data-bs-theme> in step.

export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored preference ('dark' until read, and for anything stored that is not a scheme: DESIGN.md §1, dark first). */
export const $colorScheme = atom<ColorScheme>('dark');
/** Whether the device asks for dark colours. */
export const $systemDark = atom(false);

export const parseColorScheme = (value: unknown): ColorScheme =>
  value === 'light' || value === 'system' ? value : 'dark';

export const isDarkScheme = (scheme: ColorScheme, systemDark: boolean): boolean =>
  scheme === 'dark' || (scheme === 'system' && systemDark);

/** Whether the page is dark now (what the night-mode switch shows). */
export const $darkMode = computed([$colorScheme, $systemDark], isDarkScheme);

/**
 * spec §4 Other: night mode on stores dark; off stores system, unless the device is dark, where
 * system would leave the page dark: then light (the switch must turn the page light).
 */
export const nightModeScheme = (on: boolean, systemDark: boolean): ColorScheme =>
  on ? 'dark' : systemDark ? 'light' : 'system';

function applyTheme(): void {
  document.documentElement.dataset['bsTheme'] = $darkMode.get() ? 'dark' : 'light';
}

// The stored preference is read when something first shows or changes it.
onMount($colorScheme, () => {
  try {
    $colorScheme.set(parseColorScheme(localStorage.getItem(COLOR_SCHEME_KEY)));
  } catch {
    // Storage disabled: the boot script fell back to the system too.
  }
});

// spec §4 Other: while the preference is system, the page follows the device's changes.
onMount($systemDark, () => {
  if (typeof matchMedia !== 'function') return;
  const media = matchMedia(DARK_QUERY);
  $systemDark.set(media.matches);
  const follow = (event: MediaQueryListEvent) => {
    $systemDark.set(event.matches);
    applyTheme();
  };
  media.addEventListener('change', follow);
  return () => media.removeEventListener('change', follow);
});

/** Stores the preference and applies it at once. */
export function setColorScheme(scheme: ColorScheme): void {
  $colorScheme.set(scheme);
  try {
    localStorage.setItem(COLOR_SCHEME_KEY, scheme);
  } catch {
    // Storage disabled: the choice holds for this page only.
  }
  applyTheme();
}

/** spec §2 Header: the settings popover's night-mode toggle. */
export function setNightMode(on: boolean): void {
  setColorScheme(nightModeScheme(on, $systemDark.get()));
}
