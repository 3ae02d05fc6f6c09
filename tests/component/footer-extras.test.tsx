// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NotifyPrompt from '../../src/islands/NotifyPrompt';
import { revealNotifyPrompt } from '../../src/lib/behaviours/notify-prompt';
import { applyDarkLogo, DARK_LOGO_CLASS } from '../../src/lib/behaviours/dark-logo';
import { NOTIFY_DISMISSED_KEY } from '../../src/lib/behaviours/dismissal';
import { createTranslate } from '../../src/lib/i18n';
import { onInstallClick } from '../../src/lib/behaviours/install-links';
import { $user } from '../../src/stores/auth';
import { $loginModal, closeLogin } from '../../src/stores/login';
import { userView } from './fixtures';

// Footer extras: the notification prompt (spec §2 Footer, §9), install links (spec §2 Header and
// navigation), the dark logo on mobile (§9).

const t = createTranslate('fa');
const setRef = (value: string) => (document.cookie = `ref=${value}; path=/`);
const clearRef = () => (document.cookie = 'ref=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
const guest = (fields = {}) => userView({ scope: ['guest'], ...fields });
const member = (fields = {}) => userView({ scope: ['user'], mobile: '09121234567', ...fields });

beforeEach(() => {
  // The user state is set by each test: no guest status call.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ status: 500, json: async () => null })),
  );
});

afterEach(() => {
  cleanup();
  clearRef();
  localStorage.clear();
  closeLogin();
  $user.set(null);
  cleanStores($user, $loginModal);
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the notification prompt (spec §2 Footer)', () => {
  const question = () => screen.queryByRole('region', { name: t('notify.question') });
  /** The footer's hidden slot (Footer.astro), revealed or not by the browser's decision. */
  const slot = (plus: boolean) => {
    document.body.innerHTML = `<div data-notify-prompt data-plus="${String(plus)}" hidden></div>`;
    return document.querySelector<HTMLElement>('[data-notify-prompt]')!;
  };

  it('appears when the ref cookie is missing, in any brand', () => {
    for (const plus of [true, false]) {
      const element = slot(plus);
      expect(revealNotifyPrompt()).toBe(true);
      expect(element.hidden).toBe(false);
    }
  });

  it.each([
    [false, '6', true],
    [false, '5', false],
    [true, '6', false],
    [true, '3', false],
    [false, 'junk', false],
  ])('with main brand %s and ref cookie %s: shown %s', (plus, ref, shown) => {
    setRef(ref);
    const element = slot(plus);
    revealNotifyPrompt();
    expect(element.hidden).toBe(!shown);
  });

  it('does not take the focus when it appears', () => {
    const before = document.activeElement;
    slot(false);
    revealNotifyPrompt();
    render(<NotifyPrompt locale="fa" />);
    expect(question()).toBeTruthy();
    expect(document.activeElement).toBe(before);
  });

  it('answers Yes with the soon message, then closes and stays closed', async () => {
    const user = userEvent.setup();
    render(<NotifyPrompt locale="fa" />);
    await user.click(screen.getByRole('button', { name: t('notify.yes') }));
    expect(screen.getByText(t('notify.soon'))).toBeTruthy();
    const close = screen.getByRole('button', { name: t('notify.close') });
    expect(document.activeElement).toBe(close);
    await user.click(close);
    expect(question()).toBeNull();
    cleanup();
    const element = slot(false);
    expect(revealNotifyPrompt()).toBe(false);
    expect(element.hidden).toBe(true);
  });

  it('closes on Not now and remembers it for 7 days', async () => {
    const user = userEvent.setup();
    render(<NotifyPrompt locale="en" />);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region')).toBeNull();
    const stored = Number(localStorage.getItem(NOTIFY_DISMISSED_KEY));
    expect(Date.now() - stored).toBeLessThan(60_000);
  });

  it('asks again once the 7 days are over', () => {
    localStorage.setItem(NOTIFY_DISMISSED_KEY, String(Date.now() - 8 * 86_400_000));
    const element = slot(false);
    revealNotifyPrompt();
    expect(element.hidden).toBe(false);
  });

  it('ignores a stored value that is not a time', () => {
    localStorage.setItem(NOTIFY_DISMISSED_KEY, '{"nope":1}');
    const element = slot(false);
    revealNotifyPrompt();
    expect(element.hidden).toBe(false);
  });

  it('closes on Escape from inside it', async () => {
    const user = userEvent.setup();
    render(<NotifyPrompt locale="fa" />);
    screen.getByRole('button', { name: t('notify.yes') }).focus();
    await user.keyboard('{Escape}');
    expect(question()).toBeNull();
  });

  it('is drawn by the server (hidden in the footer until the browser decides), so it hydrates as it is', async () => {
    const { renderToString } = await import('react-dom/server');
    expect(renderToString(<NotifyPrompt locale="fa" />)).toContain(t('notify.question'));
  });
});

/**
 * Clicks a link in the document with the install handler listening; answers whether the handler
 * stopped the navigation (jsdom cannot navigate, so the click is cancelled afterwards).
 */
function click(link: HTMLAnchorElement): boolean {
  document.body.append(link);
  let stopped = false;
  const after = (event: Event) => {
    stopped = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', onInstallClick);
  window.addEventListener('click', after);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  document.removeEventListener('click', onInstallClick);
  window.removeEventListener('click', after);
  return stopped;
}

function installLink(href = '/download'): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.dataset['install'] = '';
  return link;
}

describe('install links (spec §2)', () => {
  it('open the login modal for a guest with a ref cookie, redirecting to the link after login', () => {
    setRef('9');
    $user.set(guest({ show_app: 1 }));
    expect(click(installLink('/download?x=1'))).toBe(true);
    expect($loginModal.get()).toMatchObject({ open: true, preredirect: '/download?x=1' });
  });

  it('send no redirect for a link to another site', () => {
    setRef('9');
    $user.set(guest());
    click(installLink('https://apps.example/store'));
    expect($loginModal.get()).toMatchObject({ open: true, preredirect: null });
  });

  it.each([
    ['show_app equals 3', () => $user.set(guest({ show_app: 3 })), true],
    ['the user is logged in', () => $user.set(member()), true],
    ['there is no ref cookie', () => $user.set(guest()), false],
  ])('go straight through when %s', (_, arrange, withRef) => {
    if (withRef) setRef('9');
    arrange();
    expect(click(installLink())).toBe(false);
    expect($loginModal.get().open).toBe(false);
  });

  it('go straight through while the user state is unknown', () => {
    setRef('9');
    expect(click(installLink())).toBe(false);
  });

  it('leave other links alone', () => {
    setRef('9');
    $user.set(guest());
    const link = document.createElement('a');
    link.href = '/genres';
    expect(click(link)).toBe(false);
    expect($loginModal.get().open).toBe(false);
  });
});

describe('the dark logo on mobile (spec §9: a ref above 2)', () => {
  it.each([
    [undefined, false],
    ['2', false],
    ['3', true],
    ['x', false],
  ])('ref cookie %s: dark %s', (ref, dark) => {
    if (ref !== undefined) setRef(ref);
    document.body.innerHTML = '<header class="site-header"></header>';
    applyDarkLogo();
    expect(document.querySelector('.site-header')?.classList.contains(DARK_LOGO_CLASS)).toBe(dark);
  });
});
