// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AppDownloadLink from '../../src/islands/AppDownloadLink';
import NotifyPrompt from '../../src/islands/NotifyPrompt';
import { applyDarkLogo, DARK_LOGO_CLASS } from '../../src/lib/behaviours/dark-logo';
import { NOTIFY_DISMISSED_KEY } from '../../src/lib/behaviours/dismissal';
import { createTranslate } from '../../src/lib/i18n';
import { onInstallClick } from '../../src/lib/behaviours/install-links';
import { $user } from '../../src/stores/auth';
import { $loginModal, closeLogin } from '../../src/stores/login';
import { siteUser } from './fixtures';

// Footer extras: the notification prompt (spec §2 Footer, §9), install links and the
// header's app-download link (spec §2 Header and navigation), the dark logo on mobile (§9).

const t = createTranslate('fa');
const setRef = (value: string) => (document.cookie = `ref=${value}; path=/`);
const clearRef = () => (document.cookie = 'ref=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
const guest = (fields = {}) => siteUser({ scope: ['guest'], ...fields });
const member = (fields = {}) => siteUser({ scope: ['user'], mobile: '09121234567', ...fields });

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

  it('appears when the ref cookie is missing, in any brand', async () => {
    render(<NotifyPrompt locale="fa" plus />);
    expect(await screen.findByRole('region', { name: t('notify.question') })).toBeTruthy();
  });

  it.each([
    [false, '6', true],
    [false, '5', false],
    [true, '6', false],
    [true, '3', false],
    [false, 'junk', false],
  ])('with main brand %s and ref cookie %s: shown %s', async (plus, ref, shown) => {
    setRef(ref);
    render(<NotifyPrompt locale="fa" plus={plus} />);
    await act(async () => undefined);
    expect(question() !== null).toBe(shown);
  });

  it('does not take the focus when it appears', async () => {
    const before = document.activeElement;
    render(<NotifyPrompt locale="fa" plus={false} />);
    await screen.findByRole('region', { name: t('notify.question') });
    expect(document.activeElement).toBe(before);
  });

  it('answers Yes with the soon message, then closes and stays closed', async () => {
    const user = userEvent.setup();
    render(<NotifyPrompt locale="fa" plus={false} />);
    await user.click(await screen.findByRole('button', { name: t('notify.yes') }));
    expect(screen.getByText(t('notify.soon'))).toBeTruthy();
    const close = screen.getByRole('button', { name: t('notify.close') });
    expect(document.activeElement).toBe(close);
    await user.click(close);
    expect(question()).toBeNull();
    cleanup();
    render(<NotifyPrompt locale="fa" plus={false} />);
    await act(async () => undefined);
    expect(question()).toBeNull();
  });

  it('closes on Not now and remembers it for 7 days', async () => {
    const user = userEvent.setup();
    render(<NotifyPrompt locale="en" plus={false} />);
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region')).toBeNull();
    const stored = Number(localStorage.getItem(NOTIFY_DISMISSED_KEY));
    expect(Date.now() - stored).toBeLessThan(60_000);
  });

  it('asks again once the 7 days are over', async () => {
    localStorage.setItem(NOTIFY_DISMISSED_KEY, String(Date.now() - 8 * 86_400_000));
    render(<NotifyPrompt locale="fa" plus={false} />);
    expect(await screen.findByRole('region', { name: t('notify.question') })).toBeTruthy();
  });

  it('ignores a stored value that is not a time', async () => {
    localStorage.setItem(NOTIFY_DISMISSED_KEY, '{"nope":1}');
    render(<NotifyPrompt locale="fa" plus={false} />);
    expect(await screen.findByRole('region', { name: t('notify.question') })).toBeTruthy();
  });

  it('closes on Escape from inside it', async () => {
    const user = userEvent.setup();
    render(<NotifyPrompt locale="fa" plus={false} />);
    const yes = await screen.findByRole('button', { name: t('notify.yes') });
    yes.focus();
    await user.keyboard('{Escape}');
    expect(question()).toBeNull();
  });

  it('renders nothing on the server (the same first render for every visitor)', async () => {
    const { renderToString } = await import('preact-render-to-string');
    expect(renderToString(<NotifyPrompt locale="fa" plus={false} />)).toBe('');
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

describe('the header app-download link (spec §2)', () => {
  const link = () => screen.queryByRole('link', { name: t('footer.download') });

  it.each([
    ['a logged-in user with show_app set', member({ show_app: 1 }), true],
    ['a logged-in user with show_app 0', member({ show_app: 0 }), false],
    ['a guest with show_app set', guest({ show_app: 2 }), false],
  ])('shows for %s: %s', (_, user, shown) => {
    $user.set(user);
    render(<AppDownloadLink locale="fa" />);
    expect(link() !== null).toBe(shown);
  });

  it('is an install link to the download page', () => {
    $user.set(member({ show_app: 3 }));
    render(<AppDownloadLink locale="en" />);
    const a = screen.getByRole('link', { name: 'Download the app' });
    expect([a.getAttribute('href'), a.hasAttribute('data-install')]).toEqual(['/en/download', true]);
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
