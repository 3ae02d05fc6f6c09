import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { chooseScheme } from './support/scheme';

// The stylesheets are linked files and the boot script is allowed by hash: a page must render
// styled, with nothing refused by its Content Security Policy, in both directions and both themes.
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

test("a page's policy allows its own inline scripts by hash and no other", async ({ request }) => {
  for (const path of ['/series/201', '/movie/1', '/']) {
    const answer = await request.get(path);
    const html = await answer.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
    );
    const hashes = answer.headers()['content-security-policy']!.match(/'sha256-[^']+'/g) ?? [];
    // script-src's hashes, then style-src's one.
    expect(hashes.slice(0, -1).sort(), path).toEqual([...new Set(inline)].sort());
  }
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

/** The stylesheets the page links, by file name without its hash (site-rtl, title-rtl, …). */
const linkedSheets = (page: Page) =>
  page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) =>
      links.map((link) =>
        new URL((link as HTMLLinkElement).href).pathname.replace(/^.*\/([\w-]+)\.[\w-]+\.css$/, '$1'),
      ),
    );

// docs/decisions/0007-stylesheet.md: a catalog page blocks its first paint on the site's sheet
// alone; the player's, the modals', the checkout's and the back office's rules are in sheets of
// their own, linked by the pages that draw them (src/styles/sheets.ts).
for (const path of ['/', '/genres/drama', '/en/genres/drama']) {
  test(`${path} links the site's sheet alone: no player, modal, checkout or back-office sheet`, async ({ page }) => {
    await page.goto(path);
    expect(await linkedSheets(page)).toEqual([path.startsWith('/en/') ? 'site-ltr' : 'site-rtl']);
  });
}

test("a film page links the title pages' sheet after the site's, and its player is drawn by it", async ({ page }) => {
  await page.goto('/movie/1');
  expect(await linkedSheets(page)).toEqual(['site-rtl', 'title-rtl']);
  // The play button over the picture: a 72 px disc laid over the picture (_player.scss,
  // _title-page.scss); unstyled, it would be Bootstrap's button in the flow.
  const play = page.locator('.player .player-play');
  await expect(play).toHaveCSS('position', 'absolute');
  await expect(play).toHaveCSS('border-radius', '999px');
  await expect(play).toHaveCSS('width', '72px');
});

test("/callback links the checkout's sheet, and its column is drawn by it", async ({ page }) => {
  await page.goto('/en/callback');
  expect(await linkedSheets(page)).toEqual(['site-ltr', 'checkout-ltr']);
  const column = page.locator('.callback');
  await expect(column).toHaveCSS('display', 'grid');
  await expect(column).toHaveCSS('max-width', '520px');
});

test("the login modal brings the modals' sheet when it opens, and is drawn by it from its first frame", async ({
  page,
}) => {
  await page.goto('/');
  expect(await linkedSheets(page)).toEqual(['site-rtl']);
  // How the dialog is drawn at the moment it opens: the sheet's own box, without the browser's
  // padding and border (an unstyled frame would read the user agent's 16px and 3px).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenAtOpen: string[] }).seenAtOpen = seen;
    new MutationObserver((records) => {
      for (const { target } of records)
        if (target instanceof HTMLDialogElement && target.open)
          seen.push(`${getComputedStyle(target).paddingTop} ${getComputedStyle(target).borderTopWidth}`);
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
  });
  // Once the user state is known (a guest's), the header's login link opens the modal.
  await expect(page.locator('html')).toHaveAttribute('data-show', /login/);
  await page.locator('header').getByRole('link', { name: 'ورود' }).click();
  const dialog = page.getByRole('dialog', { name: 'ورود یا ثبت‌نام' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seenAtOpen: string[] }).seenAtOpen)).toEqual(['0px 0px']);
  expect(await linkedSheets(page)).toEqual(['site-rtl', 'modals-rtl']);
  await expect(dialog).toHaveCSS('position', 'fixed');
});
