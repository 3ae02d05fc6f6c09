// The browser's own validation messages come in the browser's language, not the page's: a form
// field that may be found invalid carries the page's sentence (data-invalid), given to the
// browser when it finds the field invalid and taken back as soon as the field changes, so the
// message shown is the page's (a Persian page showed "Please fill out this field.").

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

export function localValidationMessages(): void {
  // invalid does not bubble: listened for in the capture phase.
  document.addEventListener(
    'invalid',
    (event) => {
      const field = event.target;
      // Only the browser's own checks are replaced: a message set by the page's code stays.
      if (!isField(field) || !field.dataset['invalid'] || field.validity.customError) return;
      field.setCustomValidity(field.dataset['invalid']);
    },
    true,
  );
  const clear = (event: Event) => {
    const field = event.target;
    if (isField(field) && field.dataset['invalid']) field.setCustomValidity('');
  };
  document.addEventListener('input', clear, true);
  document.addEventListener('change', clear, true);
}
