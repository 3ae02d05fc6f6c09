import { expect, type Page } from '@playwright/test';
import { logInAt } from './auth';

/** In the sandbox bank: the payer's choice, returned to the site's /callback in the GET shape. */
export async function inSandbox(page: Page, action: 'پرداخت موفق' | 'انصراف' | 'پرداخت ناموفق' | 'تأیید قرارداد') {
  // The way to the bank is a form POST, the provider's checkout and a redirect: on a loaded
  // machine (CI runs two browsers beside the server) it has taken over the default 5 s.
  await expect(page.getByText('sandbox · درگاه آزمایشی')).toBeVisible({ timeout: 20_000 });
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/callback'),
    page.getByRole('button', { name: action }).click(),
  ]);
}

/**
 * A URL that left the site (the bank's page, the return URL the bank sent the payer back to)
 * names no mobile in any form (docs/payments.md "Buying"): 09…, 9… or 989…, under any parameter.
 */
export function expectNoMobile(url: string, mobile: string) {
  const text = decodeURIComponent(url);
  expect(new URL(url).searchParams.has('mobile')).toBe(false);
  for (const form of [mobile, mobile.slice(1), `98${mobile.slice(1)}`]) expect(text).not.toContain(form);
}

/** Logs `mobile` in and buys plan 1 through the gateway on /plan/1: the user is a subscriber after. */
export async function subscribe(page: Page, mobile: string) {
  await logInAt(page, mobile, '/plan/1');
  await page.getByRole('button', { name: /^پرداخت [۰-۹]/ }).click();
  await inSandbox(page, 'پرداخت موفق');
}
