// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginModal from '../../src/islands/LoginModal';
import { createTranslate } from '../../src/lib/i18n';
import { $loginModal, closeLogin, openLogin } from '../../src/stores/login';
import { hasWebOtp, receiveCode } from '../../src/islands/login/web-otp';
import { stubApi, type ApiReply } from './fixtures';

// docs/data-budget.md "Codes that fill themselves": the WebOTP API (navigator.credentials.get with
// otp) stubbed: its code fills the field and submits; closing the modal aborts the request; without
// the API, and while it waits, typing works as before.

const t = createTranslate('fa');
const MOBILE = '09121234567';
const SENT: ApiReply = { body: { data: { sent: true, resend_after: 90 } } };
const LOGGED_IN: ApiReply = { body: { data: { logged_in: true } } };
const navigation = { assign: vi.fn(), reload: vi.fn(), search: '', hostname: 'localhost', pathname: '/' };

/** A stubbed WebOTP API: each request's options, and a way to answer the latest. */
function stubWebOtp() {
  const requests: { options: CredentialRequestOptions & { otp?: unknown }; answer: (code: string) => void }[] = [];
  vi.stubGlobal('OTPCredential', class {});
  const get = vi.fn(
    (options: CredentialRequestOptions) =>
      new Promise((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        requests.push({ options, answer: (code) => resolve({ id: '', type: 'otp', code }) });
      }),
  );
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get } });
  return { requests, get };
}

beforeEach(() => {
  document.documentElement.dataset['locale'] = 'fa';
  vi.stubGlobal('location', navigation);
  vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  closeLogin();
  cleanStores($loginModal);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'credentials');
});

async function codeStep(): Promise<{ user: UserEvent; field: HTMLInputElement }> {
  const user = userEvent.setup();
  render(<LoginModal />);
  act(() => openLogin());
  await user.type(screen.getByLabelText(t('auth.mobileLabel')), MOBILE);
  await user.click(screen.getByRole('button', { name: t('auth.sendCode') }));
  return { user, field: await screen.findByLabelText<HTMLInputElement>(t('auth.codeLabel')) };
}

describe('the code field', () => {
  it('is a numeric one-time-code field the browser can fill', async () => {
    stubApi({ 'POST /api/v1/login/send-code': SENT });
    const { field } = await codeStep();
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.inputMode).toBe('numeric');
    expect(field.dir).toBe('ltr');
    expect(field.maxLength).toBe(4);
  });
});

describe('the WebOTP API', () => {
  it('asks for the SMS code once the code step shows, fills it and submits the login', async () => {
    const calls = stubApi({ 'POST /api/v1/login/send-code': SENT, 'POST /api/v1/login': LOGGED_IN });
    const otp = stubWebOtp();
    const { field } = await codeStep();
    await waitFor(() => expect(otp.get).toHaveBeenCalledTimes(1));
    expect(otp.requests[0]!.options).toMatchObject({ otp: { transport: ['sms'] } });
    expect(otp.requests[0]!.options.signal).toBeInstanceOf(AbortSignal);
    await act(async () => otp.requests[0]!.answer('4821'));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        method: 'POST',
        url: '/api/v1/login',
        body: { mobile: MOBILE, password: '4821' },
        credentials: 'same-origin',
      }),
    );
    expect(field.value).toBe('4821');
  });

  it('aborts the request when the modal closes, and a late code submits nothing', async () => {
    const calls = stubApi({ 'POST /api/v1/login/send-code': SENT, 'POST /api/v1/login': LOGGED_IN });
    const otp = stubWebOtp();
    await codeStep();
    await waitFor(() => expect(otp.get).toHaveBeenCalledTimes(1));
    const { signal } = otp.requests[0]!.options;
    expect(signal!.aborted).toBe(false);
    act(() => closeLogin());
    expect(signal!.aborted).toBe(true);
    await act(async () => otp.requests[0]!.answer('4821'));
    expect(calls.filter((call) => call.url === '/api/v1/login')).toEqual([]);
  });

  it('leaves typing working while it waits', async () => {
    const calls = stubApi({ 'POST /api/v1/login/send-code': SENT, 'POST /api/v1/login': LOGGED_IN });
    const otp = stubWebOtp();
    const { user, field } = await codeStep();
    await waitFor(() => expect(otp.get).toHaveBeenCalled());
    await user.type(field, '۵۶۷۸');
    expect(calls.at(-1)).toMatchObject({ url: '/api/v1/login', body: { mobile: MOBILE, password: '5678' } });
  });

  it('is not asked for where the browser has no WebOTP API, and typing works', async () => {
    const calls = stubApi({ 'POST /api/v1/login/send-code': SENT, 'POST /api/v1/login': LOGGED_IN });
    const get = vi.fn();
    Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get } });
    expect(hasWebOtp()).toBe(false);
    const { user, field } = await codeStep();
    await user.type(field, '1234');
    expect(get).not.toHaveBeenCalled();
    expect(calls.at(-1)).toMatchObject({ url: '/api/v1/login', body: { password: '1234' } });
  });

  it('answers null when the viewer declines', async () => {
    vi.stubGlobal('OTPCredential', class {});
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: { get: () => Promise.reject(new DOMException('no', 'NotAllowedError')) },
    });
    expect(await receiveCode(new AbortController().signal)).toBeNull();
  });
});
