// @vitest-environment jsdom
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchUser, login, logout, sendCode } from '../../src/lib/api/browser';
import { ApiError } from '../../src/lib/api/errors';
import { siteUser, stubApi, userView } from './fixtures';
import { isLoggedIn } from '../../src/lib/rules/account';
import { $isLoggedIn, $user, loadUser, logOut } from '../../src/stores/auth';
import { $validationErrors, clearValidationErrors, setValidationErrors } from '../../src/stores/errors';
import { $loginModal, clearPremobile, closeLogin, openLogin } from '../../src/stores/login';
import {
  $modals,
  closeDirectdebit,
  closeSubscription,
  openDirectdebit,
  openSubscription,
} from '../../src/stores/modals';

// The shared stores of the session and login (spec §4) and the islands' API door (spec §4 Auth, §8 errors).

const userState = (scope: 'guest' | 'user') =>
  siteUser({
    subscription: scope === 'user' ? 1 : 0,
    access: scope === 'user',
    days_period_to_end: scope === 'user' ? 30 : 0,
    mobile: scope === 'user' ? '09121234567' : null,
    scope: [scope],
  });
const CHECKUSER = 'GET /api/v1/ghost/get/checkuser';

const navigation = { reload: vi.fn(), hostname: 'localhost' };

beforeEach(() => {
  document.documentElement.dataset['locale'] = 'fa';
  vi.stubGlobal('location', navigation);
});

afterEach(() => {
  closeLogin();
  $user.set(null);
  $modals.set({ subscription: false, directdebit: false, wallet: false });
  $validationErrors.set({});
  cleanStores($user, $isLoggedIn, $loginModal, $modals, $validationErrors);
  for (const name of document.cookie.split('; ').map((pair) => pair.split('=')[0])) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  vi.unstubAllGlobals();
  navigation.reload.mockClear();
});

describe('$loginModal (spec §4 Login flow)', () => {
  it('starts closed without presets', () => {
    expect($loginModal.get()).toEqual({
      open: false,
      premessage: null,
      premobile: null,
      preredirect: null,
      prerefresh: null,
    });
  });

  it('opens with the presets given and clears validation errors', () => {
    setValidationErrors({ mobile: ['خطا'] });
    openLogin({
      premessage: 'ابتدا وارد شوید',
      premobile: '09121234567',
      preredirect: '/plan/2',
      prerefresh: 'directdebit',
    });
    expect($loginModal.get()).toEqual({
      open: true,
      premessage: 'ابتدا وارد شوید',
      premobile: '09121234567',
      preredirect: '/plan/2',
      prerefresh: 'directdebit',
    });
    expect($validationErrors.get()).toEqual({});
  });

  it('does not keep presets of an earlier opening', () => {
    openLogin({ premessage: 'اول', preredirect: '/profile' });
    openLogin({ premobile: '09121234567' });
    expect($loginModal.get()).toMatchObject({ premessage: null, preredirect: null, premobile: '09121234567' });
  });

  it('resets all presets when hidden', () => {
    openLogin({ premessage: 'پیام', premobile: '09121234567', preredirect: '/profile', prerefresh: 'subscription' });
    closeLogin();
    expect($loginModal.get()).toEqual({
      open: false,
      premessage: null,
      premobile: null,
      preredirect: null,
      prerefresh: null,
    });
  });

  it("clears only premobile on 'edit mobile'", () => {
    openLogin({ premessage: 'پیام', premobile: '09121234567' });
    clearPremobile();
    expect($loginModal.get()).toMatchObject({ open: true, premessage: 'پیام', premobile: null });
  });
});

describe('$modals', () => {
  it.each([
    ['subscription', openSubscription, closeSubscription],
    ['directdebit', openDirectdebit, closeDirectdebit],
  ] as const)('opens and closes the %s modal, clearing validation errors on open', (name, open, close) => {
    setValidationErrors({ amount: ['خطا'] });
    open();
    expect($modals.get()[name]).toBe(true);
    expect($validationErrors.get()).toEqual({});
    close();
    expect($modals.get()[name]).toBe(false);
  });
});

