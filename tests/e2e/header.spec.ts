import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { motionSettled } from './support/motion';
import { chooseScheme } from './support/scheme';

// spec §2 Header: the search box with recent searches (§4 Other, §5 Search) and the settings
// popover (night mode, the disabled language switch, the fixed content filter).

const home = (locale: 'fa' | 'en') => (locale === 'fa' ? '/' : '/en/');

/**
 * Islands hydrate on first use (client:interaction): a pointer down on the island holding
 * `selector` wakes it, then this waits until it has hydrated (Astro drops its ssr attribute then).
 */
async function hydrated(page: Page, selector: string) {
  const island = page.locator(`astro-island:has(${selector})`).first();
  await island.dispatchEvent('pointerdown');
  await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 30_000 });
}

async function openSettings(page: Page, name: string) {
  await hydrated(page, '.settings-button');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('search box', () => {
  test('a 1-character search stays on the page; searches are offered again, newest first', async ({ page }) => {
    test.setTimeout(120_000); // five page loads
    await page.goto('/');
    await hydrated(page, '#site-search-q');
    const box = page.getByRole('combobox', { name: 'جستجوی فیلم، سریال یا هنرمند' });
    await box.fill(' a ');
    await box.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'دست‌کم ۲ حرف' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await box.fill('train');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/train$/);

    await page.goto('/');
    await hydrated(page, '#site-search-q');
    await box.fill('قطار');
    await page.getByRole('search').getByRole('button', { name: 'جستجو' }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent('قطار')}$`));
    await expect(page.locator('h1')).toContainText('قطار');

    await page.goto('/');
    await hydrated(page, '#site-search-q');
    await box.click();
    const suggestions = page.getByRole('listbox', { name: 'جستجوهای اخیر' }).getByRole('option');
    await expect(suggestions).toHaveText(['قطار', 'train']);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await suggestions.nth(1).getAttribute('id')) ?? '');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/train$/);
  });

  // docs/catalog.md "Search: Finglish and typos": suggestions while typing, each a link to its page.
  test('typing in Finglish shows suggestions; Enter on one opens its page', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, '#site-search-q');
    const box = page.getByRole('combobox', { name: 'جستجوی فیلم، سریال یا هنرمند' });
    await box.pressSequentially('akharin ghatar', { delay: 40 });
    const first = page.getByRole('listbox', { name: 'پیشنهادها' }).getByRole('option').first();
    await expect(first).toContainText('آخرین قطار تبریز');
    await expect(first).toContainText('فیلم');
    await expect(first).toHaveAttribute('href', '/movie/1');
    await motionSettled(page);
    const serious = (await new AxeBuilder({ page }).include('.site-search').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => v.id)).toEqual([]);
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/movie\/1$/);
    await expect(page.locator('h1')).toContainText('آخرین قطار تبریز');
  });

  test('a person is suggested by name in either script, and comes first on the results page', async ({ page }) => {
    await page.goto('/en/');
    await hydrated(page, '#site-search-q');
    const box = page.getByRole('combobox', { name: 'Search films, series or people' });
    await box.pressSequentially('آرمان طبریزی', { delay: 40 }); // ط for ت: a homophone typo
    const person = page.getByRole('option', { name: /Arman Tabrizi/ });
    await expect(person).toHaveAttribute('href', '/en/cast/17');
    await page.goto(`/en/search/${encodeURIComponent('arman tabrizi')}`);
    const sections = page.locator('[data-filter-results]').getByRole('heading', { level: 2 });
    await expect(sections.first()).toHaveText('People');
  });
});

test.describe('night mode', () => {
  /** Records <html data-bs-theme> at DOMContentLoaded, before any island can run. */
  async function recordThemeAtLoad(page: Page) {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtLoad?: string }).themeAtLoad = document.documentElement.dataset['bsTheme'];
      });
    });
  }
  const themeAtLoad = (page: Page) => page.evaluate(() => (window as unknown as { themeAtLoad?: string }).themeAtLoad);

  test.describe('on a light device', () => {
    test.use({ colorScheme: 'light' });

    test('starts dark before any choice; off brings light back, kept across a reload without a flash', async ({
      page,
    }) => {
      await recordThemeAtLoad(page);
      await page.goto('/en/');
      expect(await themeAtLoad(page)).toBe('dark');
      const dialog = await openSettings(page, 'Settings');
      const night = dialog.getByRole('switch', { name: 'Night mode' });
      await expect(night).toBeChecked();
      await night.uncheck();
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');

      await page.reload();
      expect(await themeAtLoad(page)).toBe('light');
      expect(await page.evaluate(() => localStorage.getItem('color-scheme'))).toBe('system');
      await openSettings(page, 'Settings');
      await expect(night).not.toBeChecked();
      await night.check();
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      await page.reload();
      expect(await themeAtLoad(page)).toBe('dark');
    });
  });

  test.describe('on a dark device', () => {
    test.use({ colorScheme: 'dark' });

    test('shows on, and off keeps the page light across a reload', async ({ page }) => {
      await recordThemeAtLoad(page);
      await page.goto('/');
      const dialog = await openSettings(page, 'تنظیمات');
      const night = dialog.getByRole('switch', { name: 'حالت شب' });
      await expect(night).toBeChecked();
      await night.uncheck();
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
      await page.reload();
      expect(await themeAtLoad(page)).toBe('light');
    });
  });
});

test('the settings popover shows the language disabled and saves the fixed filter in its cookie', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const dialog = await openSettings(page, 'تنظیمات');
  const language = dialog.getByRole('combobox', { name: 'زبان سایت' });
  await expect(language).toBeDisabled();
  await expect(language).toHaveValue('fa');
  await dialog.getByRole('combobox', { name: 'کشور' }).selectOption('IR');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'filtercontents')?.value)
    .toBe('?country=IR');

  await page.reload();
  await openSettings(page, 'تنظیمات');
  await expect(dialog.getByRole('combobox', { name: 'کشور' })).toHaveValue('IR');
  await dialog.getByRole('button', { name: 'پاک کردن فیلتر' }).click();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'filtercontents')).toBe(false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'تنظیمات' })).toBeFocused();
});

for (const scheme of ['light', 'dark'] as const) {
  for (const locale of ['fa', 'en'] as const) {
    test(`axe finds nothing serious with the header's popups open (${scheme}, ${locale})`, async ({ page }) => {
      // Four axe passes over the whole home page (54 s alone on 2 loaded cores): more than a minute
      // beside another browser.
      test.setTimeout(150_000);
      await chooseScheme(page, scheme);
      await page.addInitScript(() => localStorage.setItem('recent_searches', JSON.stringify(['matrix', 'قطار'])));
      await page.goto(home(locale));
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
      const serious = async () => {
        await motionSettled(page);
        return (await new AxeBuilder({ page }).analyze()).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      };

      await hydrated(page, '#site-search-q');
      await page.locator('#site-search-q').click();
      await expect(page.getByRole('listbox')).toBeVisible();
      expect(await serious()).toEqual([]);

      await openSettings(page, locale === 'fa' ? 'تنظیمات' : 'Settings');
      expect(await serious()).toEqual([]);
    });
  }
}
