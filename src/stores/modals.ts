import { map } from 'nanostores';
import { clearValidationErrors } from './errors';

/** Show flags of the modals other islands open (spec §4 Login flow step 5, refresh requests). */
export interface ModalFlags {
  subscription: boolean;
  directdebit: boolean;
}

export const $modals = map<ModalFlags>({ subscription: false, directdebit: false });

// spec §8: validation errors are cleared when a modal opens.
export function openSubscription(): void {
  clearValidationErrors();
  $modals.setKey('subscription', true);
}

export function openDirectdebit(): void {
  clearValidationErrors();
  $modals.setKey('directdebit', true);
}

export function closeSubscription(): void {
  $modals.setKey('subscription', false);
}

export function closeDirectdebit(): void {
  $modals.setKey('directdebit', false);
}
