import { expect, test } from '@playwright/test';
import { logInAt } from './support/auth';

// Replying to a comment (docs/decisions/0022-series-page-viewer-parts.md "Writing a comment"):
// each comment in a title's comments tab has a «پاسخ» link to the title's comment form, which
// then quotes the comment it answers and publishes the text as its reply, shown under it. Film
// 8's comments are written only here.

const FILM = 8;

test('a viewer replies to a comment from the comments tab, and the reply is shown under it', async ({ page }) => {
  await logInAt(page, '09150380001', '/');
  // A comment to answer, written through the form.
  const comment = `نظری برای پاسخ ${Date.now()}`;
  await page.goto(`/comment/movie/${FILM}`);
  await page.getByRole('textbox', { name: 'متن نظر' }).fill(comment);
  await page.getByRole('button', { name: 'انتشار نظر' }).click();
  await page.getByRole('link', { name: 'بازگشت به نظرها' }).click();
  // The tab's comments, not the replies listed under them.
  const comments = page.locator('#tab-comments ol.comments:not(.comments--replies) > li');
  const item = comments.filter({ hasText: comment });
  await expect(item).toBeVisible();

  // Its «پاسخ» link names whose comment it answers.
  await item.getByRole('link', { name: /^پاسخ به نظر / }).click();
  await expect(page).toHaveURL(new RegExp(`/comment/movie/${FILM}\\?reply=\\d+$`));
  // The commenter's masked number keeps its order inside the Persian sentence (isolated).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^پاسخ به نظر \u20680915\*\*\*0001\u2069 درباره‌ی «.+»$/,
  );
  await expect(page.getByRole('main').locator('blockquote')).toHaveText(comment);
  const reply = `پاسخ آزمایشی ${Date.now()}`;
  await page.getByRole('textbox', { name: 'متن پاسخ' }).fill(reply);
  await page.getByRole('button', { name: 'انتشار پاسخ' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('منتشر شد');
  await page.getByRole('link', { name: 'بازگشت به نظرها' }).click();

  // Under the comment it answers, not a comment of its own.
  await expect(item.locator('.comments--replies').getByText(reply)).toBeVisible();
  await expect(comments.locator(':scope > .comment__text').filter({ hasText: reply })).toHaveCount(0);
});

test('a reply to a comment that is not there is not found, and nothing is published', async ({ page }) => {
  await logInAt(page, '09150380002', '/');
  for (const path of [
    `/comment/movie/${FILM}?reply=999999`,
    `/comment/movie/${FILM}?reply=abc`,
    `/en/comment/movie/${FILM}?reply=-1`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  // A post naming such a comment changes nothing either.
  const posted = await page.request.post(`/comment/movie/${FILM}`, {
    form: { content: 'پاسخی بی‌نشانی', parent_id: '999999' },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(404);
  const answer = await page.request.get(`/api/v1/ghost/comments-v2?type=movie&id=${FILM}&page=1&limit=50`);
  const body = (await answer.json()) as { comments: { data: { content: string }[] } };
  expect(body.comments.data.map((c) => c.content)).not.toContain('پاسخی بی‌نشانی');
});
