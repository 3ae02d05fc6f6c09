import Cookies from 'js-cookie';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { readDismissal, writeDismissal } from '../lib/behaviours/dismissal';
import { createTranslate, type Locale } from '../lib/i18n';
import { REF_COOKIE } from '../lib/rules/referral';
import { showsNotifyPrompt } from '../lib/rules/referral-ui';

interface Props {
  locale: Locale;
  /** spec §3 plus: the main brand of this host (Astro.locals.site). */
  plus: boolean;
}

type Step = 'hidden' | 'asking' | 'soon';

/**
 * spec §2 Footer: the notification prompt 'want to be told when new films are released?'. Yes
 * shows 'this feature will be added soon', Not now closes it. It is decided in the browser (the
 * page HTML is shared by every visitor, ARCHITECTURE.md §3), so the server renders nothing and
 * the card appears fixed in a corner: no layout shift, and it never takes the focus.
 */
export default function NotifyPrompt({ locale, plus }: Props) {
  const t = createTranslate(locale);
  const headingId = useId();
  const [step, setStep] = useState<Step>('hidden');
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (showsNotifyPrompt(plus, Cookies.get(REF_COOKIE)) && !readDismissal(Date.now())) setStep('asking');
  }, [plus]);

  useEffect(() => {
    // The Yes button is gone: keep the keyboard user inside the card, on its close button.
    if (step === 'soon') closeRef.current?.focus();
  }, [step]);

  if (step === 'hidden') return null;

  const close = () => {
    writeDismissal(Date.now());
    setStep('hidden');
  };
  const answerYes = () => {
    writeDismissal(Date.now());
    setStep('soon');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <section className="notify-prompt card shadow" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className="card-body">
        <h2 id={headingId} className="h6 card-title">
          {t('notify.question')}
        </h2>
        <p className={step === 'soon' ? 'mb-2' : 'm-0'} aria-live="polite">
          {step === 'soon' ? t('notify.soon') : ''}
        </p>
        {step === 'asking' ? (
          <div className="d-flex gap-2">
            <button className="btn btn-primary btn-sm" type="button" onClick={answerYes}>
              {t('notify.yes')}
            </button>
            <button className="btn btn-outline-secondary btn-sm" type="button" onClick={close}>
              {t('notify.notNow')}
            </button>
          </div>
        ) : (
          <button ref={closeRef} className="btn btn-outline-secondary btn-sm" type="button" onClick={close}>
            {t('notify.close')}
          </button>
        )}
      </div>
    </section>
  );
}
