import { expect, test, type Page } from '@playwright/test';

// The home hero (spec §2 home, content-api /get/slider), the rows' previous/next buttons and the
// phone header's one row with its search button.

const hero = (page: Page) => page.getByRole('region', { name: 'عنوان‌های ویژه' });
const track = (page: Page) => page.locator('.hero-track');
/** Which slide is nearest the track's middle (the one showing). */
const showing = (page: Page) =>
  track(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const slides = Array.from(element.children);
    const gaps = slides.map((slide) => {
      const rect = slide.getBoundingClientRect();
      return Math.abs(rect.left + rect.width / 2 - (box.left + box.width / 2));
    });
    return gaps.indexOf(Math.min(...gaps));
  });

test('the home page opens on the slider titles with their facts and actions, server HTML without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const slider = (await (await page.request.get('/api/v1/get/slider')).json()) as {
    data: { sliders: { type: string; id: number; name_fa: string }[] };
  };
  const first = slider.data.sliders[0]!;
  await page.goto('/');
  const slides = hero(page).getByRole('listitem');
  await expect(slides).toHaveCount(slider.data.sliders.length);
  await expect(slides.first().getByRole('heading', { level: 2 })).toHaveText(first.name_fa);
  await expect(slides.first().getByRole('link', { name: `اطلاعات بیشتر ${first.name_fa}` })).toHaveAttribute(
    'href',
    `/${first.type}/${first.id}`,
  );
  await expect(slides.first().getByRole('link', { name: `تماشا ${first.name_fa}` })).toBeVisible();
  // Year and score, in Persian digits, on the first slide's line of facts.
  await expect(slides.first().locator('.hero-facts')).toHaveText(/[۰-۹]{4}.*از ۱۰/);
  // The controls need the script: without it they stay hidden and the track still scrolls.
  await expect(hero(page).getByRole('button')).toHaveCount(0);
  await context.close();
});

/** The play state of the current dot's timer fill, or 'none' when it has no animation. */
const timer = (page: Page) =>
  hero(page)
    .locator('.hero-dot[aria-current] .hero-dot__fill')
    .evaluate((fill) => fill.getAnimations()[0]?.playState ?? 'none');

test('the hero moves by its dots, the current dot fills as its time runs and its end moves the hero on', async ({
  page,
}) => {
  // Layout shifts no input caused (what CLS counts).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const dots = hero(page).getByRole('group', { name: 'انتخاب عنوان ویژه' }).getByRole('button');
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  // Ten minutes a slide while the test looks: only the end it runs out below moves the hero.
  await hero(page).evaluate((element) => element.style.setProperty('--slide-every', '600s'));
  await expect.poll(() => showing(page)).toBe(0);
  await dots.nth(1).click();
  await expect.poll(() => showing(page)).toBe(1);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(dots.first()).not.toHaveAttribute('aria-current', /.*/);
  // The dot names its slide: «۲ از ۵: name».
  await expect(dots.nth(1)).toHaveAccessibleName(/^۲ از [۰-۹]+: \S/);
  await dots.first().click();
  await expect.poll(() => showing(page)).toBe(0);
  // Its dot is current once the track rests (CI at load 15 ran the test on while the second
  // dot still was, and its fill's end moved the hero to the third slide).
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');

  // The pointer over the hero (or the focus in it) holds the timer; away, it runs.
  await page.mouse.move(5, 5);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await expect.poll(() => timer(page)).toBe('running');
  await hero(page).hover();
  await expect.poll(() => timer(page)).toBe('paused');
  await page.mouse.move(5, 5);
  await expect.poll(() => timer(page)).toBe('running');
  // The fill's end is the move: run it out and the second slide comes, its dot current. (The
  // shifts counted from here: the page's load has its own, the web font's swap.)
  await page.evaluate(() => ((window as unknown as { __shifts: number[] }).__shifts.length = 0));
  await hero(page)
    .locator('.hero-dot[aria-current] .hero-dot__fill')
    .evaluate((fill) => fill.getAnimations()[0]?.finish());
  await expect.poll(() => showing(page)).toBe(1);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  // The hero moving by itself shifted nothing: the dots keep their size, the pill grows by transform.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
});

test('the pause button holds the timer and the hero, and plays them again', async ({ page }) => {
  await page.goto('/');
  await page.mouse.move(5, 5);
  await expect.poll(() => timer(page)).toBe('running');
  await hero(page).getByRole('button', { name: 'توقف نمایش خودکار' }).click();
  await page.mouse.move(5, 5);
  await expect(hero(page).getByRole('button', { name: 'ادامه نمایش خودکار' })).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await expect.poll(() => timer(page)).toBe('paused');
  await hero(page).getByRole('button', { name: 'ادامه نمایش خودکار' }).click();
  await page.mouse.move(5, 5);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await expect.poll(() => timer(page)).toBe('running');
});

