// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DownloadCart, { type CartTitle } from '../../src/islands/DownloadCart';
import { readCartData, type CartOptions } from '../../src/lib/api/cart-data';
import { CART_KEY } from '../../src/contract/rules/cart';
import { $user } from '../../src/stores/auth';
import { $cart, clearCart } from '../../src/stores/cart';
import { $loginModal, closeLogin } from '../../src/stores/login';
import { $modals, $subscriptionTarget } from '../../src/stores/modals';
import type { siteUser } from './fixtures';
import { userView, stubApi, type ApiReply } from './fixtures';

// spec §2 download routes, §3 Download/cart data and Cart, §4 Cart and the action counter, §8 the
// cart failure rule: the cart island as a guest and as a logged-in viewer.

const navigation = {
  assign: vi.fn(),
  reload: vi.fn(),
  origin: 'http://localhost',
  href: 'http://localhost/movie/download/5',
};
const TITLE: CartTitle = {
  id: 5,
  type: 'movie',
  name: 'فیلم پنج',
  poster: '/img/poster/5.jpg',
  free: false,
  vod: true,
};

const file = (rung: number, fields: Record<string, unknown> = {}) => ({
  id: 50 + rung,
  quality: ['240p', '360p', '480p'][rung - 1],
  info: 'MP4',
  size: `${rung}.0 MB`,
  amount: 25_000,
  owned: false,
  isfolder: false,
  ...fields,
});
const cartData = (fields: Record<string, unknown> = {}) => ({
  downloads: [file(1), file(2), file(3)],
  presale: 0,
  presale_date: null,
  pass: null,
  title_poster: '/img/poster/5.jpg',
  screening: { ekran: 0, ekran_hour: 3, ekran_period_end: null, ekran_owned: 0, owned_period_end: null, ekran_id: 5 },
  ussd: null,
  fullrate_data: {
    rate: 1,
    fa: { title: 'نیم‌بها', alternative: 'تمام‌بها' },
    en: { title: 'half rate', alternative: 'full rate' },
    message: '',
    show_download: 1,
    show_subscription: 0,
  },
  show_free: 0,
  show_buy: 0,
  notes: '',
  ...fields,
});
const options = (fields: Record<string, unknown> = {}): CartOptions => readCartData(cartData(fields), 'fa')!;
const reply = (data: unknown, status = 200): ApiReply => ({ status, body: status === 200 ? { data } : data });

const show = (initial = options()) =>
  render(
    <DownloadCart
      locale="fa"
      title={TITLE}
      initial={initial}
      playHref="/video/5"
      ekranHref={null}
      plansHref="/profile/plans"
    />,
  );
const guest = () => $user.set(userView({}));
const member = (fields: Parameters<typeof siteUser>[0] = {}) =>
  $user.set(userView({ scope: ['user'], mobile: '09121234567', ...fields }));
/** A Persian page writes the rungs in its own digits (DESIGN.md R5): 360p reads ۳۶۰p. */
const persian = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
const row = (quality: string) =>
  within(screen.getByRole('list', { name: 'گزینه‌های دانلود' }))
    .getByText(persian(quality), { selector: 'strong' })
    .closest('li')!;

beforeEach(() => {
  document.documentElement.dataset['locale'] = 'fa';
  vi.stubGlobal('location', navigation);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  clearCart();
  closeLogin();
  $user.set(null);
  $modals.set({ subscription: false, directdebit: false, wallet: false });
  cleanStores($user, $cart, $loginModal, $modals);
  vi.unstubAllGlobals();
  navigation.assign.mockClear();
});