describe('$validationErrors (spec §8)', () => {
  it('keeps the field errors set and empties on clear', () => {
    setValidationErrors({ password: ['کد اشتباه است'] });
    expect($validationErrors.get()).toEqual({ password: ['کد اشتباه است'] });
    clearValidationErrors();
    expect($validationErrors.get()).toEqual({});
  });

  it('does not notify listeners when already empty', () => {
    const listener = vi.fn();
    const unbind = $validationErrors.listen(listener);
    clearValidationErrors();
    expect(listener).not.toHaveBeenCalled();
    unbind();
  });
});

describe('$user and loadUser() (spec §4 Auth)', () => {
  it('is unknown (null) until loaded', () => {
    expect($user.get()).toBeNull();
    expect(isLoggedIn($user.get())).toBe(false);
  });

  it('is filled by the guest status call for a guest, who is not logged in', async () => {
    const calls = stubApi({ [CHECKUSER]: { body: { data: { user: userState('guest') } } } });
    await loadUser();
    expect(calls).toMatchObject([{ method: 'GET', url: '/api/v1/ghost/get/checkuser', credentials: 'same-origin' }]);
    expect($user.get()?.mobile).toBeNull();
    expect($isLoggedIn.get()).toBe(false);
  });

  it("holds the user's state when the call answers with the user's scope", async () => {
    stubApi({ [CHECKUSER]: { body: { data: { user: userState('user') } } } });
    await loadUser();
    expect($user.get()).toMatchObject({ mobile: '09121234567', subscription: 1, daysLeft: 30 });
    expect($isLoggedIn.get()).toBe(true);
  });

  it('shares one request between concurrent loads', async () => {
    const calls = stubApi({ [CHECKUSER]: { body: { data: { user: userState('guest') } } } });
    await Promise.all([loadUser(), loadUser(), loadUser()]);
    expect(calls).toHaveLength(1);
  });

  it('keeps the known state when the call fails', async () => {
    $user.set(userView(userState('guest')));
    stubApi({ [CHECKUSER]: { status: 500, body: { message: 'Server error' } } });
    await expect(loadUser()).resolves.toMatchObject({ scope: ['guest'] });
    expect($user.get()?.scope).toEqual(['guest']);
  });

  it('keeps the known state when the answer does not fit the schema', async () => {
    stubApi({ [CHECKUSER]: { body: { data: { user: { scope: 'user' } } } } });
    await loadUser();
    expect($user.get()).toBeNull();
  });

  it('loads on its own when an island first reads it (start-up)', async () => {
    const calls = stubApi({ [CHECKUSER]: { body: { data: { user: userState('guest') } } } });
    const unbind = $user.listen(() => undefined);
    await Promise.resolve();
    await allTasks();
    expect(calls).toHaveLength(1);
    expect($user.get()?.scope).toEqual(['guest']);
    unbind();
  });

  it('logs out through the auth logout, then reloads', async () => {
    $user.set(userView(userState('user')));
    const calls = stubApi({ 'POST /api/v1/logout': { body: { data: { logged_out: true } } } });
    await logOut();
    expect(calls).toMatchObject([{ method: 'POST', url: '/api/v1/logout' }]);
    expect($user.get()).toBeNull();
    expect(navigation.reload).toHaveBeenCalledOnce();
  });

  it('reloads after logout also when the call fails', async () => {
    stubApi({ 'POST /api/v1/logout': new TypeError('Failed to fetch') });
    await logOut();
    expect(navigation.reload).toHaveBeenCalledOnce();
  });
});

