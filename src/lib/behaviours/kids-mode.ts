import { KIDS_KEY } from './boot-script.mjs';

// spec §3 Local storage keys, the kids flag, and §4 Auth start-up: with the flag set, this device
// opens the site on /kids (the boot script in boot-script.mjs does the redirect). The spec does
// not say where the flag is set: a parent turns kids mode on, and off again, on the /kids page.

/** Whether the kids flag is set on this device; false when storage is blocked. */
export function kidsModeOn(): boolean {
  try {
    return localStorage.getItem(KIDS_KEY) === '1';
  } catch {
    return false;
  }
}

/** Sets or clears the kids flag; returns the state storage now holds. */
export function setKidsMode(on: boolean): boolean {
  try {
    if (on) localStorage.setItem(KIDS_KEY, '1');
    else localStorage.removeItem(KIDS_KEY);
  } catch {
    // Blocked storage: kids mode cannot be kept on this device.
  }
  const now = kidsModeOn();
  // What the boot script marks on <html> (boot-script.mjs), kept in step on this page.
  if (now) document.documentElement.dataset['kidsMode'] = 'on';
  else delete document.documentElement.dataset['kidsMode'];
  return now;
}
