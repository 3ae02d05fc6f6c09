import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAt, logInThroughModal } from './support/auth';

// DESIGN.md §5 "Modal and bottom sheet": always inner padding. The modals are <dialog>s without
// padding of their own (a click on the dialog itself is a click on the backdrop), so the room
// belongs to their body: every title, button, field and line of text sits inside the dialog with
// room to its edges, on a phone and on a desktop.

const ROOM = 16;

/** Where each visible piece of text or control of `dialog` is, measured from the dialog's edges. */
async function distancesFromEdges(dialog: Locator) {
  return dialog.evaluate((element) => {
    const outer = element.getBoundingClientRect();
    const parts = [...element.querySelectorAll<HTMLElement>('h2, h3, p, li, label, button, input, select')].filter(
      (part) => part.getClientRects().length > 0 && !part.closest('.visually-hidden'),
    );
    return parts.map((part) => {
      // Text is measured by its glyphs (a line may run past its own box), controls by their box.
      const range = document.createRange();
      range.selectNodeContents(part);
      const box = ['BUTTON', 'INPUT', 'SELECT'].includes(part.tagName)
        ? part.getBoundingClientRect()
        : range.getBoundingClientRect();
      return {
        what: `${part.tagName} ${(part.textContent ?? '').trim().slice(0, 40)}`,
        start: Math.round(box.left - outer.left),
        end: Math.round(outer.right - box.right),
        top: Math.round(box.top - outer.top),
      };
    });
  });
}

async function expectRoomInside(dialog: Locator) {
  await expect(dialog).toBeVisible();
  const parts = await distancesFromEdges(dialog);
  expect(parts.length).toBeGreaterThan(2);
  for (const part of parts) {
    expect(part.start, part.what).toBeGreaterThanOrEqual(ROOM);
    expect(part.end, part.what).toBeGreaterThanOrEqual(ROOM);
    expect(part.top, part.what).toBeGreaterThanOrEqual(ROOM);
  }
}

const onPhone = (page: Page) => page.setViewportSize({ width: 390, height: 844 });

test('the login modal has room inside on a phone', async ({ page }) => {
  await onPhone(page);
  await page.goto('/movie/1');
  // Once the user state is known (a guest's), the header's login link opens the modal.
  await expect(page.locator('html')).toHaveAttribute('data-show', /login/);
  await page.locator('header').getByRole('link', { name: 'ورود' }).click();
  await expectRoomInside(page.getByRole('dialog', { name: 'ورود یا ثبت‌نام' }));
});

test('the subscription, top-up and automatic payment modals have room inside, VAT line included', async ({
  page,
}) => {
  await logInAt(page, '09150270001', '/payments');
  await onPhone(page);
  await page.getByRole('link', { name: 'افزایش موجودی' }).click();
  const wallet = page.getByRole('dialog', { name: 'افزایش موجودی' });
  await expectRoomInside(wallet);
  await wallet.getByRole('button', { name: 'بستن' }).click();

  await page.goto('/movie/1');
  await page.locator('.title-stage').getByRole('link', { name: 'خرید اشتراک' }).click();
  const plans = page.getByRole('dialog', { name: 'خرید اشتراک' });
  await expect(plans.getByText(/مالیات بر ارزش افزوده/)).toBeVisible();
  await expectRoomInside(plans);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await page.locator('header').getByRole('button', { name: 'پرداخت خودکار' }).click();
  const mandate = page.getByRole('dialog', { name: 'فعال کردن پرداخت خودکار' });
  // The modal asks the banks and its settings first: on a loaded machine that has taken over 5 s.
  await expect(mandate.getByRole('combobox').first()).toBeVisible({ timeout: 20_000 });
  await expectRoomInside(mandate);
});

test('the login modal has room inside on a desktop, and logging in through it still works', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await page.locator('header').getByRole('button', { name: 'خرید اشتراک' }).click();
  await expectRoomInside(page.getByRole('dialog', { name: 'ورود یا ثبت‌نام' }));
  await logInThroughModal(page, '09150270002');
  await expectRoomInside(page.getByRole('dialog', { name: 'خرید اشتراک' }));
});
