import { atom } from 'nanostores';

/** spec §8: field errors of the last failed call (data.errors), e.g. { password: ['…'] }. */
export type ValidationErrors = Record<string, string[]>;

export const $validationErrors = atom<ValidationErrors>({});

export function setValidationErrors(errors: ValidationErrors): void {
  $validationErrors.set(errors);
}

/** spec §8: errors are cleared before each request, when a modal opens and on route change. */
export function clearValidationErrors(): void {
  if (Object.keys($validationErrors.get()).length > 0) $validationErrors.set({});
}