test('the hero does not move by itself for a visitor who asks for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  // Starts paused: the button offers to play the slides, and the dot has no timer running.
  await expect(hero(page).getByRole('button', { name: 'ادامه نمایش خودکار' })).toBeVisible();
  await expect.poll(() => timer(page)).toBe('none');
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a row's next button scrolls it in the reading direction, and previous brings it back", async ({ page }) => {
    for (const { path, next, previous, rightToLeft } of [
      { path: '/', next: 'بعدی: برترین‌ها', previous: 'قبلی: برترین‌ها', rightToLeft: true },
      { path: '/en', next: 'Next: Top picks', previous: 'Previous: Top picks', rightToLeft: false },
    ]) {
      await page.goto(path);
      const row = page.locator('[data-row]').filter({ has: page.getByRole('button', { name: next }) });
      const scrolled = () => row.locator('.row-scroller').evaluate((element) => element.scrollLeft);
      await row.getByRole('button', { name: next }).click();
      // Right to left, the row moves towards negative scroll positions (the later posters are on the left).
      if (rightToLeft) await expect.poll(scrolled).toBeLessThan(-100);
      else await expect.poll(scrolled).toBeGreaterThan(100);
      await row.getByRole('button', { name: previous }).click();
      await expect.poll(async () => Math.abs(await scrolled())).toBeLessThan(5);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a row's buttons appear and work once the phone is turned to a desktop's width", async ({ page }) => {
    await page.goto('/');
    const next = page.getByRole('button', { name: 'بعدی: برترین‌ها' });
    const row = page.locator('[data-row]').filter({ has: next });
    // On a phone the buttons are not drawn, and nothing measured the rows for them.
    await expect(next).toBeHidden();
    await expect(row.locator('[data-row-buttons][data-ready]')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await next.click();
    await expect.poll(() => row.locator('.row-scroller').evaluate((element) => element.scrollLeft)).toBeLessThan(-100);
  });

  test('the header is one row, and its search button opens the field and Escape closes it', async ({ page }) => {
    await page.goto('/en/genres');
    const header = page.locator('header.site-header');
    const box = await header.boundingBox();
    expect(box && box.height).toBeLessThan(70);
    // The field's own submit button is named Search too: the toggle is the one that expands.
    const closed = header.getByRole('button', { name: 'Search', expanded: false });
    const open = header.getByRole('button', { name: 'Search', expanded: true });
    const field = header.getByRole('combobox', { name: /search/i });
    await expect(field).toBeHidden();
    await closed.click();
    await expect(field).toBeFocused();
    await expect(open).toBeVisible();
    await field.fill('ka');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\/ka$/);
    await page.goBack();
    await closed.click();
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(closed).toBeFocused();
  });

  test('without JavaScript the search button is the link to the search page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/en/genres');
    await page.locator('header.site-header').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/search$/);
    await context.close();
  });
});

test('the top row is ranked: an ordered list, each poster behind its numeral in the page digits', async ({ page }) => {
  for (const [path, heading, digits] of [
    ['/', 'برترین‌ها', ['۱', '۲', '۳']],
    ['/en', 'Top picks', ['1', '2', '3']],
  ] as const) {
    await page.goto(path);
    const row = page.locator('section.top-row').filter({ has: page.getByRole('heading', { name: heading }) });
    const items = row.locator('ol > li');
    expect(await items.count()).toBeGreaterThan(2);
    for (const [index, digit] of digits.entries()) {
      await expect(items.nth(index).locator('.top-rank')).toHaveText(digit);
      // The numeral is drawn, not read: the card's link keeps the title's name.
      await expect(items.nth(index).locator('.top-rank')).toHaveAttribute('aria-hidden', 'true');
    }
    // Every poster of the ranked row is as wide as the others.
    const widths = await row
      .locator('.poster-card')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
  }
});

test('a poster card writes nothing under its art: its name is the link name, shown over the art on hover and on focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const card = page.locator('section.top-row .poster-card').first();
  await card.scrollIntoViewIfNeeded();
  const name = (await card.locator('.poster-title').textContent())!.trim();
  expect(name.length).toBeGreaterThan(1);
  await expect(card).toHaveAccessibleName(new RegExp(`^${name}`));
  const overlay = card.locator('.poster-overlay');
  // At rest the art alone: the words take no room under the picture and are not seen.
  await expect(overlay).toHaveCSS('opacity', '0');
  const [art, box] = await Promise.all([card.locator('img').boundingBox(), card.boundingBox()]);
  expect(Math.abs(box!.height - art!.height)).toBeLessThanOrEqual(1);
  await card.hover();
  await expect(overlay).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await expect(overlay).toHaveCSS('opacity', '0');
  await card.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(card).toBeFocused();
  await expect(overlay).toHaveCSS('opacity', '1');
});

test('on a phone the hero centres its title, facts and actions, and no line of facts starts with a dot', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const slide = hero(page).getByRole('listitem').first();
  const title = slide.getByRole('heading', { level: 2 });
  const box = (await title.boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - 195)).toBeLessThanOrEqual(2);
  await expect(title).toHaveCSS('font-weight', '800');
  // Facts wrap by clusters (year and genres; age and score): between clusters a centred line draws
  // no dot, so the second line cannot begin with one.
  const dots = await slide
    .locator('.hero-cluster')
    .evaluateAll((clusters) => clusters.map((cluster) => getComputedStyle(cluster, '::before').content));
  expect(dots.length).toBe(2);
  expect(dots.every((content) => content === 'none' || content === 'normal')).toBe(true);
  const watch = (await slide.getByRole('link', { name: /^تماشا/ }).boundingBox())!;
  const details = (await slide.getByRole('link', { name: /^اطلاعات بیشتر/ }).boundingBox())!;
  expect(Math.abs((watch.x + watch.width + details.x) / 2 - 195)).toBeLessThanOrEqual(8);
});
