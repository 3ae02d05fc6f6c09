// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginModal from '../../src/islands/LoginModal';
import LoginModalMount from '../../src/islands/LoginModalMount';
import { createTranslate } from '../../src/lib/i18n';
import { $user } from '../../src/stores/auth';
import { $validationErrors } from '../../src/stores/errors';
import { $loginModal, closeLogin, openLogin, type LoginPresets } from '../../src/stores/login';
import { $modals } from '../../src/stores/modals';
import { triedTooOften } from '../../src/provider/domain/auth/otp';
import { siteUser, stubApi, type ApiReply } from './fixtures';

// spec §2 Login modal and §4 Login flow. The countdown reads setInterval and Date, which are faked;
// setTimeout stays real because Testing Library and user-event wait on it.

const t = createTranslate('fa');
const MOBILE = '09121234567';

type Reply = ApiReply;

const SENT: Reply = { body: { data: { sent: true, resend_after: 90 } } };
const LOGGED_IN: Reply = { body: { data: { logged_in: true } } };
const WRONG_CODE: Reply = {
  status: 422,
  body: {
    message: 'The given data was invalid.',
    message_fa: 'اطلاعات واردشده درست نیست.',
    errors: { password: ['کد وارد شده اشتباه است یا منقضی شده است'] },
  },
};
const userState = (scope: 'guest' | 'user') => ({
  data: { user: siteUser({ mobile: scope === 'user' ? MOBILE : null, scope: [scope] }) },
});

const navigation = { assign: vi.fn(), reload: vi.fn(), search: '', hostname: 'localhost', pathname: '/' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  document.documentElement.dataset['locale'] = 'fa';
  navigation.search = '';
  vi.stubGlobal('location', navigation);
  vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  closeLogin();
  $user.set(null);
  $modals.set({ subscription: false, directdebit: false, wallet: false });
  $validationErrors.set({});
  cleanStores($user, $loginModal, $modals, $validationErrors);
  document.cookie = 'ref=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  navigation.assign.mockClear();
  navigation.reload.mockClear();
});

function renderOpen(presets?: LoginPresets, props: { onLoginPage?: boolean; locale?: 'fa' | 'en' } = {}): UserEvent {
  const user = userEvent.setup();
  render(<LoginModal {...props} />);
  if (!props.onLoginPage) act(() => openLogin(presets));
  return user;
}
const mobileField = () => screen.getByLabelText<HTMLInputElement>(t('auth.mobileLabel'));
const sendButton = () => screen.getByRole('button', { name: t('auth.sendCode') });
const codeField = () => screen.getByLabelText<HTMLInputElement>(t('auth.codeLabel'));
const resendLink = () => screen.queryByRole('button', { name: t('auth.resend') });
const tick = (seconds: number) =>
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });

async function reachCodeStep(user: UserEvent, typed = MOBILE) {
  await user.type(mobileField(), typed);
  await user.click(sendButton());
  return screen.findByLabelText<HTMLInputElement>(t('auth.codeLabel'));
}

