import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { chooseScheme } from './support/scheme';

// Footer extras: the notification prompt (spec §2 Footer, §9), install links (spec §2),
// the service worker's offline page, and the live chat staying off by default.

const QUESTION_EN = 'Want to be told when new films are released?';

async function setRef(context: BrowserContext, page: Page, value: string) {
  const { hostname } = new URL(page.url() === 'about:blank' ? (test.info().project.use.baseURL ?? '') : page.url());
  await context.addCookies([{ name: 'ref', value, domain: hostname, path: '/' }]);
}

/** Whether the prompt shows is decided by the footer's module script, which runs before load. */
const promptHydrated = (page: Page) => page.waitForLoadState('load');

test.describe('the notification prompt', () => {
  test('shows without a ref cookie; Yes shows that the feature comes soon', async ({ page }) => {
    await page.goto('/en/genres');
    const prompt = page.getByRole('region', { name: QUESTION_EN });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await expect(prompt.getByText('This feature will be added soon.')).toBeVisible();
    await prompt.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toBeHidden();
  });

  test('Not now closes it, and it stays closed after a reload', async ({ page }) => {
    await page.goto('/genres');
    const prompt = page.getByRole('region', { name: 'می‌خواهید از انتشار فیلم‌های تازه باخبر شوید؟' });
    await prompt.getByRole('button', { name: 'الان نه' }).click();
    await expect(prompt).toBeHidden();
    await page.reload();
    await promptHydrated(page);
    await expect(prompt).toHaveCount(0);
  });

  test('stays hidden in the main brand with a ref cookie of 3', async ({ page, context }) => {
    await setRef(context, page, '3');
    await page.goto('/en/genres');
    await promptHydrated(page);
    await expect(page.getByRole('region', { name: QUESTION_EN })).toHaveCount(0);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds nothing serious with the prompt open, asking and answered (${scheme})`, async ({ page }) => {
      await chooseScheme(page, scheme);
      await page.goto('/genres');
      const prompt = page.getByRole('region', { name: 'می‌خواهید از انتشار فیلم‌های تازه باخبر شوید؟' });
      await expect(prompt).toBeVisible();
      const serious = async () =>
        (await new AxeBuilder({ page }).analyze()).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(await serious()).toEqual([]);
      await prompt.getByRole('button', { name: 'بله' }).click();
      await expect(prompt.getByText('این امکان به‌زودی اضافه می‌شود.')).toBeVisible();
      expect(await serious()).toEqual([]);
    });
  }

  test('sits in the footer, covering neither the page nor the mobile bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/en/genres');
    const prompt = page.getByRole('contentinfo').getByRole('region', { name: QUESTION_EN });
    await expect(prompt).toBeVisible();
    // Not over the page: nothing of it is in the first screen, where the content is.
    const first = await prompt.boundingBox();
    expect(first && first.y >= 700).toBe(true);
    // Scrolled to, it stays clear of the bottom bar.
    await prompt.scrollIntoViewIfNeeded();
    const box = await prompt.boundingBox();
    const bar = page.getByRole('navigation', { name: 'Bottom navigation' });
    const barBox = (await bar.isVisible()) ? await bar.boundingBox() : null;
    expect(box && (!barBox || box.y + box.height <= barBox.y)).toBe(true);
  });
});

test('an install link opens the login dialog for a guest with a ref cookie instead of leaving the page', async ({
  page,
  context,
}) => {
  await setRef(context, page, '9');
  const userLoaded = page.waitForResponse((response) => response.url().includes('/ghost/get/'));
  await page.goto('/en/genres');
  await userLoaded;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Download the app', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/en/genres');
});

test('an install link goes straight through for a guest without a ref cookie', async ({ page }) => {
  const userLoaded = page.waitForResponse((response) => response.url().includes('/ghost/get/'));
  await page.goto('/en/genres');
  await userLoaded;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Download the app', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/download$/);
});

test.describe('the service worker', () => {
  async function installWorker(page: Page, path: string) {
    await page.goto(path);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }

  test('shows the offline page in the page language when the network is gone', async ({ page, context }) => {
    await installWorker(page, '/en/genres');
    await context.setOffline(true);
    await page.goto('/en/movie/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await page.goto('/movie/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اتصال اینترنت برقرار نیست');
    // Styled from the cache: the stylesheet and body font were precached.
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toContain('Vazirmatn');
    await context.setOffline(false);
  });

  test('keeps static assets but never API calls in its caches', async ({ page }) => {
    await installWorker(page, '/en/genres');
    // A second page, now under the worker, loads islands that call the API.
    const userLoaded = page.waitForResponse((response) => response.url().includes('/api/v1/'));
    await page.goto('/en/');
    await userLoaded;
    await page.waitForLoadState('networkidle');
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/en/offline');
    expect(cached.some((path) => path.startsWith('/_astro/') && path.endsWith('.js'))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(cached.filter((path) => /^\/(en\/)?(login|profile|payments)/.test(path))).toEqual([]);
  });

  test('is served from the root with no-cache', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-type']).toContain('javascript');
  });
});

test('the offline page is not for search engines', async ({ page }) => {
  await page.goto('/offline');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('with the default configuration there is no chat facade and no third-party request', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:'].includes(url.protocol)) return;
    if (url.origin !== new URL(page.url() === 'about:blank' ? request.url() : page.url()).origin) {
      foreign.push(request.url());
    }
  });
  await page.goto('/en/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Support chat' })).toHaveCount(0);
  expect(foreign).toEqual([]);
});

test.describe('the dark logo on mobile (spec §9: a ref above 2)', () => {
  test.use({ viewport: { width: 375, height: 700 }, colorScheme: 'light' });

  test('a ref cookie of 3 shows the dark logo on a phone in the light theme', async ({ page, context }) => {
    await chooseScheme(page, 'light');
    await setRef(context, page, '3');
    await page.goto('/en/genres');
    await expect(page.locator('.site-header .logo-dark')).toBeVisible();
    await expect(page.locator('.site-header .logo-light')).toBeHidden();
  });

  test('a ref cookie of 2 keeps the logo of the theme', async ({ page, context }) => {
    await chooseScheme(page, 'light');
    await setRef(context, page, '2');
    await page.goto('/en/genres');
    await expect(page.locator('.site-header .logo-light')).toBeVisible();
    await expect(page.locator('.site-header .logo-dark')).toBeHidden();
  });
});
