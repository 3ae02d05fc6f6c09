import { PAYMENT_PURPOSES } from '../../../contract/schemas/money';
import { planView } from '../../api/views/app';
import { paymentView, type PaymentView } from '../../api/views/money';
import { parsePage } from '../../../contract/rules/filter';
import { api } from '../api/client';
import { AUTH_COOKIE } from '../auth/cookie';
import { found, notFound, type Loaded, type PageContext } from './context';

export interface PaymentsPage {
  /**
   * Each payment with what it bought, when that is known (a subscription's plan, a download's titles, by name), and,
   * when it is not settled yet, where "check this payment" goes.
   */
  payments: (PaymentView & { bought: string | null; checkPath: string | null })[];
  page: number;
  lastPage: number;
  /** The wallet balance in toman, when the wallet answered. */
  balance: number | null;
}

/**
 * A pending payment's "check this payment": /callback asks the bank again (check_it_again=1, with
 * the fields /callback reads). Locale-free path with its query.
 */
export const checkPath = (row: PaymentView) =>
  `/callback?${new URLSearchParams({
    purchase: PAYMENT_PURPOSES.find((p) => p === row.purpose) ?? 'download',
    payment_id: String(row.transactionId),
    method: row.method,
    ...(row.refNum ? { ref_num: row.refNum } : {}),
    check_it_again: '1',
  })}`;

/**
 * spec §2 /payments: the user's payments and purchases, newest first, paginated (the middleware
 * sends a guest to log in).
 */
export async function loadPaymentsPage({
  locale,
  t,
  url,
  cookies,
  options,
}: PageContext): Promise<Loaded<PaymentsPage>> {
  const user = { ...options, token: cookies.get(AUTH_COOKIE)?.value ?? '' };
  const page = parsePage(url.searchParams.get('page'));
  if (!page) return notFound();
  const [history, wallet, plans] = await Promise.all([
    api.paymentHistory(page, user),
    api.wallet(user).catch(() => null),
    // The plans' names (the same answer for every visitor): a row names the plan it bought.
    api.plans(options).then(
      (answer) => new Map(answer.data.map((plan) => [plan.id, planView(plan, locale).name])),
      () => new Map<number, string>(),
    ),
  ]);
  if (page > history.last_page) return notFound();
  const head = {
    title: t('money.payments.title'),
    description: t('profile.paymentsDescription'),
    path: '/payments',
    noindex: true,
  };
  return found(head, {
    payments: history.payments.map((row) => {
      const payment = paymentView(row, locale);
      return {
        ...payment,
        bought:
          payment.planId !== null
            ? (plans.get(payment.planId) ?? null)
            : payment.titles.length > 0
              ? payment.titles.map((title) => title.name).join(t('money.separator'))
              : null,
        checkPath: payment.status === 'pending' ? checkPath(payment) : null,
      };
    }),
    page: history.page,
    lastPage: history.last_page,
    balance: wallet?.balance ?? null,
  });
}
