import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { chooseScheme } from './support/scheme';

// axe-core on each page type, in light and in dark mode: no serious or critical violation.
const PAGE_TYPES = [
  '/',
  '/movie/1',
  '/series/201',
  '/episode/1001',
  '/genres',
  '/genres/drama',
  '/cast/1',
  '/casts/directors',
  '/lives',
  '/live/1',
  '/search/train',
  '/profile/faq',
  '/profile/plans',
  '/download',
  '/no-such-page',
];

for (const scheme of ['light', 'dark'] as const) {
  for (const locale of ['fa', 'en'] as const) {
    test.describe(`${scheme} ${locale}`, () => {
      test.use({ colorScheme: scheme });
      test.beforeEach(({ page }) => chooseScheme(page, scheme));
      for (const path of PAGE_TYPES) {
        test(`axe finds nothing serious on ${path}`, async ({ page }) => {
          await page.goto(locale === 'fa' ? path : path === '/' ? '/en/' : `/en${path}`);
          await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
          const results = await new AxeBuilder({ page }).analyze();
          const serious = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) =>
                `${v.id}: ${v.nodes
                  .map((n) => n.target.join(' '))
                  .slice(0, 3)
                  .join(', ')}`,
            );
          expect(serious).toEqual([]);
        });
      }
    });
  }
}
