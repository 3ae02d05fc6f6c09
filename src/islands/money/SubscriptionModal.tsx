import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { pageLocale } from '../../lib/api/browser';
import { fetchPlans } from '../../lib/api/browser-money';
import type { PlanView } from '../../lib/api/views/app';
import { formatNumber, formatToman } from '../../lib/i18n/format';
import { createTranslate, type Locale, type Translate } from '../../lib/i18n';
import { localePath } from '../../contract/rules/paths';
import { isLoggedIn } from '../../lib/rules/account';
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
      size="plans"
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

/** A plan's price per day, gift days included: the lowest is the best value (DESIGN.md §5 Plan card). */
const perDay = (plan: PlanView) => plan.price / Math.max(1, plan.days + (plan.discount?.bonusDays ?? 0));

/** The one best-value plan (preselected), when there is a choice to make. */
export function bestValuePlan(plans: PlanView[]): PlanView | null {
  if (plans.length < 2) return null;
  return plans.reduce((best, plan) => (perDay(plan) < perDay(best) ? plan : best));
}

/** What a month of the plan costs, shown to compare plans (rounded to 100 toman; never charged). */
const perMonth = (plan: PlanView) => Math.round((plan.price * 30) / Math.max(1, plan.days) / 100) * 100;

function SubscriptionBody({ t, locale, plans, shopUrl, retry }: BodyProps) {
  const user = useStore($user);
  const loggedIn = isLoggedIn(user);
  const days = user?.daysLeft ?? 0;
  const list = plans.state === 'ready' ? plans.plans : [];
  const best = bestValuePlan(list);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = list.find((plan) => plan.id === chosenId) ?? best ?? list[0] ?? null;
  const groupName = useId();
  const number = (n: number) => formatNumber(n, locale);
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
        <p className="sheet-note sheet-note--info">{t('money.subscription.daysLeft', { days: number(days) })}</p>
      )}
      {plans.state === 'ready' && list.length === 0 && <p>{t('money.subscription.empty')}</p>}
      {list.length > 0 && (
        <fieldset className="plan-cards">
          <legend className="visually-hidden">{t('money.subscription.choose')}</legend>
          {list.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              t={t}
              locale={locale}
              group={groupName}
              best={plan.id === best?.id}
              checked={plan.id === chosen?.id}
              onChoose={() => setChosenId(plan.id)}
            />
          ))}
        </fieldset>
      )}
      {plans.state === 'ready' && (
        <ul className="plan-features">
          {(['feature1', 'feature2', 'feature3'] as const).map((key) => (
            <li key={key}>
              <CheckIcon />
              {t(`money.subscription.${key}`)}
            </li>
          ))}
        </ul>
      )}
      {user && !user.plus && (
        <p className="sheet-note sheet-note--warning">
          {t('money.subscription.partner')} <a href={shopUrl}>{t('money.subscription.partnerLink')}</a>
        </p>
      )}
      {user?.subscription === 1 && (
        <div className="sheet-note">
          <p className="fw-bold mb-1">{t('money.subscription.fullrateTitle')}</p>
          <p className="mb-0">{t('money.subscription.fullrate', { operator: user.fullrateOperators })}</p>
        </div>
      )}
      {chosen && (
        <div className="sheet__foot plan-foot">
          <p className="plan-foot__total">
            <span className="plan-foot__label">{t('money.subscription.total', { percent: number(chosen.vatPercent) })}</span>{' '}
            <strong className="plan-foot__sum">{formatToman(chosen.total, locale)}</strong>
          </p>
          <button
            type="button"
            className="btn btn-accent btn-lg plan-foot__cta"
            aria-label={t('money.subscription.payLabel', {
              name: chosen.name,
              price: formatToman(chosen.total, locale),
            })}
            onClick={() => buy(chosen.id, locale, loggedIn)}
          >
            <LockIcon />
            {t('money.subscription.pay')}
          </button>
          <p className="plan-foot__secure">{t('money.subscription.secure')}</p>
        </div>
      )}
      <div className="sheet-actions">
        {!loggedIn && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => openLogin()}>
            {t('money.subscription.login')}
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={dismiss}>
          {t('money.subscription.cancel')}
        </button>
      </div>
    </>
  );
}

interface CardProps {
  plan: PlanView;
  t: Translate;
  locale: Locale;
  group: string;
  best: boolean;
  checked: boolean;
  onChoose: () => void;
}

/**
 * DESIGN.md §5 Plan card: a radio card. The provider's names carry their kind («اشتراک یک ماهه»,
 * "One-month subscription"), so no text adds «اشتراک» / "subscription" to them again.
 */
function PlanCard({ plan, t, locale, group, best, checked, onChoose }: CardProps) {
  const id = useId();
  const discount = plan.discount;
  const number = (n: number) => formatNumber(n, locale);
  return (
    <label className={`plan-card${checked ? ' is-selected' : ''}${best ? ' is-best' : ''}`} htmlFor={id}>
      <input
        id={id}
        type="radio"
        name={group}
        className="plan-card__input"
        checked={checked}
        onChange={onChoose}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-price`}
      />
      {best && (
        <span className="plan-card__best">
          <SparkleIcon />
          {t('money.subscription.bestValue')}
        </span>
      )}
      <span className="plan-card__radio" aria-hidden="true" />
      <span id={`${id}-name`} className="plan-card__name">
        {plan.name}
      </span>
      <span id={`${id}-price`} className="plan-card__price">
        {discount && <s className="plan-card__old">{formatNumber(plan.toman, locale)}</s>}{' '}
        <span className="plan-card__sum">{formatNumber(plan.price, locale)}</span>{' '}
        <span className="plan-card__unit">{t('money.currency')}</span>
      </span>
      <span className="plan-card__month">
        {t('money.subscription.perMonth', { price: formatToman(perMonth(plan), locale) })}
      </span>
      <span className="plan-card__tags">
        {discount && discount.percent > 0 && (
          <span className="plan-card__saving">
            {t('money.subscription.saving', { percent: number(discount.percent) })}
          </span>
        )}
        {discount && discount.bonusDays > 0 ? (
          <span className="plan-card__gift">
            <GiftIcon />
            {t('money.subscription.gift', { days: number(discount.bonusDays) })}
          </span>
        ) : (
          <span className="plan-card__days">{t('money.subscription.days', { days: number(plan.days) })}</span>
        )}
      </span>
    </label>
  );
}

/** spec §4: logged in goes to the plan page; logged out logs in first, then goes there. */
function buy(id: number, pageLocale: Locale, loggedIn: boolean) {
  const target = $subscriptionTarget.get();
  const query = new URLSearchParams({
    content_id: String(target?.contentId ?? 0),
    content_type: target?.contentType ?? '',
  });
  const path = localePath(pageLocale, `/plan/${id}?${query.toString()}`);
  closeSubscription();
  if (loggedIn) location.assign(path);
  else openLogin({ preredirect: path });
}

const CheckIcon = () => (
  <svg className="plan-features__check" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path
      d="M5 12.5l4.5 4.5L19 7.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const LockIcon = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M8 10.5V8a4 4 0 018 0v2.5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const SparkleIcon = () => (
  <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
    <path d="M12 2l2.4 7.6L22 12l-7.6 2.4L12 22l-2.4-7.6L2 12l7.6-2.4z" fill="currentColor" />
  </svg>
);

const GiftIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
    <path
      d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1s3 1 5 1zm0 0c1.5-3 5-3.5 5-1s-3 1-5 1z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  </svg>
);
