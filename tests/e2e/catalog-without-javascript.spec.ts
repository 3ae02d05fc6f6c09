import { expect, test } from '@playwright/test';
import { LATER_ROUTES, localized, PUBLIC_ROUTES } from './routes';

// The catalog's first users are search engines and casual visitors on cheap phones: every public
// route must read, link and work with JavaScript off, in fa and in en.
test.use({ javaScriptEnabled: false });

for (const locale of ['fa', 'en'] as const) {
  test.describe(`${locale} without JavaScript`, () => {
    for (const route of PUBLIC_ROUTES) {
      test(`renders ${route.path}`, async ({ page }) => {
        const response = await page.goto(localized(locale, route.path));
        expect(response?.status()).toBe(200);
        const html = page.locator('html');
        await expect(html).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
        await expect(html).toHaveAttribute('lang', locale === 'fa' ? 'fa-IR' : 'en-US');
        expect((await page.title()).trim().length).toBeGreaterThan(3);
        await expect(page.locator('h1')).toHaveCount(1);
        expect((await page.locator('h1').innerText()).trim()).not.toBe('');
        if (route.layout === 'empty') {
          await expect(page.locator('header.site-header')).toHaveCount(0);
          await expect(page.locator('footer.site-footer')).toHaveCount(0);
        } else {
          await expect(page.locator('header.site-header')).toHaveCount(1);
        }
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        expect(hrefs.length).toBeGreaterThan(0);
        for (const href of hrefs) expect(href, 'no placeholder links').not.toMatch(/^(#|javascript:)?$/);
        // Islands render on the server with React's useId(): each must get its own ids, or a label
        // names another island's field.
        const { duplicateIds, danglingReferences } = await page.evaluate(() => {
          const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
          const references = [
            ...document.querySelectorAll('label[for], [aria-labelledby], [aria-describedby]'),
          ].flatMap((element) =>
            [
              element.getAttribute('for'),
              element.getAttribute('aria-labelledby'),
              element.getAttribute('aria-describedby'),
            ]
              .flatMap((value) => value?.split(/\s+/) ?? [])
              .filter(Boolean),
          );
          return {
            duplicateIds: ids.filter((id, index) => ids.indexOf(id) !== index),
            danglingReferences: references.filter((id) => !document.getElementById(id)),
          };
        });
        expect(duplicateIds, 'ids are unique').toEqual([]);
        expect(danglingReferences, 'labels point at elements on the page').toEqual([]);
      });
    }

    test('follows the header search form to server-rendered results', async ({ page }) => {
      await page.goto(localized(locale, '/'));
      await page.locator('#site-search-q').fill('train');
      await page.locator('form[role="search"] button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/en' : ''}/search/train$`));
      await expect(page.locator('h1')).toContainText('train');
      await expect(page.locator('main a[href*="/movie/"]').first()).toBeVisible();
    });

    test('filters a genre through the query string, with pagination links keeping it', async ({ page }) => {
      await page.goto(localized(locale, '/genres/drama'));
      await page.locator('#filter-f_type').selectOption('movie');
      await page.locator('form.filter-bar button[type="submit"]').click();
      await expect(page).toHaveURL(/f_type=movie/);
      const titleLinks = await page
        .locator('main .poster-card')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(titleLinks.length).toBeGreaterThan(0);
      for (const href of titleLinks) expect(href).toMatch(/\/movie\/\d+$/);
    });
  });
}

test('every internal link of the pages above answers (routes not built yet aside)', async ({ request }) => {
  test.setTimeout(300_000);
  const links = new Set<string>();
  for (const locale of ['fa', 'en'] as const) {
    for (const route of PUBLIC_ROUTES) {
      const html = await (await request.get(localized(locale, route.path))).text();
      for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"/][^"]*|\/)"/g))
        links.add(href!.split('#')[0]!.replaceAll('&amp;', '&'));
    }
  }
  expect(links.size).toBeGreaterThan(100);
  const broken: string[] = [];
  for (const href of links) {
    if (LATER_ROUTES.test(href) || href.startsWith('/media/')) continue;
    const response = await request.get(href, { maxRedirects: 3 });
    if (response.status() >= 400) broken.push(`${response.status()} ${href}`);
  }
  expect(broken).toEqual([]);
});
