import { expect, test } from '@playwright/test';
import { logInAt } from './support/auth';

// spec §2 Header: the profile popover. It hangs under the account button, as tall as what it
// holds, on a phone and on a desktop (it was a full-height panel floating in the header).

for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 768 }],
] as const) {
  test(`on a ${size} the profile popover opens under the account button, as tall as its content`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await logInAt(page, size === 'phone' ? '09150270009' : '09150270010', '/');
    const button = page.locator('header').getByRole('button', { name: 'حساب کاربری' });
    await button.click();
    const popover = page.getByRole('dialog', { name: /^۰۹/ });
    await expect(popover.getByRole('button', { name: 'خروج از حساب' })).toBeVisible();
    const [buttonBox, box] = [await button.boundingBox(), await popover.boundingBox()];
    expect(box!.height).toBeLessThan(viewport.height * 0.6);
    expect(box!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height - 1);
    expect(box!.y).toBeLessThanOrEqual(buttonBox!.y + buttonBox!.height + 24);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  });
}
