import { ApiError } from '../../api/errors';
import { titleTypes } from '../../../contract/schemas/title';
import { planView, type PlanView } from '../../api/views/app';
import { formatToman } from '../../i18n/format';
import { parseRouteId } from '../../../contract/rules/contract';
import { REF_COOKIE, refFromCookie } from '../../../contract/rules/referral';
import { localePath } from '../../../contract/rules/paths';
import { api } from '../api/client';
import { AUTH_COOKIE } from '../auth/cookie';
import type { PageMeta } from '../page-meta';
import { redirect, type PageContext, type Redirect } from './context';

// spec §2 /plan/:id (query content_id, content_type): the plan, price, VAT and total, the wallet
// balance and the payment method; a form that works without JavaScript. The middleware sends a
// guest to log in first (spec §6: plan purchase requires login). original-app §1c's 15-second
// automatic redirect to the bank is not kept: the payer chooses, then pays.

const METHODS = ['saman', 'credit', 'directdebit'] as const;
type Method = (typeof METHODS)[number];

export interface PlanPage {
  plan: PlanView;
  vat: number;
  total: number;
  /** The payment methods; the wallet only when its balance covers the total. */
  methods: { method: Method; label: string; disabled: boolean; note: string | null }[];
  chosen: Method;
  error: string | null;
  /** The subscription is bought: days it now has. */
  done: { days: number } | null;
  /** The automatic payment must be set up for this payment first. */
  directdebitPayment: number | null;
}

type PlanLoaded =
  { status: 200 | 401 | 422; head: PageMeta; view: PlanPage } | { status: 404; head: null; view: null } | Redirect<303>;

/** The plan page, after the submitted form when it is a POST (`form`). */
export async function loadPlanPage(context: PageContext, form: URLSearchParams | null): Promise<PlanLoaded> {
  const { locale, t, url, params, cookies, options } = context;
  const user = { ...options, token: cookies.get(AUTH_COOKIE)?.value ?? '' };
  const id = parseRouteId(params['id']);
  const wire = (await api.plans(options)).data.find((p) => p.id === id);
  if (!wire) return { status: 404, head: null, view: null };
  const plan = planView(wire, locale);
  const { vat, total } = plan;
  let status: 200 | 401 | 422 = 200;
  let chosen: Method = 'saman';
  let error: string | null = null;
  let done: { days: number } | null = null;
  let directdebitPayment: number | null = null;

  if (form) {
    const method = METHODS.find((m) => m === form.get('method'));
    if (!method) error = t('money.plan.badMethod');
    else {
      chosen = method;
      const contentId = /^\d{1,10}$/.test(url.searchParams.get('content_id') ?? '')
        ? Number(url.searchParams.get('content_id'))
        : 0;
      try {
        const answer = await api.changeSubscription(
          {
            method,
            plan_id: plan.id,
            host: url.hostname,
            content_id: contentId,
            content_type: titleTypes.find((v) => v === url.searchParams.get('content_type')) ?? '',
            ref: refFromCookie(cookies.get(REF_COOKIE)?.value),
            // The bank returns the payer to this page's language (/en/callback on /en).
            callback_url: new URL(localePath(locale, '/callback'), url.origin).href,
          },
          user,
        );
        if (answer.link) return redirect(answer.link, 303);
        if (answer.showdirectdebitbox === 1 && answer.payment_id) directdebitPayment = answer.payment_id;
        else done = { days: answer.days_period_to_end ?? 0 };
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        status = failure.status === 401 ? 401 : 422;
        error = failure.firstError() ?? failure.message;
      }
    }
  }

  const wallet = await api.wallet(user).catch(() => null);
  const creditShort = wallet !== null && wallet.balance < total;
  const methods = [
    { method: 'saman' as const, label: t('money.plan.gateway'), disabled: false, note: null },
    {
      method: 'credit' as const,
      label: t('money.plan.credit', { balance: formatToman(wallet?.balance ?? 0, locale) }),
      disabled: creditShort,
      note: creditShort ? t('money.plan.creditShort') : null,
    },
    { method: 'directdebit' as const, label: t('money.plan.directdebit'), disabled: false, note: null },
  ];
  const head = {
    title: t('money.plan.title'),
    description: t('money.plan.description', { name: plan.name }),
    // No noindex: only a signed-in visitor is served this page; a crawler, a guest, is sent to the
    // login page (noindex itself) and never reads it. The checkout names its canonical address
    // like the catalog's pages (docs/decisions/0017-look-and-feel.md "The checkout and search engines").
    path: `/plan/${plan.id}`,
  };
  return { status, head, view: { plan, vat, total, methods, chosen, error, done, directdebitPayment } };
}
