import { kidsModeOn, setKidsMode } from './kids-mode';

// The /kids page's kids-mode switch: shows the control for the device's current state and moves
// the focus to the control that undoes a change (the one just pressed disappears).

export function watchKidsModeControl(): void {
  const control = document.querySelector<HTMLElement>('.kids-mode');
  if (!control) return;
  const show = (on: boolean) => {
    control.dataset['kidsMode'] = on ? 'on' : 'off';
  };
  show(kidsModeOn());
  control.dataset['ready'] = '';
  control.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-kids-mode-set]') : null;
    if (!(button instanceof HTMLElement)) return;
    const on = setKidsMode(button.dataset['kidsModeSet'] === 'on');
    show(on);
    control.querySelector<HTMLElement>(`[data-kids-mode-set="${on ? 'off' : 'on'}"]`)?.focus();
  });
}
