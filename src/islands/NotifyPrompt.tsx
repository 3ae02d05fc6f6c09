import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { writeDismissal } from '../lib/behaviours/dismissal';
import { createTranslate, type Locale } from '../lib/i18n';

interface Props {
  locale: Locale;
}

type Step = 'hidden' | 'asking' | 'soon';

/**
 * spec §2 Footer: the notification prompt 'want to be told when new films are released?'. Yes
 * shows 'this feature will be added soon', Not now closes it. Whether it shows is decided in the
 * browser (lib/behaviours/notify-prompt.ts reveals the footer's hidden slot); the card is fixed
 * in a corner: no layout shift, and it never takes the focus.
 */
export default function NotifyPrompt({ locale }: Props) {
  const t = createTranslate(locale);
  const headingId = useId();
  const [step, setStep] = useState<Step>('asking');
  const closeRef = useRef<HTMLButtonElement>(null);

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
