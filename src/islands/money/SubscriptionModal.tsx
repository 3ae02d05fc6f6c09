import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { pageLocale } from '../../lib/api/browser';
import { fetchPlans } from '../../lib/api/browser-money';
import type { PlanView } from '../../lib/api/views/app';
import { formatNumber, formatToman } from '../../lib/i18n/format';
import { createTranslate, type Locale, type Translate } from '../../lib/i18n';
import { localePath } from '../../lib/rules/paths';
import { isLoggedIn } from '../../lib/rules/account';
import { VAT_PERCENT } from '../../lib/rules/money';
import { $user } from '../../stores/auth';
import { openLogin } from '../../stores/login';
import { $modals, $subscriptionTarget, closeSubscription } from '../../stores/modals';
import { LoadState, MoneyDialog } from './MoneyDialog';
import { moneyTexts } from './texts';

interface Props {
  locale: Locale;
  /** The main shop a partner brand's subscription covers (spec §2; config PLUS_SHOP_URL). */
  shopUrl: string;
}

type Plans = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; plans: PlanView[] };

/** spec §2 Subscription modal, §4 Subscription modal: plans load each time it opens. */
export default function SubscriptionModal({ locale, shopUrl }: Props) {
  const t = useMemo(() => createTranslate(locale, moneyTexts), [locale]);
  const { subscription: open } = useStore($modals);
  const [plans, setPlans] = useState<Plans>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setPlans({ state: 'loading' });
    fetchPlans().then(
      (list) => current && setPlans({ state: 'ready', plans: list }),
      (error: unknown) =>
        current && setPlans({ state: 'failed', message: error instanceof Error ? error.message : t('money.failed') }),
    );
    return () => {
      current = false; // spec §4: closing clears the plans
    };
  }, [open, attempt, t]);

  return (
    <MoneyDialog
      open={open}
      title={t('money.subscription.title')}
      closeLabel={t('money.close')}
      onDismiss={dismiss}
      size="lg"
    >
      <SubscriptionBody t={t} locale={locale} plans={plans} shopUrl={shopUrl} retry={() => setAttempt((n) => n + 1)} />
    </MoneyDialog>
  );
}

/** spec §2 On hide: on the plan route the visitor goes home; elsewhere the page stays. */
function dismiss() {
  closeSubscription();
  const path = location.pathname.replace(/^\/en(?=\/|$)/, '');
  if (/^\/plan(\/|$)/.test(path)) location.assign(localePath(pageLocale(), '/'));
}

interface BodyProps {
  t: Translate;
  locale: Locale;
  plans: Plans;
  shopUrl: string;
  retry: () => void;
}

function SubscriptionBody({ t, locale, plans, shopUrl, retry }: BodyProps) {
  const user = useStore($user);
  const loggedIn = isLoggedIn(user);
  const days = user?.daysLeft ?? 0;
  return (
    <>
      {plans.state !== 'ready' && (
        <LoadState
          failed={plans.state === 'failed' ? plans.message : null}
          wait={t('money.wait')}
          retry={t('money.retry')}
          onRetry={retry}
        />
      )}
      {plans.state === 'ready' && days > 0 && (
        <p className="alert alert-info">{t('money.subscription.daysLeft', { days: formatNumber(days, locale) })}</p>
      )}
      {plans.state === 'ready' && plans.plans.length === 0 && <p>{t('money.subscription.empty')}</p>}
      {plans.state === 'ready' && plans.plans.length > 0 && (
        <ul className="list-unstyled d-grid gap-2 mb-3">
          {plans.plans.map((plan) => (
            <PlanRow key={plan.id} plan={plan} t={t} locale={locale} loggedIn={loggedIn} />
          ))}
        </ul>
      )}
      <p className="small text-body-secondary">
        {t('money.subscription.vat', { percent: formatNumber(VAT_PERCENT, locale) })}
      </p>
      {user && !user.plus && (
        <p className="small alert alert-warning">
          {t('money.subscription.partner')}{' '}
          <a href={shopUrl} className="alert-link">
            {t('money.subscription.partnerLink')}
          </a>
        </p>
      )}
      <div className="mb-3">
        <p className="fw-medium mb-1">{t('money.subscription.features')}</p>
        <ul className="small mb-0">
          <li>{t('money.subscription.feature1')}</li>
          <li>{t('money.subscription.feature2')}</li>
          <li>{t('money.subscription.feature3')}</li>
        </ul>
      </div>
      {user?.subscription === 1 && (
        <div className="mb-3 small">
          <p className="fw-medium mb-1">{t('money.subscription.fullrateTitle')}</p>
          <p className="mb-0">{t('money.subscription.fullrate', { operator: user.fullrateOperators })}</p>
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        {!loggedIn && (
          <button type="button" className="btn btn-outline-primary" onClick={() => openLogin()}>
            {t('money.subscription.login')}
          </button>
        )}
        <button type="button" className="btn btn-outline-secondary" onClick={dismiss}>
          {t('money.subscription.cancel')}
        </button>
      </div>
    </>
  );
}

function PlanRow({ plan, t, locale, loggedIn }: { plan: PlanView; t: Translate; locale: Locale; loggedIn: boolean }) {
  // The provider's names carry their kind («اشتراک یک ماهه»): texts use them as they are.
  const name = plan.name;
  const price = formatToman(plan.price, locale);
  const discount = plan.discount;
  return (
    <li className="card">
      <div className="card-body d-flex flex-wrap gap-2 align-items-center justify-content-between">
        <div>
          <h3 className="h6 mb-1">{name}</h3>
          <p className="small text-body-secondary mb-1">{plan.description}</p>
          {discount && (
            <p className="small text-success-emphasis bg-success-subtle rounded px-2 py-1 mb-1">
              {t('money.subscription.discount', { name, percent: formatNumber(discount.percent, locale) })}
              {discount.bonusDays > 0 &&
                t('money.subscription.bonusDays', { days: formatNumber(discount.bonusDays, locale) })}
            </p>
          )}
          {discount && (
            <p className="small text-body-secondary mb-0">
              <s>{t('money.subscription.oldPrice', { price: formatToman(plan.toman, locale) })}</s>
            </p>
          )}
        </div>
        <button
          type="button"
          className="btn btn-primary"
          aria-label={t('money.subscription.buy', { name, price })}
          onClick={() => buy(plan.id, locale)}
        >
          {price}
        </button>
      </div>
    </li>
  );

  function buy(id: number, pageLocale: Locale) {
    const target = $subscriptionTarget.get();
    const query = new URLSearchParams({
      content_id: String(target?.contentId ?? 0),
      content_type: target?.contentType ?? '',
    });
    const path = localePath(pageLocale, `/plan/${id}?${query.toString()}`);
    // spec §4: logged in goes to the plan page; logged out logs in first, then goes there.
    if (loggedIn) {
      closeSubscription();
      location.assign(path);
    } else {
      closeSubscription();
      openLogin({ preredirect: path });
    }
  }
}
