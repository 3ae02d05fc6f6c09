import { useId, useState, type FormEvent } from 'react';
import type { CartOptions } from '../../lib/api/cart-data';
import type { Locale, Translate } from '../../lib/i18n';
import { formatNumber, formatToman } from '../../lib/i18n/format';
import { type Cart } from '../../contract/rules/cart';
import { normalizeMobile } from '../../contract/rules/mobile';
import { vatOf } from '../../contract/rules/money';

export interface CheckoutChoice {
  method: 'saman' | 'credit';
  mobile: string;
}

interface Props {
  t: Translate;
  locale: Locale;
  cart: Cart;
  options: CartOptions;
  loggedIn: boolean;
  busy: boolean;
  error: string | null;
  /** The wallet fell short: offer to top it up. */
  offerTopUp: boolean;
  onRemove: (itemid: number) => void;
  onPay: (choice: CheckoutChoice) => void;
  onTopUp: () => void;
}

/**
 * original-app §3 Cart: what is in the cart (each removable), a guest's mobile (Persian digits
 * read as Latin, spec §5), the screening notes, the method (bank gateway by default, or the
 * wallet balance), the VAT line (rules/money.ts) and the amount to pay; pay is off at 0.
 */
export function Checkout({
  t,
  locale,
  cart,
  options,
  loggedIn,
  busy,
  error,
  offerTopUp,
  onRemove,
  onPay,
  onTopUp,
}: Props) {
  const [method, setMethod] = useState<'saman' | 'credit'>('saman');
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const id = useId();
  const ekran = cart.content.some((item) => item.quality === 'ekran');
  const vat = vatOf(cart.amount, options.vatPercent);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let typed = '';
    if (!loggedIn) {
      const normalized = normalizeMobile(mobile);
      if (!normalized) {
        setMobileError(t('cart.mobileInvalid'));
        return;
      }
      typed = normalized;
    }
    setMobileError(null);
    onPay({ method, mobile: typed });
  };

  return (
    <form className="card card-body d-grid gap-3 mb-3" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`} className="h5 m-0">
        {t('cart.title')}
      </h2>
      <ul className="list-unstyled m-0 d-grid gap-2">
        {cart.content.map((item) => (
          <li key={item.itemid} className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <span>
              {item.name} <bdi>{item.quality === 'ekran' ? t('cart.ticket') : item.quality}</bdi> ·{' '}
              <bdi>{formatToman(item.amount, locale)}</bdi>
            </span>
            <button type="button" className="btn btn-sm btn-link text-danger" onClick={() => onRemove(item.itemid)}>
              {t('cart.remove')}
            </button>
          </li>
        ))}
      </ul>
      {ekran && (
        <div className="small d-grid gap-1">
          <p className="m-0">{t('cart.ekranNote')}</p>
          <p className="m-0">{t('cart.ekranHours', { hours: formatNumber(options.screening.hours, locale) })}</p>
          {options.screening.periodEnd && (
            <p className="m-0">{t('cart.ekranEnd', { date: options.screening.periodEnd })}</p>
          )}
        </div>
      )}
      {!loggedIn && (
        <div>
          <label className="form-label" htmlFor={`${id}-mobile`}>
            {t('cart.mobile')}
          </label>
          <input
            id={`${id}-mobile`}
            className={`form-control${mobileError ? ' is-invalid' : ''}`}
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            maxLength={20}
            placeholder={t('cart.mobilePlaceholder')}
            value={mobile}
            aria-invalid={mobileError ? true : undefined}
            aria-describedby={mobileError ? `${id}-mobile-error` : undefined}
            onChange={(event) => setMobile(event.target.value)}
          />
          {mobileError && (
            <div id={`${id}-mobile-error`} className="invalid-feedback d-block">
              {mobileError}
            </div>
          )}
        </div>
      )}
      <fieldset>
        <legend className="form-label fs-6">{t('cart.method')}</legend>
        {(['saman', 'credit'] as const).map((value) => (
          <div className="form-check form-check-inline" key={value}>
            <input
              className="form-check-input"
              type="radio"
              name={`${id}-method`}
              id={`${id}-${value}`}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            <label className="form-check-label" htmlFor={`${id}-${value}`}>
              {t(value === 'saman' ? 'cart.gateway' : 'cart.wallet')}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="d-grid gap-1">
        <p className="m-0">{t('cart.subtotal', { amount: formatToman(cart.amount, locale) })}</p>
        <p className="m-0 small">
          {t('cart.vat', { vat: formatToman(vat, locale), percent: formatNumber(options.vatPercent, locale) })}
        </p>
        <p className="m-0 fw-medium">{t('cart.total', { total: formatToman(cart.amount + vat, locale) })}</p>
      </div>
      {error && (
        <div className="alert alert-danger m-0 d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>{error}</span>
          {offerTopUp && (
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={onTopUp}>
              {t('cart.topUp')}
            </button>
          )}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || cart.amount <= 0}>
        {busy ? t('cart.wait') : t(ekran ? 'cart.payEkran' : 'cart.pay')}
      </button>
    </form>
  );
}
