import { atom, map } from 'nanostores';
import { clearValidationErrors } from './errors';

/** Show flags of the money modals (spec §2: subscription, wallet top-up, auto payment). */
export interface ModalFlags {
  subscription: boolean;
  directdebit: boolean;
  wallet: boolean;
}

export const $modals = map<ModalFlags>({ subscription: false, directdebit: false, wallet: false });

/** spec §4 Subscription modal: the content a purchase is for (content_type and id), if any. */
export interface SubscriptionTarget {
  contentId: number;
  contentType: string;
}

/** spec §3 Payment modal state: a direct-debit setup for a subscription payment (paymentid). */
export interface DirectdebitOptions {
  forsubscription: boolean;
  paymentid: number;
}

export const $subscriptionTarget = atom<SubscriptionTarget | null>(null);
export const $directdebitOptions = atom<DirectdebitOptions>({ forsubscription: false, paymentid: 0 });

/**
 * Fired on window when a money modal opens: the island that draws them hydrates on first use
 * (client:interaction in src/layouts/Base.astro), and opening one from another island is a use.
 */
export const MONEY_WAKE_EVENT = 'money-modal:open';

// spec §8: validation errors are cleared when a modal opens.
function open(flag: keyof ModalFlags): void {
  clearValidationErrors();
  $modals.setKey(flag, true);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(MONEY_WAKE_EVENT));
}

export function openSubscription(target: SubscriptionTarget | null = null): void {
  $subscriptionTarget.set(target);
  open('subscription');
}

export function openDirectdebit(options: DirectdebitOptions = { forsubscription: false, paymentid: 0 }): void {
  $directdebitOptions.set(options);
  open('directdebit');
}

export function openWallet(): void {
  open('wallet');
}

export function closeSubscription(): void {
  $modals.setKey('subscription', false);
}

export function closeDirectdebit(): void {
  $modals.setKey('directdebit', false);
}

export function closeWallet(): void {
  $modals.setKey('wallet', false);
}
