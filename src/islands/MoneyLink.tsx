import type { ReactNode } from 'react';
import type { HeaderPart } from '../lib/rules/account';
import { openDirectdebit, openSubscription, openWallet, type SubscriptionTarget } from '../stores/modals';

interface Props {
  modal: 'wallet' | 'subscription' | 'directdebit';
  /** Where the link goes without JavaScript (or before the modal's code has loaded). */
  href: string;
  className?: string;
  target?: SubscriptionTarget | null;
  /** spec §3 Payment modal state: the payment a direct-debit setup is for. */
  paymentid?: number;
  /** Shown only to the visitors this part names (lib/rules/account.ts, CSS on <html data-show>). */
  shows?: HeaderPart;
  children: ReactNode;
}

/**
 * A link that opens a money modal (wallet top-up, subscription, automatic payment) once the
 * island has hydrated; before that, and without JavaScript, it is a plain link to `href`.
 */
export default function MoneyLink({ modal, href, className, target = null, paymentid = 0, shows, children }: Props) {
  return (
    <a
      href={href}
      className={className}
      data-shows={shows}
      onClick={(event) => {
        event.preventDefault();
        if (modal === 'wallet') openWallet();
        else if (modal === 'subscription') openSubscription(target);
        else openDirectdebit({ forsubscription: paymentid > 0, paymentid });
      }}
    >
      {children}
    </a>
  );
}
