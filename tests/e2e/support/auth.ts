import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** The last code the demo outbox holds for a number (GET /api/dev/sms). */
export async function smsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/sms?mobile=${mobile}`);
      if (!response.ok()) return '';
      code = ((await response.json()) as { code: string }).code;
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** Logs in through the login modal already open on the page (fa texts), with the outbox's code. */
export async function logInThroughModal(page: Page, mobile: string) {
  const dialog = page.getByRole('dialog', { name: 'ورود یا ثبت‌نام' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('شماره موبایل').pressSequentially(mobile);
  await dialog.getByRole('button', { name: 'ارسال کد' }).click();
  const code = await smsCode(page.request, mobile);
  await dialog.getByLabel('کد ۴ رقمی').fill(code);
  await expect(dialog).toBeHidden();
}

/** Logs a fresh browser context in on /login and comes back to `path`. */
export async function logInAt(page: Page, mobile: string, path = '/') {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  const island = page.locator('astro-island', { has: page.getByLabel('شماره موبایل') });
  await expect(island).not.toHaveAttribute('ssr', /.*/);
  await page.getByLabel('شماره موبایل').pressSequentially(mobile);
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  const code = await smsCode(page.request, mobile);
  await Promise.all([page.waitForURL((url) => url.pathname !== '/login'), page.getByLabel('کد ۴ رقمی').fill(code)]);
}

/** A page of a browser context of its own, logged in as `mobile` on /login and come back to `path`. */
export async function logInNewContext(browser: Browser, mobile: string, path = '/'): Promise<Page> {
  const page = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
  await logInAt(page, mobile, path);
  return page;
}

/**
 * A page of a new context logged in as `mobile` with JavaScript off: the login form needs
 * JavaScript, so a first context logs in and hands its cookies over (the back office's forms,
 * docs/admin.md, are used without scripts).
 */
export async function logInWithoutScript(browser: Browser, mobile: string): Promise<Page> {
  const login = await logInNewContext(browser, mobile);
  const state = await login.context().storageState();
  await login.context().close();
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: state });
  return plain.newPage();
}
