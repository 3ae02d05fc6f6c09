import { useStore } from '@nanostores/react';
import Cookies from 'js-cookie';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  callbackUrl,
  deleteDirectdebit,
  fetchBanks,
  fetchDirectdebit,
  saveDirectdebit,
  type DirectdebitChoice,
} from '../../lib/api/browser-money';
import type { BankView, DirectdebitView } from '../../lib/api/views/money';
import { formatNumber, formatToman } from '../../lib/i18n/format';
import { createTranslate, type Locale, type Translate } from '../../lib/i18n';
import { normalizeMobile } from '../../contract/rules/mobile';
import { DEFAULT_BANK } from '../../contract/rules/money';
import { REF_COOKIE, refFromCookie } from '../../contract/rules/referral';
import { $directdebitOptions, $modals, closeDirectdebit } from '../../stores/modals';
import { LoadState, MoneyDialog } from './MoneyDialog';
import { moneyTexts } from './texts';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; banks: BankView[]; setup: DirectdebitView };

const messageOf = (failure: unknown, t: Translate) => (failure instanceof Error ? failure.message : t('money.failed'));

/** spec §2 Auto-payment modal, §4 Auto payment: banks and settings load together when it opens. */
export default function DirectdebitModal({ locale }: { locale: Locale; shopUrl?: string }) {
  const t = useMemo(() => createTranslate(locale, moneyTexts), [locale]);
  const { directdebit: open } = useStore($modals);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoaded({ state: 'loading' });
    Promise.all([fetchBanks(), fetchDirectdebit()]).then(
      ([banks, setup]) => current && setLoaded({ state: 'ready', banks, setup }),
      (failure: unknown) => current && setLoaded({ state: 'failed', message: messageOf(failure, t) }),
    );
    return () => {
      current = false;
    };
  }, [open, attempt, t]);

  return (
    <MoneyDialog
      open={open}
      title={t('money.dd.title')}
      closeLabel={t('money.close')}
      onDismiss={closeDirectdebit}
      size="md"
    >
      {loaded.state !== 'ready' && (
        <LoadState
          failed={loaded.state === 'failed' ? loaded.message : null}
          wait={t('money.wait')}
          retry={t('money.retry')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {loaded.state === 'ready' && <Setup t={t} locale={locale} banks={loaded.banks} initial={loaded.setup} />}
    </MoneyDialog>
  );
}

interface SetupProps {
  t: Translate;
  locale: Locale;
  banks: BankView[];
  initial: DirectdebitView;
}

function Setup({ t, locale, banks, initial }: SetupProps) {
  const [saved, setSaved] = useState(initial.saved);
  const [subscription, setSubscription] = useState(initial.configs.subscription);
  const [payAnything, setPayAnything] = useState(initial.configs.payAnything);
  const [series, setSeries] = useState(() => new Set(initial.series.filter((s) => s.on).map((s) => s.id)));
  const [bank, setBank] = useState(initial.configs.bank ?? DEFAULT_BANK);
  // spec §5 Direct-debit mobile: prefilled with a leading 0 plus the known mobile.
  const [mobile, setMobile] = useState(initial.mobile ? `0${initial.mobile}` : '');
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bankId = useId();
  const mobileId = useId();
  // spec §2: with no saved bank the add-bank form is forced open.
  const addBankOpen = saved.length === 0 || adding;

  const request = (
    over: { subscription?: boolean; payAnything?: boolean; series?: Set<number> },
    addNewBank: boolean,
  ): DirectdebitChoice => {
    const options = $directdebitOptions.get();
    const first = saved[0];
    return {
      subscription: over.subscription ?? subscription,
      payAnything: over.payAnything ?? payAnything,
      bank: addNewBank ? bank : (first?.bank ?? bank),
      series: [...(over.series ?? series)],
      addNewBank,
      paymentId: options.paymentid,
      forSubscription: options.forsubscription,
      mobile: addNewBank ? (normalizeMobile(mobile) ?? '') : (first?.mobile ?? normalizeMobile(mobile) ?? ''),
      ref: refFromCookie(Cookies.get(REF_COOKIE)),
      callbackUrl: callbackUrl('directdebit'),
    };
  };

  /** spec §2: toggling any switch saves at once (with a saved bank); a failure puts it back. */
  async function toggle(
    change: { subscription?: boolean; payAnything?: boolean; series?: Set<number> },
    undo: () => void,
  ) {
    setStatus(null);
    setError(null);
    if (saved.length === 0) return; // saved with the new bank below
    setBusy(true);
    try {
      await saveDirectdebit(request(change, false));
      setStatus(t('money.dd.savedSettings'));
    } catch (failure) {
      undo();
      setError(messageOf(failure, t));
    } finally {
      setBusy(false);
    }
  }

  async function addBank(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    if (!normalizeMobile(mobile)) {
      setError(t('money.dd.mobileInvalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await saveDirectdebit(request({}, true));
      if (answer.payUrl) {
        location.assign(answer.payUrl);
        return;
      }
      setStatus(t('money.dd.savedSettings'));
    } catch (failure) {
      setError(messageOf(failure, t));
    }
    setBusy(false);
  }

  async function remove(id: number) {
    setStatus(null);
    setError(null);
    setBusy(true);
    try {
      await deleteDirectdebit(id);
      setSaved((list) => list.filter((entry) => entry.id !== id)); // spec §4: removed locally
      setStatus(t('money.dd.deleted'));
    } catch (failure) {
      setError(messageOf(failure, t));
    } finally {
      setConfirming(null);
      setBusy(false);
    }
  }

  const fee = (toman: number) => formatToman(toman, locale);
  return (
    <>
      {saved.length > 0 && (
        <section className="mb-3">
          <h3 className="h6">{t('money.dd.saved')}</h3>
          <ul className="list-unstyled d-grid gap-2">
            {saved.map((entry) => (
              <li key={entry.id} className="d-flex flex-wrap gap-2 align-items-center border rounded p-2">
                <span>
                  {entry.name} · <bdi dir="ltr">{entry.mobile}</bdi>
                </span>
                {confirming === entry.id ? (
                  <span
                    role="group"
                    aria-label={t('money.dd.deleteConfirm', { bank: entry.name })}
                    className="ms-auto d-flex flex-wrap gap-2 align-items-center"
                  >
                    <span>{t('money.dd.deleteConfirm', { bank: entry.name })}</span>
                    <button
                      type="button"
                      className="btn btn-sm btn-danger"
                      disabled={busy}
                      onClick={() => void remove(entry.id)}
                    >
                      {t('money.dd.deleteYes')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      onClick={() => setConfirming(null)}
                    >
                      {t('money.dd.deleteNo')}
                    </button>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger ms-auto"
                    onClick={() => setConfirming(entry.id)}
                  >
                    {t('money.dd.delete', { bank: entry.name })}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <fieldset className="mb-3" disabled={busy}>
        <legend className="h6">{t('money.dd.options')}</legend>
        <Switch
          label={t('money.dd.subscription')}
          hint={t('money.dd.subscriptionFee', { fee: fee(initial.subscriptionFee) })}
          checked={subscription}
          onChange={(on) => {
            setSubscription(on);
            void toggle({ subscription: on }, () => setSubscription(!on));
          }}
        />
        {initial.daysLeft > 0 && (
          <p className="small text-body-secondary">
            {t('money.dd.daysLeft', { days: formatNumber(initial.daysLeft, locale) })}
          </p>
        )}
        <Switch
          label={t('money.dd.payAnything')}
          checked={payAnything}
          onChange={(on) => {
            setPayAnything(on);
            void toggle({ payAnything: on }, () => setPayAnything(!on));
          }}
        />
        {initial.series.map((item) => (
          <Switch
            key={item.id}
            label={t('money.dd.series', { name: item.name })}
            hint={t('money.dd.seriesFee', { fee: fee(item.fee) })}
            checked={series.has(item.id)}
            onChange={(on) => {
              const before = series;
              const next = new Set(series);
              if (on) next.add(item.id);
              else next.delete(item.id);
              setSeries(next);
              void toggle({ series: next }, () => setSeries(before));
            }}
          />
        ))}
      </fieldset>

      {saved.length > 0 && !adding && (
        <button type="button" className="btn btn-sm btn-outline-primary mb-3" onClick={() => setAdding(true)}>
          {t('money.dd.addBank')}
        </button>
      )}
      {addBankOpen && (
        <form className="border rounded p-3 mb-3" onSubmit={(event) => void addBank(event)} noValidate>
          <h3 className="h6">{t('money.dd.addBank')}</h3>
          <label htmlFor={bankId} className="form-label">
            {t('money.dd.bank')}
          </label>
          <select
            id={bankId}
            className="form-select mb-2"
            value={bank}
            onChange={(event) => setBank(event.target.value)}
          >
            {banks.map((option) => (
              <option key={option.code} value={option.code} disabled={!option.active}>
                {option.name}
              </option>
            ))}
          </select>
          <label htmlFor={mobileId} className="form-label">
            {t('money.dd.mobile')}
          </label>
          <input
            id={mobileId}
            className="form-control mb-3"
            type="tel"
            inputMode="numeric"
            dir="ltr"
            autoComplete="tel"
            placeholder="09xxxxxxxxx"
            required
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
          />
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            {t('money.dd.submit')}
          </button>
        </form>
      )}

      <div aria-live="polite">{status && <p className="text-success small">{status}</p>}</div>
      {error && (
        <p role="alert" className="text-danger small">
          {error}
        </p>
      )}
      <ol className="small text-body-secondary mb-0">
        <li>{t('money.dd.note1')}</li>
        <li>{t('money.dd.note2')}</li>
        <li>{t('money.dd.note3')}</li>
      </ol>
    </>
  );
}

function Switch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="form-check form-switch mb-2">
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
        {hint && <span className="d-block small text-body-secondary">{hint}</span>}
      </label>
    </div>
  );
}
