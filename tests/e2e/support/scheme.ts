import type { Page } from '@playwright/test';
import { COLOR_SCHEME_KEY } from '../../../src/lib/behaviours/boot-script.mjs';

/**
 * Stores a visitor's colour choice before the page's scripts run. The site starts dark whatever the
 * device says (DESIGN.md §1, dark first); light is the visitor's choice in settings.
 */
export async function chooseScheme(page: Page, scheme: 'light' | 'dark' | 'system'): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_SCHEME_KEY, scheme] as const);
}
