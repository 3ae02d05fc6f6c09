import { saveDataSaver } from '../api/browser';

// docs/data-budget.md "On the pages": /profile/settings' data saver switch, saved in place. The
// form posts without JavaScript (its save button); here each change of the switch is saved at
// once through the API, and the button goes. A change that fails is undone and says so.

export function watchDataSaverForm(): void {
  const form = document.querySelector<HTMLFormElement>('.data-saver-form');
  const toggle = form?.querySelector<HTMLInputElement>('input[name="data_saver"]');
  const message = form?.querySelector<HTMLElement>('.data-saver-message');
  if (!form || !toggle || !message) return;
  form.dataset['enhanced'] = '';
  const say = (text: string, failed: boolean) => {
    message.setAttribute('role', failed ? 'alert' : 'status');
    message.classList.toggle('text-danger', failed);
    message.textContent = text;
  };
  toggle.addEventListener('change', () => {
    const on = toggle.checked;
    toggle.disabled = true;
    saveDataSaver(on)
      .then(
        () => say((on ? form.dataset['savedOn'] : form.dataset['savedOff']) ?? '', false),
        (error: unknown) => {
          toggle.checked = !on;
          say(error instanceof Error && error.message ? error.message : (form.dataset['failed'] ?? ''), true);
        },
      )
      .finally(() => {
        toggle.disabled = false;
        toggle.focus();
      });
  });
}
