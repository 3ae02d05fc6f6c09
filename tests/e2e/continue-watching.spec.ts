import { expect, test, type Page } from '@playwright/test';
import { logInAt } from './support/auth';

// /profile's continue watching is a row of 16:9 cards (DESIGN.md §5 "Landscape card 16:9"): the
// picture is never stretched into a poster's 2:3 box, is the reader's own backdrop (textless, its
// subject on the page's end side; never the other language's), and a bar shows how much was
// watched.

/** A resume point on film 4, a free one (the player saves one on pause: content-api create/watch recently). */
const resumeFreeFilm = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/api/v1/create/watch/movie/recently', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ movie_id: 4, current_time: 900, duration_time: 3000 }),
    });
    return answer.status;
  });

for (const [locale, path, region] of [
  ['fa', '/profile', 'ادامه تماشا'],
  ['en', '/en/profile', 'Continue watching'],
] as const) {
  test(`continue watching is a 16:9 card with the ${locale} page's art and a progress bar`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAt(page, locale === 'fa' ? '09150270004' : '09150270005', path);
    expect(await resumeFreeFilm(page)).toBe(200);
    await page.goto(path);
    const row = page.getByRole('region', { name: region });
    const picture = row.locator('img').first();
    await expect(picture).toBeVisible();
    const shape = await picture.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { ratio: box.width / box.height, src: img.getAttribute('src') ?? '' };
    });
    expect(shape.ratio).toBeCloseTo(16 / 9, 1);
    // The page's own backdrop: never the English one on a Persian page, the English one on an English page.
    expect(shape.src).toMatch(locale === 'fa' ? /\/img\/backdrop\/4\.jpg/ : /\/img\/backdrop\/4-en\.jpg/);
    const bar = row.getByRole('progressbar');
    await expect(bar).toHaveAttribute('value', '30');
    // 900 s of 3,000 watched: 35 minutes left, in the page's digits.
    await expect(row.getByText(locale === 'fa' ? '۳۵ دقیقه مانده' : '35 min left')).toBeVisible();
    // The bar runs along the picture's foot, as wide as the picture.
    const [barBox, pictureBox] = await Promise.all([bar.boundingBox(), picture.boundingBox()]);
    expect(barBox!.width).toBeCloseTo(pictureBox!.width, 0);
    expect(Math.abs(barBox!.y + barBox!.height - (pictureBox!.y + pictureBox!.height))).toBeLessThanOrEqual(1);
  });
}

// Home is one cached page for every visitor; a logged-in viewer's row comes on its own
// (src/pages/partials/continue.astro), at the top of the rows, as 16:9 cards with their bar.
for (const [locale, home, region, mobile] of [
  ['fa', '/', 'ادامه تماشا', '09150270031'],
  ['en', '/en', 'Continue watching', '09150270032'],
] as const) {
  test(`home shows a ${locale} viewer what they were watching, 16:9 with its progress`, async ({ page }) => {
    await logInAt(page, mobile, home);
    expect(await resumeFreeFilm(page)).toBe(200);
    await page.goto(home);
    const row = page.getByRole('region', { name: region });
    const card = row.getByRole('listitem').first().getByRole('link');
    await expect(card).toHaveAttribute('href', locale === 'fa' ? '/movie/show/4' : '/en/movie/show/4');
    await expect(row.getByRole('progressbar')).toHaveAttribute('value', '30');
    const ratio = await row
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width / img.getBoundingClientRect().height);
    expect(ratio).toBeCloseTo(16 / 9, 1);
    // The row's "all" leads to the viewer's lists.
    await expect(row.getByRole('link', { name: locale === 'fa' ? /^همه/ : /^All/ })).toHaveAttribute(
      'href',
      locale === 'fa' ? '/profile' : '/en/profile',
    );
  });
}

test('a guest on home asks for no personal row and sees none', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/partials/continue')) asked.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'برترین‌ها' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'ادامه تماشا' })).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('the continue-watching fragment is personal: never cached, empty for a guest', async ({ request }) => {
  const answer = await request.get('/partials/continue');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect((await answer.text()).trim()).toBe('');
});
