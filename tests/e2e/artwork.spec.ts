import { expect, test } from '@playwright/test';

// The demo catalog's photos (posters with their title, textless backdrops), in the format the
// browser's Accept header prefers (AVIF, WebP, else JPEG for social cards), with narrower copies
// for srcset; the payment icons stay SVG.
test('the artwork route answers photos, their narrower copies and icons, and 404 for anything else', async ({
  request,
}) => {
  const poster = await request.get('/img/poster/1.jpg');
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/jpeg');
  expect(poster.headers()['cache-control']).toContain('max-age=604800');
  expect(poster.headers()['vary']).toBe('Accept');
  const narrow = await request.get('/img/backdrop/1.jpg?w=640');
  expect(narrow.headers()['content-type']).toBe('image/jpeg');
  expect((await narrow.body()).length).toBeLessThan((await (await request.get('/img/backdrop/1.jpg')).body()).length);
  const icon = await request.get('/img/gateway/saman.svg');
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
  for (const path of [
    '/img/backdrop/1.jpg?w=500',
    '/img/poster/1.jpg?w=960',
    '/img/poster/1.jpg?w=abc',
    '/img/poster/1.jpg?x=1',
    '/img/poster/1.png',
    '/img/nothing/1.jpg',
    '/img/poster/..%2Fetc.jpg',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('photos come as AVIF or WebP to browsers that name them; a backdrop is drawn for its locale', async ({
  request,
}) => {
  const avif = await request.get('/img/poster/1.jpg', { headers: { accept: 'image/avif,image/webp,*/*;q=0.8' } });
  expect(avif.headers()['content-type']).toBe('image/avif');
  const webp = await request.get('/img/poster/1.jpg', { headers: { accept: 'image/webp,*/*;q=0.8' } });
  expect(webp.headers()['content-type']).toBe('image/webp');
  const jpeg = await request.get('/img/poster/1.jpg', { headers: { accept: 'image/jpeg' } });
  expect((await avif.body()).length).toBeLessThan((await jpeg.body()).length);
  // backdrop_fa and backdrop carry no words (the page sets the title); each puts its subject on
  // its locale's end side, so they are two pictures, and the Persian one is the key art itself.
  const persian = await (await request.get('/img/backdrop/1.jpg')).body();
  const english = await (await request.get('/img/backdrop/1-en.jpg')).body();
  expect(persian.equals(english)).toBe(false);
  expect(persian.equals(await (await request.get('/img/backdrop/1-plain.jpg')).body())).toBe(true);
});

test('a film page shows its backdrop from the copy its drawn size needs on a phone, and every image decodes', async ({
  browser,
}) => {
  // The stage's art covers a box 62 vh tall (lib/rules/title-stage.ts STAGE_SIZES): a 360x640 phone
  // draws it about 700 px wide, so at 1x it takes the 960 px copy, not the 1280 px original.
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto('/movie/1');
  const backdrop = page.locator('img.backdrop');
  await expect(backdrop).toHaveJSProperty('complete', true);
  expect(await backdrop.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\/backdrop\/1\.jpg\?w=960$/);
  const broken = await page
    .locator('img[loading="eager"]')
    .evaluateAll((images: HTMLImageElement[]) => images.filter((img) => img.complete && img.naturalWidth === 0).length);
  expect(broken).toBe(0);
  await context.close();
});