describe('the download page cart, for a guest', () => {
  it('lists every file of get/cart with its quality, size and price, and asks to buy the download option', () => {
    guest();
    stubApi({});
    show();
    expect(screen.getByRole('list', { name: 'گزینه‌های دانلود' })).toBeInTheDocument();
    expect(within(row('360p')).getByText('۲٫۰ MB')).toBeInTheDocument();
    // Quality, format and size are one row with dots between them, also as text (they read
    // "360pMP42.0 MB"), in the page's digits and decimal sign (DESIGN.md R5).
    const facts = row('360p').querySelector('.file-row')!;
    expect(facts.textContent).toBe('۳۶۰p • MP4 • ۲٫۰ MB');
    expect(within(row('360p')).getByRole('button', { name: /^خرید و دانلود، ۲۵٬۰۰۰ تومان$/ })).toBeInTheDocument();
    expect(screen.getByText('برای دانلود، گزینه دانلود را خریداری کنید.')).toBeInTheDocument();
    expect(screen.getByText('حجم مصرفی: نیم‌بها')).toBeInTheDocument();
  });

  it('keeps the cart in local storage: a second file of the title replaces the first, cancel empties it', async () => {
    guest();
    stubApi({});
    show();
    await userEvent.click(within(row('240p')).getByRole('button'));
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toMatchObject({ content: [{ itemid: 51 }], amount: 25_000 });
    await userEvent.click(within(row('480p')).getByRole('button', { name: /خرید و دانلود/ }));
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toMatchObject({ content: [{ itemid: 53 }], amount: 25_000 });
    const checkout = screen.getByRole('form', { name: 'سبد خرید' });
    expect(within(checkout).getByText('جمع: ۲۵٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(checkout).getByText('+ ۲٬۵۰۰ تومان (۱۰ درصد مالیات بر ارزش افزوده)')).toBeInTheDocument();
    expect(within(checkout).getByText('مبلغ قابل پرداخت: ۲۷٬۵۰۰ تومان')).toBeInTheDocument();
    await userEvent.click(within(row('480p')).getByRole('button', { name: 'انصراف' }));
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    expect(screen.queryByRole('form', { name: 'سبد خرید' })).toBeNull();
  });

  it("writes the VAT line at the provider's rate (the cart's vat_percent)", async () => {
    guest();
    stubApi({});
    show(options({ vat_percent: 9 }));
    await userEvent.click(within(row('480p')).getByRole('button', { name: /خرید و دانلود/ }));
    const checkout = screen.getByRole('form', { name: 'سبد خرید' });
    expect(within(checkout).getByText('+ ۲٬۲۵۰ تومان (۹ درصد مالیات بر ارزش افزوده)')).toBeInTheDocument();
    expect(within(checkout).getByText('مبلغ قابل پرداخت: ۲۷٬۲۵۰ تومان')).toBeInTheDocument();
  });

  it('reloads the cart from storage', () => {
    guest();
    stubApi({});
    localStorage.setItem(
      CART_KEY,
      JSON.stringify({
        content: [
          { itemid: 52, amount: 25_000, size: null, name: 'x', quality: '360p', id: 5, type: 'movie', poster: '' },
        ],
        amount: 25_000,
      }),
    );
    show();
    expect(within(row('360p')).getByRole('button', { name: 'انصراف' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'سبد خرید' })).toBeInTheDocument();
  });

  it('refuses a wrong mobile without a call, then pays by the gateway with a Persian-digit one', async () => {
    guest();
    const calls = stubApi({
      'POST /api/v1/ghost/get/buy': reply({ pay_url: 'http://localhost/api/v1/sandbox-bank/pay/abc', payment_id: 3 }),
    });
    show();
    await userEvent.click(within(row('240p')).getByRole('button'));
    const form = screen.getByRole('form', { name: 'سبد خرید' });
    expect(within(form).getByLabelText('درگاه بانکی')).toBeChecked();
    await userEvent.type(within(form).getByLabelText('شماره موبایل خود را وارد کنید'), '0912');
    await userEvent.click(within(form).getByRole('button', { name: 'پرداخت و دانلود' }));
    expect(within(form).getByText('شماره موبایل را به درستی وارد کنید')).toBeInTheDocument();
    expect(calls).toEqual([]);
    const field = within(form).getByLabelText('شماره موبایل خود را وارد کنید');
    await userEvent.clear(field);
    await userEvent.type(field, '۰۹۱۲۱۲۳۴۵۶۷');
    await userEvent.click(within(form).getByRole('button', { name: 'پرداخت و دانلود' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('http://localhost/api/v1/sandbox-bank/pay/abc'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/ghost/get/buy',
      body: { cart: [{ itemid: 51 }], mobile: '09121234567', method: 'saman', ekran: 0 },
    });
    // The mobile goes in the body only: the callback URL is handed to the bank (docs/payments.md "Buying").
    expect((calls[0]!.body as { callback_url: string }).callback_url).toBe(
      'http://localhost/callback?purchase=download',
    );
  });

  it('opens the login modal when the wallet is chosen as a guest', async () => {
    guest();
    stubApi({ 'POST /api/v1/ghost/get/buy': reply({ login: 1, message_fa: 'ابتدا وارد شوید', message: 'Log in' }) });
    show();
    await userEvent.click(within(row('240p')).getByRole('button'));
    const form = screen.getByRole('form', { name: 'سبد خرید' });
    await userEvent.click(within(form).getByLabelText('موجودی'));
    await userEvent.type(within(form).getByLabelText('شماره موبایل خود را وارد کنید'), '09121234567');
    await userEvent.click(within(form).getByRole('button', { name: 'پرداخت و دانلود' }));
    await waitFor(() => expect($loginModal.get()).toMatchObject({ open: true, premessage: 'ابتدا وارد شوید' }));
  });

  it('draws the ussd, free and buy rows the counter counts, and a presale date', async () => {
    guest();
    const calls = stubApi({ 'POST /api/v1/ghost/get/cart': reply(cartData({ show_free: 0 })) });
    show(options({ ussd: '*780*5#', show_free: 1, presale: 1, presale_date: '۱ فروردین ۱۴۰۶' }));
    const actions = screen.getAllByRole('list')[1]!;
    expect(actions).toHaveAttribute('data-actions', '3');
    expect(within(actions).getByRole('link', { name: 'خرید تکی از طریق هف هشتاد' })).toHaveAttribute(
      'href',
      'tel:*780*5#',
    );
    expect(screen.getByText('پیش‌فروش؛ تاریخ انتشار: ۱ فروردین ۱۴۰۶')).toBeInTheDocument();
    expect(screen.getByText('دانلود این عنوان هنوز در دسترس نیست.')).toBeInTheDocument();
    expect(within(row('240p')).getByRole('button', { name: /^پیش خرید و دانلود/ })).toBeInTheDocument();
    await userEvent.click(within(actions).getByRole('button', { name: 'دانلود رایگان' }));
    await waitFor(() =>
      expect(calls[0]).toMatchObject({ url: '/api/v1/ghost/get/cart', body: { id: 5, force_to_buy: 0 } }),
    );
  });

  it('opens the subscription modal for the title from its row', async () => {
    guest();
    stubApi({});
    show();
    await userEvent.click(screen.getByRole('link', { name: 'خرید اشتراک (حجم مصرفی: نیم بها)' }));
    expect($modals.get().subscription).toBe(true);
    expect($subscriptionTarget.get()).toEqual({ contentId: 5, contentType: 'movie' });
  });

  it('sells a screening as a ticket with its notes', async () => {
    guest();
    stubApi({});
    show(
      options({
        downloads: [
          { id: 50, quality: 'ekran', info: 'بلیط اکران', size: null, amount: 49_000, owned: false, isfolder: false },
        ],
        screening: {
          ekran: 1,
          ekran_hour: 3,
          ekran_period_end: null,
          ekran_owned: 0,
          owned_period_end: null,
          ekran_id: 5,
        },
      }),
    );
    const ticket = screen.getByText('بلیط اکران', { selector: 'strong' }).closest('li')!;
    expect(within(ticket).getByText('تماشای آنلاین')).toBeInTheDocument();
    await userEvent.click(within(ticket).getByRole('button', { name: /^خرید بلیط، ۴۹٬۰۰۰ تومان$/ }));
    const form = screen.getByRole('form', { name: 'سبد خرید' });
    expect(within(form).getByText(/فیلم‌های در حال اکران در سینما آنلاین قابل دانلود نیست/)).toBeInTheDocument();
    expect(within(form).getByText('مدت زمان سانس ۳ ساعت')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'پرداخت و تماشا' })).toBeEnabled();
  });
});

describe('the download page cart, for a logged-in viewer', () => {
  it("replaces the guest's view with theirs: owned files show download and copy-link, with the play row", async () => {
    member({ access: false });
    const calls = stubApi({
      'POST /api/v1/get/cart': reply(
        cartData({ downloads: [file(1, { owned: true }), file(2, { owned: true }), file(3, { owned: true })] }),
      ),
      'POST /api/v1/get/download': reply({
        url: '/media/vod/5/dl/360p.mp4?v=1&e=1&s=x',
        url2: '/media/vod/5/dl/360p.mp4?v=1&e=1&s=x',
      }),
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    show();
    const download = await within(row('360p')).findByRole('link', { name: 'دانلود ۳۶۰p' });
    expect(download).toHaveAttribute('href', '/media/vod/5/dl/360p.mp4?v=1&e=1&s=x');
    expect(calls.filter((c) => c.url === '/api/v1/get/download')).toHaveLength(3);
    await userEvent.click(within(row('360p')).getByRole('button', { name: 'کپی لینک' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/media/vod/5/dl/360p.mp4?v=1&e=1&s=x');
    expect(within(row('360p')).getByRole('status')).toHaveTextContent('لینک کپی شد');
    expect(screen.getByRole('link', { name: 'نمایش فیلم' })).toHaveAttribute('href', '/video/5');
    expect(screen.queryByRole('link', { name: /خرید اشتراک/ })).toBeNull();
  });

  it('buys from the wallet: the cart empties, payment done, and the links appear', async () => {
    member();
    const owned = cartData({
      downloads: [file(1, { owned: true }), file(2, { owned: true }), file(3, { owned: true })],
    });
    stubApi({
      'POST /api/v1/get/cart': [reply(cartData()), reply(owned)],
      'POST /api/v1/get/buy': reply({
        paid: 1,
        payment_id: 9,
        ref: 'W9',
        files: [{ id: 51, m_id: 5, name: 'x', link1: '/media/a', link2: '/media/a' }],
      }),
      'POST /api/v1/get/download': reply({ url: '/media/vod/5/dl/240p.mp4?s=y' }),
    });
    show();
    await waitFor(() => expect(within(row('240p')).getByRole('button', { name: /خرید و دانلود/ })).toBeInTheDocument());
    await userEvent.click(within(row('240p')).getByRole('button', { name: /خرید و دانلود/ }));
    const form = screen.getByRole('form', { name: 'سبد خرید' });
    expect(within(form).queryByLabelText('شماره موبایل خود را وارد کنید')).toBeNull();
    await userEvent.click(within(form).getByLabelText('موجودی'));
    await userEvent.click(within(form).getByRole('button', { name: 'پرداخت و دانلود' }));
    expect(await screen.findByText('پرداخت با موفقیت انجام شد')).toBeInTheDocument();
    expect(await within(row('240p')).findByRole('link', { name: 'دانلود ۲۴۰p' })).toHaveAttribute(
      'href',
      '/media/vod/5/dl/240p.mp4?s=y',
    );
    expect(localStorage.getItem(CART_KEY)).toBeNull();
  });

  it('shows a short wallet with its message and a way to top it up', async () => {
    member();
    stubApi({
      'POST /api/v1/get/cart': reply(cartData()),
      'POST /api/v1/get/buy': reply(
        {
          message: 'short',
          message_fa: 'موجودی کیف پول شما برای این خرید کافی نیست.',
          errors: { method: ['کافی نیست'] },
        },
        422,
      ),
    });
    show();
    await userEvent.click(within(row('240p')).getByRole('button', { name: /خرید و دانلود/ }));
    const form = screen.getByRole('form', { name: 'سبد خرید' });
    await userEvent.click(within(form).getByLabelText('موجودی'));
    await userEvent.click(within(form).getByRole('button', { name: 'پرداخت و دانلود' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('موجودی کیف پول شما برای این خرید کافی نیست.');
    await userEvent.click(within(alert).getByRole('button', { name: 'افزایش موجودی' }));
    expect($modals.get().wallet).toBe(true);
    expect(JSON.parse(localStorage.getItem(CART_KEY)!).content).toHaveLength(1);
  });

  it.each([
    [400, '/404'],
    [500, '/'],
  ])('sends a cart fetch failure of %i to %s (spec §8)', async (status, target) => {
    member();
    stubApi({ 'POST /api/v1/get/cart': reply({ message: 'x', message_fa: 'x' }, status) });
    show();
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith(target));
  });
});

describe('the cart island before hydration', () => {
  it('renders the same options on the server, with no stored cart', async () => {
    const { renderToString } = await import('react-dom/server');
    await act(async () => undefined);
    const html = renderToString(
      <DownloadCart
        locale="fa"
        title={TITLE}
        initial={options()}
        playHref="/video/5"
        ekranHref={null}
        plansHref="/profile/plans"
      />,
    );
    expect(html).toContain('۴۸۰p');
    expect(html).toContain('خرید و دانلود');
    expect(html).not.toContain('سبد خرید');
  });
});
