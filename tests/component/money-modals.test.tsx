// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DirectdebitModal from '../../src/islands/money/DirectdebitModal';
import SubscriptionModal from '../../src/islands/money/SubscriptionModal';
import WalletModal from '../../src/islands/money/WalletModal';
import { moneyTexts } from '../../src/islands/money/texts';
import { createTranslate } from '../../src/lib/i18n';
import { $user } from '../../src/stores/auth';
import { $loginModal, closeLogin } from '../../src/stores/login';
import { $modals, openDirectdebit, openSubscription, openWallet } from '../../src/stores/modals';
import { $wallet } from '../../src/stores/wallet';
import { userView, stubApi, type ApiReply, type siteUser } from './fixtures';

// spec §2 Subscription, Wallet top-up and Auto-payment modals; §4 their flows; §8 their errors.

const t = createTranslate('fa', moneyTexts);
const MOBILE = '09121234567';
const navigation = { assign: vi.fn(), reload: vi.fn(), origin: 'http://localhost', pathname: '/movie/5', search: '' };

// Plan names as the provider names them: the kind is in the name («اشتراک یک ماهه»).
// Keyed by plan id, as the original backend answers (and ours).
const PLANS: ApiReply = {
  body: {
    data: {
      1: {
        id: 1,
        name_fa: 'اشتراک یک ماهه',
        name: 'One-month subscription',
        toman: 99000,
        days: 30,
        description: 'سی روز',
        description_en: '30 days',
        discount: null,
      },
      2: {
        id: 2,
        name_fa: 'اشتراک سه ماهه',
        name: 'Three-month subscription',
        toman: 270000,
        days: 90,
        description: 'نود روز',
        description_en: '90 days',
        discount: { discount_percent: 20, discount_price: 54000, discount_day: 7 },
      },
    },
    description: '',
  },
};

const loggedIn = (fields: Parameters<typeof siteUser>[0] = {}) =>
  $user.set(userView({ mobile: MOBILE, scope: ['user'], ...fields }));

beforeEach(() => {
  document.documentElement.dataset['locale'] = 'fa';
  vi.stubGlobal('location', navigation);
});

afterEach(() => {
  cleanup();
  closeLogin();
  $modals.set({ subscription: false, directdebit: false, wallet: false });
  $user.set(null);
  $wallet.set(null);
  cleanStores($user, $modals, $loginModal, $wallet);
  vi.unstubAllGlobals();
  navigation.assign.mockClear();
});

