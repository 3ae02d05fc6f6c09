import { knownUser } from '../stores/auth';
import { openLogin } from '../stores/login';
import { openDirectdebit, openSubscription } from '../stores/modals';
import { createTranslate, type Locale } from '../lib/i18n';
import { isLoggedIn, type HeaderPart } from '../lib/rules/account';

/**
 * spec §2 Header subscription buttons: which of them shows is the rule of lib/rules/account.ts,
 * applied by CSS (all are drawn, so what the server drew is what hydrates). A guest's buttons log
 * in first and then open their modal (prerefresh); a user's open it at once.
 */
export default function SubscriptionButtons({ locale }: { locale: Locale }) {
  const t = createTranslate(locale);
  // A click before the user state has loaded waits for it: a user is not asked to log in.
  const loggedIn = async () => isLoggedIn(await knownUser());
  const buttons: { part: HeaderPart; label: string; onClick: () => unknown; primary: boolean }[] = [
    {
      part: 'auto-payment',
      label: t('header.autoPayment'),
      onClick: async () => ((await loggedIn()) ? openDirectdebit() : openLogin({ prerefresh: 'directdebit' })),
      primary: false,
    },
    {
      part: 'buy-subscription',
      label: t('header.buySubscription'),
      onClick: async () => ((await loggedIn()) ? openSubscription() : openLogin({ prerefresh: 'subscription' })),
      primary: true,
    },
    {
      part: 'renew-subscription',
      label: t('header.renewSubscription'),
      onClick: () => openSubscription(),
      primary: true,
    },
  ];
  return (
    <div className="d-flex gap-2">
      {buttons.map((button) => (
        <button
          key={button.part}
          type="button"
          data-shows={button.part}
          className={`btn btn-sm ${button.primary ? 'btn-primary' : 'btn-outline-secondary'}`}
          onClick={button.onClick}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}
