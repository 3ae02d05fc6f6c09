import { useStore } from '@nanostores/react';
import { $user, isLoggedIn } from '../stores/auth';
import { openLogin } from '../stores/login';
import { openDirectdebit, openSubscription } from '../stores/modals';
import { createTranslate, type Locale } from '../lib/i18n';

/**
 * spec §2 Header subscription buttons. A guest sees 'auto payment' and 'buy subscription', each
 * opening login first and then its modal (prerefresh). A user without a subscription sees 'auto
 * payment', and 'buy subscription' without access; with a subscription and access, 'renew'.
 * With a subscription but no access the spec names no button; §6 lets access decide between buy
 * and renew, so that user sees 'buy subscription'. Until the user state is known (and in the
 * server HTML) the guest's buttons show: most visitors are guests, and the header keeps its size.
 */
export default function SubscriptionButtons({ locale }: { locale: Locale }) {
  const t = createTranslate(locale);
  const user = useStore($user);
  const loggedIn = user !== null && isLoggedIn(user);
  const subscribed = loggedIn && user?.subscription === 1;
  const autoPayment = loggedIn ? openDirectdebit : () => openLogin({ prerefresh: 'directdebit' });
  const buy = loggedIn ? openSubscription : () => openLogin({ prerefresh: 'subscription' });
  const buttons = [
    { show: !subscribed, label: t('header.autoPayment'), onClick: autoPayment, primary: false },
    { show: !loggedIn || !user?.access, label: t('header.buySubscription'), onClick: buy, primary: true },
    {
      show: subscribed && user?.access === true,
      label: t('header.renewSubscription'),
      onClick: openSubscription,
      primary: true,
    },
  ];
  return (
    <div className="d-flex gap-2">
      {buttons
        .filter((button) => button.show)
        .map((button) => (
          <button
            key={button.label}
            type="button"
            className={`btn btn-sm ${button.primary ? 'btn-primary' : 'btn-outline-secondary'}`}
            onClick={button.onClick}
          >
            {button.label}
          </button>
        ))}
    </div>
  );
}
