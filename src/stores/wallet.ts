import { atom } from 'nanostores';
import type { Wallet } from '../lib/api/browser-money';

/**
 * spec §3 Wallet: the balance (my_credit, default '0 toman') once POST /get/my_wallet answered;
 * null until then. The wallet modal and the profile popover read it.
 */
export const $wallet = atom<Wallet | null>(null);

let loading: Promise<Wallet | null> | null = null;

/** Loads the balance (callers at the same time share one request); a failure keeps the last one. */
export function loadWallet(): Promise<Wallet | null> {
  loading ??= import('../lib/api/browser-money')
    .then(({ fetchWallet }) => fetchWallet())
    .then((wallet) => {
      $wallet.set(wallet);
      return wallet;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}
