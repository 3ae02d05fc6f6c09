import { expect, test } from '@playwright/test';
import { chooseScheme } from './support/scheme';

// The stylesheet is inlined and allowed by hash, the boot script too: a page must render styled,
// with nothing refused by its Content Security Policy, in both directions and both themes.
for (const path of ['/', '/movie/1', '/en/genres/drama', '/series/201']) {
  test(`${path} is styled and breaks no Content Security Policy rule`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // Violations a script catches (an eval probe in a try) reach only the DevTools issues.
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') refused.push(JSON.stringify(issue.details));
    });
    await cdp.send('Audits.enable');
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(fontFamily).toContain('Vazirmatn');
    // Bootstrap's container is styled: the header has padding from its utilities.
    expect(await page.locator('header.site-header nav').evaluate((el) => getComputedStyle(el).paddingTop)).not.toBe(
      '0px',
    );
    expect(refused).toEqual([]);
  });
}

test('the colour scheme is applied before first paint, from the stored preference', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('color-scheme', 'dark'));
  await page.goto('/movie/1');
  // The attribute is set by the inline boot script in <head>, before the body is parsed.
  const schemeAtFirstBodyParse = await page.evaluate(() => document.documentElement.dataset.bsTheme);
  expect(schemeAtFirstBodyParse).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
});

test('the locale the visitor reads is kept in the i18n_redirected cookie for 365 days', async ({ page, context }) => {
  await page.goto('/en/');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
});

test('responses carry the usual security headers', async ({ request }) => {
  const headers = (await request.get('/movie/1')).headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  const api = (await request.get('/api/v1/genres')).headers();
  expect(api['content-security-policy']).toContain("default-src 'none'");
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the header shows one logo, the ${scheme} one, in ${scheme} mode, and loads only that one`, async ({ page }) => {
    const logos: string[] = [];
    page.on('request', (request) => {
      if (/\/brand\/main\/logo/.test(request.url())) logos.push(new URL(request.url()).pathname);
    });
    await chooseScheme(page, scheme);
    await page.goto('/');
    const visible = page.locator('header .logo img:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveClass(scheme === 'light' ? 'logo-light' : 'logo-dark');
    await expect(visible).toHaveJSProperty('complete', true);
    expect(await visible.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(logos).toEqual([scheme === 'light' ? '/brand/main/logo.svg' : '/brand/main/logo-dark.svg']);
  });
}