describe('the subscription modal', () => {
  const show = (target: Parameters<typeof openSubscription>[0] = null) => {
    render(<SubscriptionModal locale="fa" shopUrl="https://shop.example/" />);
    act(() => openSubscription(target));
  };

  it('is a dialog named by its title that waits for the plans, then lists them with Persian prices', async () => {
    loggedIn({ plus: true });
    stubApi({ 'GET /api/v1/get/app/plans': PLANS });
    show();
    const dialog = screen.getByRole('dialog', { name: 'خرید اشتراک' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('لطفا کمی منتظر بمانید...');
    // DESIGN.md §5 Plan card: radio cards named by the plan, the price (discounted) described.
    const one = await within(dialog).findByRole('radio', { name: 'اشتراک یک ماهه' });
    expect(one).toHaveAccessibleDescription('۹۹٬۰۰۰ تومان');
    // A discount: the old price struck, the saving tag, the gift days; the price minus discount_price.
    const three = within(dialog).getByRole('radio', { name: 'اشتراک سه ماهه' });
    expect(three).toHaveAccessibleDescription('۲۷۰٬۰۰۰ ۲۱۶٬۰۰۰ تومان');
    expect(within(dialog).getByText('۲۰٪ تخفیف')).toBeInTheDocument();
    expect(within(dialog).getByText('۷ روز هدیه')).toBeInTheDocument();
    // The best value (cheapest per day) carries the one pill and is chosen; the foot totals it with VAT.
    expect(within(dialog).getAllByText('به‌صرفه‌ترین')).toHaveLength(1);
    expect(three).toBeChecked();
    expect(within(dialog).getByText('مبلغ قابل پرداخت (با ۱۰٪ مالیات بر ارزش افزوده)')).toBeInTheDocument();
    expect(within(dialog).getByText('۲۳۷٬۶۰۰ تومان')).toBeInTheDocument();
    await userEvent.click(one);
    expect(one).toBeChecked();
    expect(within(dialog).getByText('۱۰۸٬۹۰۰ تومان')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'پرداخت و فعال‌سازی اشتراک یک ماهه، ۱۰۸٬۹۰۰ تومان' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('بیش از ۳۰۰۰۰ اپیزود فیلم و سریال')).toBeInTheDocument();
    // The main brand: no partner warning; logged in: no log-in button.
    expect(within(dialog).queryByText(t('money.subscription.partner'), { exact: false })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: t('money.subscription.login') })).toBeNull();
    expect(dialog).not.toHaveTextContent(/اشتراک اشتراک/);
  });

  it('names each plan once in English too, never "subscription subscription"', async () => {
    loggedIn({ plus: true });
    stubApi({ 'GET /api/v1/get/app/plans': PLANS });
    document.documentElement.dataset['locale'] = 'en';
    render(<SubscriptionModal locale="en" shopUrl="https://shop.example/" />);
    act(() => openSubscription(null));
    const dialog = screen.getByRole('dialog', { name: 'Buy a subscription' });
    expect(await within(dialog).findByRole('radio', { name: 'One-month subscription' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Three-month subscription' })).toBeChecked();
    expect(within(dialog).getByText('20% off')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Pay and activate Three-month subscription, 237,600 toman' }),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/subscription subscription/i);
  });

  it("totals with the provider's VAT rate, not a rate of its own (spec §9 VAT, VAT_PERCENT in docs/configuration.md)", async () => {
    loggedIn({ plus: true });
    const data = PLANS.body as { data: Record<string, object> };
    const at9 = Object.fromEntries(Object.entries(data.data).map(([id, plan]) => [id, { ...plan, vat_percent: 9 }]));
    stubApi({ 'GET /api/v1/get/app/plans': { body: { ...data, data: at9 } } });
    show();
    const dialog = screen.getByRole('dialog', { name: 'خرید اشتراک' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'اشتراک یک ماهه' }));
    expect(within(dialog).getByText('مبلغ قابل پرداخت (با ۹٪ مالیات بر ارزش افزوده)')).toBeInTheDocument();
    // 99,000 + 9 % = 107,910.
    expect(within(dialog).getByText('۱۰۷٬۹۱۰ تومان')).toBeInTheDocument();
  });

  it('tells a subscriber the days left and the full-rate way, and a partner brand its shop', async () => {
    loggedIn({ plus: false, subscription: 1, days_period_to_end: 12, operator_fullrate: 'همراه اول یا ایرانسل' });
    stubApi({ 'GET /api/v1/get/app/plans': PLANS });
    show();
    expect(await screen.findByText('۱۲ روز از اشتراک شما باقیمانده است')).toBeInTheDocument();
    expect(screen.getByText(/با اینترنت همراه اول یا ایرانسل وارد شوید/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('money.subscription.partnerLink') })).toHaveAttribute(
      'href',
      'https://shop.example/',
    );
  });

  it('sends a logged-in buyer to the plan page with the content it is for', async () => {
    loggedIn();
    stubApi({ 'GET /api/v1/get/app/plans': PLANS });
    show({ contentId: 5, contentType: 'movie' });
    await userEvent.click(await screen.findByRole('radio', { name: 'اشتراک سه ماهه' }));
    await userEvent.click(screen.getByRole('button', { name: /^پرداخت و فعال‌سازی/ }));
    expect(navigation.assign).toHaveBeenCalledWith('/plan/2?content_id=5&content_type=movie');
    expect($modals.get().subscription).toBe(false);
  });

  it('asks a guest to log in first, then to go to the plan page', async () => {
    $user.set(userView({ mobile: null, scope: ['guest'] }));
    stubApi({ 'GET /api/v1/get/app/plans': PLANS });
    show();
    expect(await screen.findByRole('button', { name: t('money.subscription.login') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'اشتراک یک ماهه' }));
    await userEvent.click(screen.getByRole('button', { name: /^پرداخت و فعال‌سازی/ }));
    expect(navigation.assign).not.toHaveBeenCalled();
    expect($loginModal.get()).toMatchObject({ open: true, preredirect: '/plan/1?content_id=0&content_type=' });
  });

  it('shows why the plans did not load, and loads them again on retry', async () => {
    loggedIn();
    stubApi({
      'GET /api/v1/get/app/plans': [
        { status: 500, body: { message: 'Down', message_fa: 'سرور در دسترس نیست' } },
        PLANS,
      ],
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('سرور در دسترس نیست');
    await userEvent.click(screen.getByRole('button', { name: t('money.retry') }));
    expect(await screen.findByRole('radio', { name: 'اشتراک یک ماهه' })).toBeInTheDocument();
  });
});

describe('the wallet top-up modal', () => {
  const WALLET: ApiReply = { body: { data: { my_credit: '۱۲٬۰۰۰ تومان', balance: 12000 } } };
  const show = () => {
    loggedIn();
    render(<WalletModal locale="fa" />);
    act(() => openWallet());
  };

  it('shows a spinner, then the balance, and pays a quick pick through the gateway', async () => {
    const calls = stubApi({
      'POST /api/v1/get/my_wallet': WALLET,
      'POST /api/v1/get/charge_wallet': { body: { data: { pay_url: '/api/v1/sandbox-bank/pay/abc' } } },
    });
    show();
    const dialog = screen.getByRole('dialog', { name: 'افزایش موجودی' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('در حال دریافت موجودی');
    expect(await within(dialog).findByText('۱۲٬۰۰۰ تومان')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '۲۰٬۰۰۰ تومان' }));
    expect(within(dialog).getByLabelText(t('money.wallet.amount'))).toHaveValue('20000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'پرداخت' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/api/v1/sandbox-bank/pay/abc'));
    expect(calls.at(-1)?.body).toEqual({
      amount: 20000,
      payment_method: 'saman',
      // No mobile query (spec §7 asks for one): the callback URL is handed to the bank (docs/payments.md "Buying").
      callback_url: 'http://localhost/callback?purchase=wallet',
    });
  });

  it('reads an amount typed in Persian digits with separators', async () => {
    const calls = stubApi({
      'POST /api/v1/get/my_wallet': WALLET,
      'POST /api/v1/get/charge_wallet': { body: { data: { pay_url: '/pay' } } },
    });
    show();
    await userEvent.type(screen.getByLabelText(t('money.wallet.amount')), '۱۵٬۰۰۰');
    await userEvent.click(screen.getByRole('button', { name: 'پرداخت' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ amount: 15000 }));
  });

  it.each([
    ['abc', 'مبلغ را فقط با رقم وارد کنید؛ مثلاً ۲۰٬۰۰۰.'],
    ['500', 'کمترین مبلغ افزایش موجودی ۱٬۰۰۰ تومان است.'],
    ['60000000', 'بیشترین مبلغ افزایش موجودی ۵۰٬۰۰۰٬۰۰۰ تومان است.'],
  ])('refuses %j in the modal and sends nothing', async (typed, message) => {
    const calls = stubApi({ 'POST /api/v1/get/my_wallet': WALLET });
    show();
    await userEvent.type(screen.getByLabelText(t('money.wallet.amount')), typed);
    await userEvent.click(screen.getByRole('button', { name: 'پرداخت' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(t('money.wallet.amount'))).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.url.endsWith('charge_wallet'))).toHaveLength(0);
  });

  it("shows the server's refusal in the modal", async () => {
    stubApi({
      'POST /api/v1/get/my_wallet': WALLET,
      'POST /api/v1/get/charge_wallet': {
        status: 422,
        body: {
          message: 'Bad amount',
          message_fa: 'مبلغ نامعتبر است',
          errors: { amount: ['مبلغ را به تومان وارد کنید'] },
        },
      },
    });
    show();
    await userEvent.type(screen.getByLabelText(t('money.wallet.amount')), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'پرداخت' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('مبلغ را به تومان وارد کنید');
    expect(navigation.assign).not.toHaveBeenCalled();
  });
});

describe('the auto-payment modal', () => {
  const BANKS: ApiReply = {
    body: {
      data: {
        banks: [
          { code: '012', name: 'Mellat', name_fa: 'ملت', active: true },
          { code: '017', name: 'Melli', name_fa: 'ملی', active: false },
          { code: '062', name: 'Ayandeh', name_fa: 'آینده', active: true },
        ],
      },
    },
  };
  const state = (saved: boolean): ApiReply => ({
    body: {
      data: {
        subscriptions: saved ? [{ id: 7, bank: '062', name: 'آینده', mobile: MOBILE }] : [],
        configs: {
          id: saved ? 7 : null,
          bank: saved ? '062' : null,
          mobile: saved ? MOBILE : null,
          subscription: false,
          pay_anything: false,
        },
        series: [{ id: 201, name_fa: 'سریال نمونه', poster: '/img/p.jpg', subscribe_fee: 5000, directdebit: false }],
        mobile: '9121234567',
        subscribe_fee: 108900,
        days_period_to_end: 0,
      },
    },
  });
  const show = () => {
    loggedIn();
    render(<DirectdebitModal locale="fa" />);
    act(() => openDirectdebit());
  };

  it('waits, then forces the add-bank form open with bank 012 and the mobile with its leading 0', async () => {
    const calls = stubApi({
      'GET /api/v1/directdebit/banks': BANKS,
      'GET /api/v1/directdebit/subscriptions': state(false),
      'POST /api/v1/directdebit/buy_subscription': { body: { data: { pay_url: '/api/v1/sandbox-bank/mandate/x' } } },
    });
    show();
    const dialog = screen.getByRole('dialog', { name: 'فعال کردن پرداخت خودکار' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('لطفا کمی منتظر بمانید...');
    const bank = await within(dialog).findByLabelText(t('money.dd.bank'));
    expect(bank).toHaveValue('012');
    expect(within(bank).getByRole('option', { name: 'ملی' })).toBeDisabled();
    expect(within(dialog).getByLabelText(t('money.dd.mobile'))).toHaveValue(MOBILE);
    expect(within(dialog).getByText(t('money.dd.note3'))).toBeInTheDocument();
    // Without a saved bank a switch waits for the bank: nothing is sent yet.
    await userEvent.click(within(dialog).getByRole('switch', { name: /پرداخت خودکار اشتراک/ }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: t('money.dd.submit') }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/api/v1/sandbox-bank/mandate/x'));
    expect(calls.at(-1)?.body).toMatchObject({
      subscription: true,
      pay_anything: false,
      bank: '012',
      series: [],
      add_new_bank: 1,
      mobile: MOBILE,
      callback_url: 'http://localhost/callback?purchase=directdebit',
    });
  });

  it('with a saved bank saves a series switch at once, and deletes the bank after a confirmation', async () => {
    const calls = stubApi({
      'GET /api/v1/directdebit/banks': BANKS,
      'GET /api/v1/directdebit/subscriptions': state(true),
      'POST /api/v1/directdebit/buy_subscription': { body: { data: { saved: true } } },
      'POST /api/v1/directdebit/delete_subscription': { body: { data: { deleted: true } } },
    });
    show();
    const seriesSwitch = await screen.findByRole('switch', { name: /پرداخت خودکار قسمت‌های جدید سریال نمونه/ });
    expect(screen.queryByLabelText(t('money.dd.bank'))).toBeNull(); // the add-bank form stays closed
    await userEvent.click(seriesSwitch);
    expect(await screen.findByText(t('money.dd.savedSettings'))).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({ series: [201], add_new_bank: 0, bank: '062', mobile: MOBILE });

    await userEvent.click(screen.getByRole('button', { name: 'حذف پرداخت خودکار آینده' }));
    const confirm = screen.getByRole('group', { name: 'آیا از حذف پرداخت خودکار آینده اطمینان دارید؟' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText(t('money.dd.deleted'))).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ url: '/api/v1/directdebit/delete_subscription', body: { id: 7 } });
    // No saved bank left: the add-bank form is forced open.
    expect(screen.getByLabelText(t('money.dd.bank'))).toBeInTheDocument();
  });

  it('puts a switch back and says why when saving fails', async () => {
    stubApi({
      'GET /api/v1/directdebit/banks': BANKS,
      'GET /api/v1/directdebit/subscriptions': state(true),
      'POST /api/v1/directdebit/buy_subscription': { status: 422, body: { message: 'No', message_fa: 'ذخیره نشد' } },
    });
    show();
    const toggle = await screen.findByRole('switch', { name: /پرداخت خودکار به انتخاب شما/ });
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('ذخیره نشد');
    expect(toggle).not.toBeChecked();
  });
});
