// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { KIDS_KEY } from '../../src/lib/behaviours/boot-script.mjs';
import { watchKidsModeControl } from '../../src/lib/behaviours/kids-mode-control';
import { kidsModeOn, setKidsMode } from '../../src/lib/behaviours/kids-mode';

// The kids flag (spec §3 Local storage keys) is set and cleared by the switch on /kids (where,
// the spec does not say); the boot script redirects on it (tests/unit/boot-script.test.ts).

/** The markup KidsModeControl.astro renders, with the CSS rule that hides the other state. */
function renderControl(): HTMLElement {
  document.head.innerHTML = `<style>
    [data-kids-mode='on'] .kids-mode-off, [data-kids-mode='off'] .kids-mode-on { display: none; }
  </style>`;
  document.body.innerHTML = `
    <section class="kids-mode" data-kids-mode="off" aria-labelledby="t">
      <h2 id="t">Kids mode on this device</h2>
      <p class="kids-mode-off">With kids mode on, this device always opens the site on the kids area.</p>
      <p class="kids-mode-on">Kids mode is on: this device opens the site on the kids area.</p>
      <button type="button" class="kids-mode-off" data-kids-mode-set="on">Turn on kids mode</button>
      <button type="button" class="kids-mode-on" data-kids-mode-set="off">Leave kids mode</button>
    </section>`;
  watchKidsModeControl();
  return document.querySelector('.kids-mode')!;
}

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the kids-mode switch on /kids', () => {
  it('becomes visible once it has read the flag', () => {
    expect(renderControl().hasAttribute('data-ready')).toBe(true);
  });

  it('turns kids mode on for this device', async () => {
    renderControl();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on kids mode' }));
    expect(localStorage.getItem(KIDS_KEY)).toBe('1');
    expect(screen.queryByRole('button', { name: 'Turn on kids mode' })).toBeNull();
    const leave = screen.getByRole('button', { name: 'Leave kids mode' });
    expect(document.activeElement).toBe(leave);
  });

  it('shows the way out when kids mode is on, and leaving clears the flag', async () => {
    localStorage.setItem(KIDS_KEY, '1');
    renderControl();
    expect(screen.getByText(/Kids mode is on/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Leave kids mode' }));
    expect(localStorage.getItem(KIDS_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn on kids mode' })).toBe(document.activeElement);
  });

  it('reads any other stored value as off', () => {
    localStorage.setItem(KIDS_KEY, 'true-ish');
    expect(renderControl().dataset['kidsMode']).toBe('off');
  });
});

describe('kidsModeOn() and setKidsMode()', () => {
  it('store the flag as 1 and clear it', () => {
    expect(setKidsMode(true)).toBe(true);
    expect(kidsModeOn()).toBe(true);
    expect(setKidsMode(false)).toBe(false);
    expect(localStorage.getItem(KIDS_KEY)).toBeNull();
  });

  it('report off, without failing, when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(setKidsMode(true)).toBe(false);
    expect(kidsModeOn()).toBe(false);
  });
});
