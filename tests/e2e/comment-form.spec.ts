import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInAt, logInWithoutScript, smsCode } from './support/auth';

// Writing a comment (docs/decisions/0022-series-page-viewer-parts.md "Writing a comment"): the
// comments tab links to the title's comment form, a page of its own that needs a user, posts to
// itself and works without JavaScript. Film 3's comments are written only here.

const FILM = 3;

/** The title's published comments as the provider answers everyone. */
async function publishedComments(page: Page): Promise<string[]> {
  const response = await page.request.get(`/api/v1/ghost/comments-v2?type=movie&id=${FILM}&page=1&limit=50`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { comments: { data: { content: string }[] } };
  return body.comments.data.map((comment) => comment.content);
}

test('a guest who asks to write a comment logs in, comes back to the form, and publishes it in Persian', async ({
  page,
}) => {
  await page.goto(`/movie/${FILM}#tab-comments`);
  await page.locator('#tab-comments').getByRole('link', { name: 'نوشتن نظر' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/comment/movie/${FILM}`)}`);
  await page.getByLabel('شماره موبایل').pressSequentially('09150370001');
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  const code = await smsCode(page.request, '09150370001');
  await Promise.all([page.waitForURL(`/comment/movie/${FILM}`), page.getByLabel('کد ۴ رقمی').fill(code)]);

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^نظر شما درباره‌ی «.+»$/);
  const box = page.getByRole('textbox', { name: 'متن نظر' });
  // Only spaces: the page refuses it in Persian, keeps the box, and nothing is published.
  await box.fill('   ');
  await page.getByRole('button', { name: 'انتشار نظر' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('لطفاً نظر خود را بنویسید.');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const text = `فیلمی که باید دوباره دید ${Date.now()}`;
  await box.fill(`  ${text}  `);
  await page.getByRole('button', { name: 'انتشار نظر' }).click();
  await expect(page).toHaveURL(new RegExp(`/comment/movie/${FILM}\\?posted=\\d+$`));
  await expect(page.getByRole('main').getByRole('status')).toContainText('نظر شما منتشر شد');
  expect(await publishedComments(page)).toContain(text);
  // The way back shows the comment at once, although this visitor's browser and the server had
  // kept the title's page from before it was written.
  await page.getByRole('link', { name: 'بازگشت به نظرها' }).click();
  await expect(page).toHaveURL(new RegExp(`/movie/${FILM}\\?comment=\\d+#tab-comments$`));
  const panel = page.locator('#tab-comments');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: text })).toBeVisible();
});

test('without JavaScript, on an English page, a long comment is refused with what was typed kept; the sixth in ten minutes waits', async ({
  browser,
}) => {
  const page = await logInWithoutScript(browser, '09150370002');
  await page.goto(`/en/comment/movie/${FILM}`);
  const box = page.getByRole('textbox', { name: 'Your comment' });
  await expect(box).toHaveAttribute('maxlength', '1000');
  // A browser keeps to maxlength; a form sent another way is checked on the server all the same.
  const long = 'x'.repeat(1001);
  const refused = await page.request.post(`/en/comment/movie/${FILM}`, {
    form: { content: long },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(422);
  const refusedHtml = await refused.text();
  expect(refusedHtml).toContain('A comment is at most 1,000 characters; this one has 1,001.');
  expect(refusedHtml).toContain(long);

  for (let n = 1; n <= 5; n += 1) {
    await box.fill(`Note ${n} on film ${FILM}`);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Your comment is published')).toBeVisible();
    await page.getByRole('link', { name: 'Write another' }).click();
  }
  await box.fill('A sixth note');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    /^You have posted many comments in a short time\. Try again in (9|10) minutes\.$/,
  );
  await expect(box).toHaveValue('A sixth note');
  expect(await publishedComments(page)).not.toContain('A sixth note');
  await page.context().close();
});

test('a title that does not exist has no comment form', async ({ page }) => {
  await logInAt(page, '09150370003', '/');
  for (const path of ['/comment/movie/999999', '/comment/film/1', '/en/comment/series/abc']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
