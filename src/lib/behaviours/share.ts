/**
 * b-film's `اشتراک` round action: the page's address (its canonical link) handed to the system's
 * share sheet where the browser has one (phones), else copied, with a toast that says so, or the
 * address itself in the toast when the clipboard is refused. Without JavaScript the button is not
 * drawn (CSS `scripting: none`), so no control there does nothing.
 */
const TOAST_MS = 4000;

export function startShare() {
  const button = document.querySelector<HTMLButtonElement>('button[data-share]');
  const toast = document.querySelector<HTMLElement>('[data-share-toast]');
  if (!button || !toast) return;
  let hide: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string) => {
    toast.textContent = text;
    toast.hidden = false;
    clearTimeout(hide);
    hide = setTimeout(() => (toast.hidden = true), TOAST_MS);
  };
  button.addEventListener('click', () => {
    const url = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href;
    const title = button.dataset['shareTitle'] ?? document.title;
    if (typeof navigator.share === 'function') {
      // Dismissing the sheet rejects (AbortError): nothing to say.
      navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    const link = (button.dataset['shareLink'] ?? '{url}').replace('{url}', url);
    if (!navigator.clipboard) return say(link);
    navigator.clipboard.writeText(url).then(
      () => say(button.dataset['shareCopied'] ?? ''),
      () => say(link),
    );
  });
}