describe('the login dialog', () => {
  it('is a dialog named by its title, with focus in the mobile field', () => {
    renderOpen();
    const dialog = screen.getByRole('dialog', { name: 'ورود یا ثبت‌نام' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(document.activeElement).toBe(mobileField());
  });

  it('labels a numeric, left-to-right mobile field of at most 13 characters', () => {
    renderOpen();
    const field = mobileField();
    expect([field.inputMode, field.dir, field.maxLength]).toEqual(['numeric', 'ltr', 13]);
  });

  it('shows the sign-up consent with the terms and privacy links in fa', () => {
    renderOpen();
    expect(screen.getByRole('link', { name: t('auth.terms') }).getAttribute('href')).toBe('/profile/terms');
    expect(screen.getByRole('link', { name: t('auth.privacy') }).getAttribute('href')).toBe('/profile/terms#privacy');
  });

  it('has no consent text in en', () => {
    renderOpen(undefined, { locale: 'en' });
    expect(screen.getByRole('dialog', { name: 'Log in or sign up' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('step 1: the mobile field (spec §5 Mobile)', () => {
  it('refuses characters other than digits while typing', () => {
    renderOpen();
    expect(fireEvent.keyDown(mobileField(), { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(mobileField(), { key: '+' })).toBe(false);
    expect(fireEvent.keyDown(mobileField(), { key: '5' })).toBe(true);
    expect(fireEvent.keyDown(mobileField(), { key: '۵' })).toBe(true);
    expect(fireEvent.keyDown(mobileField(), { key: 'Backspace' })).toBe(true);
  });

  it('keeps only the digits typed', async () => {
    const user = renderOpen();
    await user.type(mobileField(), 'a0-9b1 2x');
    expect(mobileField().value).toBe('0912');
  });

  it('puts back the space between groups when it alone is deleted', async () => {
    const user = renderOpen();
    await user.type(mobileField(), '09121');
    await user.type(mobileField(), '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(mobileField().value).toBe('0912 1');
  });

  it('turns Persian and Arabic digits into Latin ones', async () => {
    const user = renderOpen();
    await user.type(mobileField(), '۰۹۱۲١٢٣۴۵۶۷');
    expect(mobileField().value).toBe('0912 123 4567');
  });

  it('shows the number in 4-3-4 groups as it is typed', async () => {
    const user = renderOpen();
    await user.type(mobileField(), '09121');
    expect(mobileField().value).toBe('0912 1');
    await user.type(mobileField(), '234567');
    expect(mobileField().value).toBe('0912 123 4567');
  });

  it('enables sending only at exactly 11 matching digits', async () => {
    const user = renderOpen();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await user.type(mobileField(), '0912123456');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await user.type(mobileField(), '7');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
    await user.clear(mobileField());
    await user.type(mobileField(), '08121234567');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
  });

  it('marks the field invalid with the hint when longer than 11 digits and not matching', async () => {
    const user = renderOpen();
    await user.type(mobileField(), MOBILE);
    expect(mobileField().classList.contains('is-invalid')).toBe(false);
    expect(screen.queryByText('شماره موبایل را به درستی وارد کنید')).toBeNull();
    await user.clear(mobileField());
    await user.click(mobileField());
    await user.paste('0912123456789');
    expect(mobileField().value).toBe('0912 123 456789');
    expect(mobileField().classList.contains('is-invalid')).toBe(true);
    expect(mobileField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('شماره موبایل را به درستی وارد کنید')).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
  });

  it('reads a pasted +98 number as its 09 form, ready to send', async () => {
    const user = renderOpen();
    await user.click(mobileField());
    await user.paste('+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷');
    expect(mobileField().value).toBe('0912 123 4567');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('sends the mobile without spaces and the ref cookie as a number', async () => {
    document.cookie = 'ref=39134; path=/';
    const calls = stubApi({ 'POST /api/v1/login/send-code': SENT });
    const user = renderOpen();
    await reachCodeStep(user, '۰۹۱۲ ۱۲۳ ۴۵۶۷');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/v1/login/send-code',
        body: { mobile: MOBILE, ref: 39134 },
        credentials: 'same-origin',
      },
    ]);
  });

  it('sends ref 0 when there is no ref cookie', async () => {
    const calls = stubApi({ 'POST /api/v1/login/send-code': SENT });
    const user = renderOpen();
    await reachCodeStep(user);
    expect(calls[0]?.body).toEqual({ mobile: MOBILE, ref: 0 });
  });

  it('disables the button while sending and enables it again after a failure', async () => {
    let answer: (reply: { status: number; json: () => Promise<unknown> }) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise((resolve) => (answer = resolve))),
    );
    const user = renderOpen();
    await user.type(mobileField(), MOBILE);
    await user.click(sendButton());
    const sending = screen.getByRole('button', { name: t('auth.sending') });
    expect(sending.hasAttribute('disabled')).toBe(true);
    await act(async () =>
      answer({ status: 500, json: async () => ({ message: 'Server error', message_fa: 'خطای سرور' }) }),
    );
    expect(await screen.findByText('خطای سرور')).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });
});

describe('step 2: the code (spec §4 Login flow)', () => {
  it('follows a successful send with a labelled one-time-code box in focus', async () => {
    stubApi({ 'POST /api/v1/login/send-code': SENT });
    const user = renderOpen();
    const code = await reachCodeStep(user);
    expect([code.inputMode, code.autocomplete, code.maxLength]).toEqual(['numeric', 'one-time-code', 4]);
    expect(document.activeElement).toBe(code);
    expect(screen.queryByLabelText(t('auth.mobileLabel'))).toBeNull();
  });

  it('keeps only the digits typed in the code box', async () => {
    stubApi({ 'POST /api/v1/login/send-code': SENT });
    const user = renderOpen();
    await reachCodeStep(user);
    await user.type(codeField(), 'a1-b');
    expect(codeField().value).toBe('1');
  });

  it('submits the login as soon as 4 digits are typed, Persian digits made Latin', async () => {
    const calls = stubApi({ 'POST /api/v1/login/send-code': SENT, 'POST /api/v1/login': LOGGED_IN });
    const user = renderOpen();
    await reachCodeStep(user);
    await user.type(codeField(), '۱۲۳');
    expect(calls.filter((call) => call.url === '/api/v1/login')).toEqual([]);
    expect(codeField().value).toBe('123');
    await user.type(codeField(), '۴');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/v1/login',
      body: { mobile: MOBILE, password: '1234' },
      credentials: 'same-origin',
    });
  });

  it('counts down 90 seconds in Persian digits, then shows the resend link (not at 89 s)', async () => {
    stubApi({ 'POST /api/v1/login/send-code': SENT });
    const user = renderOpen();
    await reachCodeStep(user);
    expect(screen.getByRole('timer').textContent).toBe('ارسال دوباره‌ی کد تا ۰۱:۳۰');
    tick(89);
    expect(screen.getByRole('timer').textContent).toContain('۰۰:۰۱');
    expect(resendLink()).toBeNull();
    tick(1);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(resendLink()).toBeTruthy();
  });

  it('resends the code and restarts the countdown', async () => {
    const calls = stubApi({ 'POST /api/v1/login/send-code': SENT });
    const user = renderOpen();
    await reachCodeStep(user);
    tick(90);
    await user.click(resendLink()!);
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toContain('۰۱:۳۰');
    expect(resendLink()).toBeNull();
    expect(calls.filter((call) => call.url === '/api/v1/login/send-code')).toHaveLength(2);
    tick(89);
    expect(resendLink()).toBeNull();
    tick(1);
    expect(resendLink()).toBeTruthy();
  });

  it("'edit mobile' returns to step 1, clearing premobile and the errors", async () => {
    stubApi({ 'POST /api/v1/login/send-code': SENT, 'POST /api/v1/login': WRONG_CODE });
    const user = renderOpen({ premobile: MOBILE });
    await user.click(sendButton());
    await screen.findByLabelText(t('auth.codeLabel'));
    await user.type(codeField(), '1111');
    expect(await screen.findByText('کد وارد شده اشتباه است یا منقضی شده است')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('auth.editMobile') }));
    expect(mobileField().value).toBe('0912 123 4567');
    expect(document.activeElement).toBe(mobileField());
    expect(screen.queryByText('کد وارد شده اشتباه است یا منقضی شده است')).toBeNull();
    expect($validationErrors.get()).toEqual({});
    expect($loginModal.get().premobile).toBeNull();
  });
});

describe('server errors under the field (spec §5 Server errors, §8)', () => {
  it.each([
    ['the first password error', WRONG_CODE, 'کد وارد شده اشتباه است یا منقضی شده است'],
    [
      'the first mobile error',
      { status: 422, body: { message: 'Invalid.', errors: { mobile: ['شماره موبایل را به درستی وارد کنید', 'دوم'] } } },
      'شماره موبایل را به درستی وارد کنید',
    ],
    [
      'the plain message in fa',
      { status: 500, body: { message: 'Server error', message_fa: 'خطای سرور' } },
      'خطای سرور',
    ],
    [
      'a plain message without a Persian one',
      { status: 503, body: { message: 'Down for maintenance' } },
      'Down for maintenance',
    ],
  ])('shows %s after a failed login', async (_name, reply, shown) => {
    stubApi({ 'POST /api/v1/login/send-code': SENT, 'POST /api/v1/login': reply });
    const user = renderOpen();
    await reachCodeStep(user);
    await user.type(codeField(), '1234');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(shown);
    expect(codeField().getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByRole('button', { name: t('auth.login') }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the mobile error of a refused send under the mobile field', async () => {
    stubApi({
      'POST /api/v1/login/send-code': {
        status: 422,
        body: { message: 'Invalid.', errors: { mobile: ['شماره معتبر نیست'] } },
      },
    });
    const user = renderOpen();
    await user.type(mobileField(), MOBILE);
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('شماره معتبر نیست');
    expect(mobileField().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the 429 message when sending is limited', async () => {
    const limited = 'لطفاً ۹۰ ثانیه صبر کنید و دوباره تلاش کنید.';
    stubApi({
      'POST /api/v1/login/send-code': { status: 429, body: { message: 'Too many requests.', message_fa: limited } },
    });
    const user = renderOpen();
    await user.type(mobileField(), MOBILE);
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(limited);
  });
});

describe('a code tried too often (docs/decisions/0011-login-codes-four-digits.md)', () => {
  // The provider's own answer, as the gateway passes it on: field errors in the page's language.
  const spent = (english: boolean): Reply => ({ status: 422, body: triedTooOften().body(english) });

  it('says to ask for a new code under the code box, and the resend link comes with the countdown', async () => {
    const calls = stubApi({ 'POST /api/v1/login/send-code': SENT, 'POST /api/v1/login': spent(false) });
    const user = renderOpen();
    await reachCodeStep(user);
    tick(30);
    await user.type(codeField(), '1234');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('این کد بیش از حد مجاز اشتباه وارد شده است؛ کد جدیدی درخواست کنید');
    expect(codeField().getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByRole('timer').textContent).toBe('ارسال دوباره‌ی کد تا ۰۱:۰۰');
    tick(60);
    await user.click(resendLink()!);
    expect(calls.filter((call) => call.url === '/api/v1/login/send-code')).toHaveLength(2);
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in English on an English page', async () => {
    const en = createTranslate('en');
    stubApi({ 'POST /api/v1/login/send-code': SENT, 'POST /api/v1/login': spent(true) });
    const user = renderOpen(undefined, { locale: 'en' });
    await user.type(screen.getByLabelText(en('auth.mobileLabel')), MOBILE);
    await user.click(screen.getByRole('button', { name: en('auth.sendCode') }));
    await user.type(await screen.findByLabelText(en('auth.codeLabel')), '1234');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code has been tried too many times; request a new code',
    );
  });
});

describe('presets (spec §4 Login flow step 1)', () => {
  it('shows the preset message and prefills the preset mobile', () => {
    renderOpen({ premessage: 'برای خرید اشتراک ابتدا وارد شوید', premobile: '+989121234567' });
    expect(screen.getByRole('status').textContent).toBe('برای خرید اشتراک ابتدا وارد شوید');
    expect(mobileField().value).toBe('0912 123 4567');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('resets all presets when the modal is hidden', () => {
    renderOpen({ premessage: 'پیام', premobile: MOBILE, preredirect: '/profile', prerefresh: 'subscription' });
    act(() => closeLogin());
    expect($loginModal.get()).toEqual({
      open: false,
      premessage: null,
      premobile: null,
      preredirect: null,
      prerefresh: null,
    });
    act(() => openLogin());
    expect(screen.queryByRole('status')).toBeNull();
    expect(mobileField().value).toBe('');
  });
});

describe('after a successful login (spec §4 Login flow step 5, in order)', () => {
  async function logIn(presets?: LoginPresets, props: { onLoginPage?: boolean } = {}) {
    const calls = stubApi({
      'POST /api/v1/login/send-code': SENT,
      'POST /api/v1/login': LOGGED_IN,
      'GET /api/v1/ghost/get/checkuser': { body: userState('user') },
    });
    const user = renderOpen(presets, props);
    await reachCodeStep(user);
    await user.type(codeField(), '1234');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    return calls;
  }

  it('on the login page goes to the safe redirect query path', async () => {
    navigation.search = '?redirect=%2Fprofile%2Fsettings';
    await logIn(undefined, { onLoginPage: true });
    expect(navigation.assign).toHaveBeenCalledWith('/profile/settings');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', '/%2F%2Fevil.example'])(
    'on the login page refuses the redirect %j and goes home',
    async (target) => {
      navigation.search = `?redirect=${encodeURIComponent(target)}`;
      await logIn(undefined, { onLoginPage: true });
      expect(navigation.assign).toHaveBeenCalledWith('/');
    },
  );

  it('on the login page has no close button and is the page heading', () => {
    renderOpen(undefined, { onLoginPage: true });
    expect(screen.getByRole('heading', { level: 1, name: 'ورود یا ثبت‌نام' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('auth.close') })).toBeNull();
  });

  it('follows a preset redirect, then closes and resets the form', async () => {
    await logIn({ preredirect: '/plan/3?content_id=5&content_type=movie', prerefresh: 'subscription' });
    expect(navigation.assign).toHaveBeenCalledWith('/plan/3?content_id=5&content_type=movie');
    expect(navigation.reload).not.toHaveBeenCalled();
    expect($loginModal.get().open).toBe(false);
    expect($loginModal.get().preredirect).toBeNull();
  });

  it('ignores an unsafe preset redirect and reloads', async () => {
    await logIn({ preredirect: '//evil.example' });
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(navigation.reload).toHaveBeenCalledOnce();
  });

  it.each([
    ['subscription', { subscription: true, directdebit: false, wallet: false }],
    ['directdebit', { subscription: false, directdebit: true, wallet: false }],
  ] as const)('on a %s refresh reloads the user and opens that modal', async (prerefresh, flags) => {
    const calls = await logIn({ prerefresh });
    expect(calls.at(-1)).toMatchObject({ method: 'GET', url: '/api/v1/ghost/get/checkuser' });
    expect($user.get()?.scope).toEqual(['user']);
    expect($modals.get()).toEqual(flags);
    expect($loginModal.get().open).toBe(false);
    expect(navigation.reload).not.toHaveBeenCalled();
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('otherwise reloads the page', async () => {
    await logIn();
    expect(navigation.reload).toHaveBeenCalledOnce();
    expect(navigation.assign).not.toHaveBeenCalled();
  });
});

describe('closing (spec §2 Login modal)', () => {
  it.each([
    ['the close button', (user: UserEvent) => user.click(screen.getByRole('button', { name: t('auth.close') }))],
    ['Escape', (user: UserEvent) => user.keyboard('{Escape}')],
    ['a backdrop click', async () => void fireEvent.click(screen.getByRole('dialog'))],
  ])('by %s hides the modal and goes back in history', async (_name, close) => {
    const user = renderOpen({ premessage: 'پیام' });
    await close(user);
    expect($loginModal.get().open).toBe(false);
    expect($loginModal.get().premessage).toBeNull();
    expect(window.history.back).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reloads instead when there is no history', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const user = renderOpen();
    await user.keyboard('{Escape}');
    expect(window.history.back).not.toHaveBeenCalled();
    expect(navigation.reload).toHaveBeenCalledOnce();
  });

  it('returns focus to the element that opened it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => openLogin()}>
          open
        </button>
        <LoginModal />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(document.activeElement).toBe(mobileField());
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'open' }));
  });

  it('keeps Tab inside the dialog', async () => {
    const user = renderOpen();
    const close = screen.getByRole('button', { name: t('auth.close') });
    const privacy = screen.getByRole('link', { name: t('auth.privacy') });
    privacy.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(privacy);
  });
});

describe('LoginModalMount', () => {
  it('loads and shows the modal the first time it opens', async () => {
    stubApi({ 'GET /api/v1/ghost/get/checkuser': { body: userState('guest') } });
    render(<LoginModalMount />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openLogin());
    expect(await screen.findByRole('dialog', { name: 'ورود یا ثبت‌نام' })).toBeTruthy();
  });

  it('renders nothing on the login page', async () => {
    stubApi({ 'GET /api/v1/ghost/get/checkuser': { body: userState('guest') } });
    render(<LoginModalMount onLoginPage />);
    act(() => openLogin());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders nothing for a logged-in user', async () => {
    stubApi({ 'GET /api/v1/ghost/get/checkuser': { body: userState('user') } });
    render(<LoginModalMount />);
    act(() => openLogin());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await import('../../src/islands/LoginModal');
    });
    expect($user.get()?.scope).toEqual(['user']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
