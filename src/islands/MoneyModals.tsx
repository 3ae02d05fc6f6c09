import { useStore } from '@nanostores/react';
import { useEffect, useState, type ComponentType } from 'react';
import type { Locale } from '../lib/i18n';
import { isLoggedIn } from '../lib/rules/account';
import { $user } from '../stores/auth';
import { $modals, type ModalFlags } from '../stores/modals';

interface Props {
  locale: Locale;
  shopUrl: string;
}

type Modal = ComponentType<Props>;

/** Each modal's code, loaded the first time it opens (brief: a modal's code loads when it opens). */
const LOADERS: Record<keyof ModalFlags, () => Promise<{ default: Modal }>> = {
  subscription: () => import('./money/SubscriptionModal'),
  wallet: () => import('./money/WalletModal'),
  directdebit: () => import('./money/DirectdebitModal'),
};

/**
 * The money modals' mount, in every layout (spec §2 Layouts): it hydrates when a store opens one
 * (client:interaction with MONEY_WAKE_EVENT) and draws nothing until then. The wallet and
 * auto-payment modals are mounted only for a logged-in user (spec §2).
 */
export default function MoneyModals({ locale, shopUrl }: Props) {
  const flags = useStore($modals);
  const loggedIn = isLoggedIn(useStore($user));
  const [loaded, setLoaded] = useState<Partial<Record<keyof ModalFlags, Modal>>>({});

  useEffect(() => {
    for (const name of Object.keys(LOADERS) as (keyof ModalFlags)[]) {
      if (!flags[name] || loaded[name]) continue;
      LOADERS[name]().then(
        (module) => setLoaded((all) => ({ ...all, [name]: module.default })),
        () => $modals.setKey(name, false), // the chunk failed: let the opener try again
      );
    }
  }, [flags, loaded]);

  const Subscription = loaded.subscription;
  const Wallet = loggedIn ? loaded.wallet : undefined;
  const Directdebit = loggedIn ? loaded.directdebit : undefined;
  return (
    <>
      {Subscription && <Subscription locale={locale} shopUrl={shopUrl} />}
      {Wallet && <Wallet locale={locale} shopUrl={shopUrl} />}
      {Directdebit && <Directdebit locale={locale} shopUrl={shopUrl} />}
    </>
  );
}
