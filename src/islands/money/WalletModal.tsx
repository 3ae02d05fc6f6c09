import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { chargeWallet } from '../../lib/api/browser-money';
import { ApiError } from '../../lib/api/errors';
import { formatToman } from '../../lib/i18n/format';
import { createTranslate, type Locale } from '../../lib/i18n';
import { localePath } from '../../contract/rules/paths';
import { MAX_TOP_UP, MIN_TOP_UP, parseAmount, QUICK_AMOUNTS, topUpProblem } from '../../contract/rules/money';
import { $modals, closeWallet } from '../../stores/modals';
import { $wallet, loadWallet } from '../../stores/wallet';
import { MoneyDialog } from './MoneyDialog';
import { moneyTexts } from './texts';

/**
 * spec §2 Wallet top-up modal: the balance loads when it opens (a spinner meanwhile), a free-text
 * amount with quick picks, pay redirects to the gateway's pay_url; errors show in the modal
 * (the original showed none). The amount is checked here as the provider checks it
 * (rules/money.ts), so a typo costs no round trip; the provider remains the judge.
 */
export default function WalletModal({ locale }: { locale: Locale; shopUrl?: string }) {
  const t = useMemo(() => createTranslate(locale, moneyTexts), [locale]);
  const { wallet: open } = useStore($modals);
  const wallet = useStore($wallet);
  const [loading, setLoading] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!open) return;
    setError(null);
    setLoading(true);
    loadWallet()
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : t('money.failed')))
      .finally(() => setLoading(false));
  }, [open, t]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    const value = parseAmount(amount);
    const problem = topUpProblem(value);
    if (problem || value === null) {
      const limits = { min: formatToman(MIN_TOP_UP, locale), max: formatToman(MAX_TOP_UP, locale) };
      setError(t(`money.wallet.${problem ?? 'invalid'}`, limits));
      return;
    }
    setError(null);
    setPaying(true);
    try {
      const { payUrl } = await chargeWallet(value);
      location.assign(payUrl);
    } catch (failure) {
      setPaying(false);
      setError(failure instanceof ApiError ? (failure.firstError('amount') ?? failure.message) : t('money.failed'));
    }
  }

  return (
    <MoneyDialog open={open} title={t('money.wallet.title')} closeLabel={t('money.close')} onDismiss={closeWallet}>
      <p className="d-flex flex-wrap gap-2 align-items-center">
        <span>{t('money.wallet.balance')}</span>
        {loading && !wallet ? (
          <span className="spinner-border spinner-border-sm" role="status">
            <span className="visually-hidden">{t('money.wallet.balanceLoading')}</span>
          </span>
        ) : (
          <strong>{wallet ? formatToman(wallet.balance, locale) : formatToman(0, locale)}</strong>
        )}
        <a className="ms-auto small" href={localePath(locale, '/payments')}>
          {t('money.wallet.history')}
        </a>
      </p>
      <form onSubmit={(event) => void pay(event)} noValidate>
        <label htmlFor={fieldId} className="form-label">
          {t('money.wallet.amount')}
        </label>
        <input
          id={fieldId}
          className={`form-control${error ? ' is-invalid' : ''}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={amount}
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        <p id={hintId} className="form-text">
          {t('money.wallet.amountHint', { min: formatToman(MIN_TOP_UP, locale), max: formatToman(MAX_TOP_UP, locale) })}
        </p>
        <div role="group" aria-label={t('money.wallet.quickPicks')} className="d-flex flex-wrap gap-2 mb-3">
          {QUICK_AMOUNTS.map((quick) => (
            <button
              key={quick}
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-pressed={parseAmount(amount) === quick}
              onClick={() => {
                setAmount(String(quick));
                setError(null);
              }}
            >
              {formatToman(quick, locale)}
            </button>
          ))}
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-danger small">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary w-100" disabled={paying}>
          {paying ? t('money.toGateway') : t('money.wallet.pay')}
        </button>
      </form>
    </MoneyDialog>
  );
}