describe('the islands API door (src/lib/api/browser.ts, spec §8)', () => {
  it('posts JSON to the same-origin gateway', async () => {
    const calls = stubApi(
      {
        'POST /api/v1/login/send-code': { body: { data: { sent: true, resend_after: 90 } } },
        'POST /api/v1/login': { body: { data: { logged_in: true } } },
      },
      { recordHeaders: true },
    );
    await expect(sendCode('09121234567', 7)).resolves.toEqual({ sent: true, resend_after: 90 });
    await expect(login('09121234567', '1234')).resolves.toEqual({ logged_in: true });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/v1/login/send-code',
        body: { mobile: '09121234567', ref: 7 },
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'accept-language': 'fa', 'content-type': 'application/json' },
      },
      {
        method: 'POST',
        url: '/api/v1/login',
        body: { mobile: '09121234567', password: '1234' },
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'accept-language': 'fa', 'content-type': 'application/json' },
      },
    ]);
  });

  it('answers the user of the status call', async () => {
    stubApi({ [CHECKUSER]: { body: { data: { user: userState('user') } } } });
    await expect(fetchUser()).resolves.toMatchObject({ scope: ['user'] });
  });

  it('asks the status call at the configured check suffix (CHECK_SUFFIX, written on <html> by the layout)', async () => {
    document.documentElement.dataset['checkSuffix'] = '/custom';
    try {
      const calls = stubApi({ 'GET /api/v1/ghost/get/custom': { body: { data: { user: userState('guest') } } } });
      await expect(fetchUser()).resolves.toMatchObject({ scope: ['guest'] });
      expect(calls.map((call) => call.url)).toEqual(['/api/v1/ghost/get/custom']);
    } finally {
      delete document.documentElement.dataset['checkSuffix'];
    }
  });

  it('stores field errors as validation errors and throws them', async () => {
    const errors = { mobile: ['شماره موبایل را به درستی وارد کنید'] };
    stubApi({ 'POST /api/v1/login/send-code': { status: 422, body: { message: 'Invalid.', errors } } });
    const failure = await sendCode('0912', 0).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).firstError('mobile')).toBe('شماره موبایل را به درستی وارد کنید');
    expect($validationErrors.get()).toEqual(errors);
  });

  it('clears validation errors before each request', async () => {
    setValidationErrors({ password: ['کد اشتباه است'] });
    stubApi({ 'POST /api/v1/login/send-code': { body: { data: { sent: true, resend_after: 90 } } } });
    const seen: unknown[] = [];
    const unbind = $validationErrors.listen((value) => seen.push(value));
    await sendCode('09121234567', 0);
    expect(seen).toEqual([{}]);
    unbind();
  });

  it.each([
    ['fa', 'لطفاً ۹۰ ثانیه صبر کنید.'],
    ['en', 'Please wait 90 seconds.'],
  ])('reads the message in the page locale (%s)', async (locale, message) => {
    document.documentElement.dataset['locale'] = locale;
    stubApi({
      'POST /api/v1/login/send-code': {
        status: 429,
        body: { message: 'Please wait 90 seconds.', message_fa: 'لطفاً ۹۰ ثانیه صبر کنید.' },
      },
    });
    await expect(sendCode('09121234567', 0)).rejects.toMatchObject({ status: 429, message });
  });

  it('turns a network failure into an ApiError', async () => {
    stubApi({ 'POST /api/v1/logout': new TypeError('Failed to fetch') });
    await expect(logout()).rejects.toBeInstanceOf(ApiError);
  });

  describe('on a 401 answer (spec §8)', () => {
    beforeEach(() => {
      document.cookie = 'ref=12; path=/';
      document.cookie = 'refb=c; path=/';
      document.cookie = 'filtercontents=%3Ff_type%3Dmovie; path=/';
      localStorage.setItem('cart', '{"content":[]}');
    });

    it('calls GET /logout?2, clears cookies and local storage, then reloads', async () => {
      const calls = stubApi({
        [CHECKUSER]: { status: 401, body: { message: 'Unauthenticated.' } },
        'GET /api/v1/logout?2': { body: { data: { logged_out: true } } },
      });
      await expect(fetchUser()).rejects.toMatchObject({ status: 401 });
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([CHECKUSER, 'GET /api/v1/logout?2']);
      expect(document.cookie).toBe('');
      expect(localStorage.length).toBe(0);
      expect(navigation.reload).toHaveBeenCalledOnce();
    });

    it('clears and reloads also when the logout call fails', async () => {
      stubApi({
        [CHECKUSER]: { status: 401, body: { message: 'Unauthenticated.' } },
        'GET /api/v1/logout?2': new TypeError('Failed to fetch'),
      });
      await expect(fetchUser()).rejects.toMatchObject({ status: 401 });
      expect(document.cookie).toBe('');
      expect(localStorage.length).toBe(0);
      expect(navigation.reload).toHaveBeenCalledOnce();
    });

    it('does nothing of the kind on other failures', async () => {
      stubApi({ [CHECKUSER]: { status: 403, body: { message: 'Forbidden.' } } });
      await expect(fetchUser()).rejects.toMatchObject({ status: 403 });
      expect(document.cookie).not.toBe('');
      expect(navigation.reload).not.toHaveBeenCalled();
    });
  });
});
