import { $progress, resetProgress, startProgress } from '../../stores/progress';

// spec §4 Other: the progress bar follows island requests (src/lib/api/browser.ts) and
// navigations. A navigation is a request that ends when the next page replaces this one, so only
// its start is tracked here; a page restored from the back-forward cache starts idle again.

/** A click that the browser turns into a navigation of this tab to another page of this site. */
function isPageNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return false;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return false;
  // A link to a place on this same page only scrolls.
  const samePage = url.pathname === location.pathname && url.search === location.search;
  return !(samePage && url.hash !== '');
}

/**
 * A form (search, filter, the plan page's payment) submitted to this site in this tab. Read from
 * the attributes: a field named like a form property shadows it (the plan page's `method` radios
 * made form.method a list of them, and toLowerCase threw).
 */
function isPageSubmit(event: SubmitEvent): boolean {
  if (event.defaultPrevented) return false;
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return false;
  const submitter = event.submitter;
  const attribute = (name: string) => submitter?.getAttribute(`form${name}`) ?? form.getAttribute(name);
  const target = attribute('target');
  if (attribute('method')?.toLowerCase() === 'dialog' || (target && target !== '_self')) return false;
  return new URL(attribute('action') ?? '', location.href).origin === location.origin;
}

export function watchProgress(): void {
  const bar = document.querySelector<HTMLElement>('.page-progress');
  if (!bar) return;
  $progress.subscribe((phase) => {
    if (phase === 'running') {
      // Restart the run from empty, also when the last run is still fading.
      bar.dataset['phase'] = 'idle';
      void bar.offsetWidth;
    }
    bar.dataset['phase'] = phase;
    bar.setAttribute('aria-hidden', String(phase === 'idle'));
  });
  // Decided once every listener has run: an island may cancel the click or the submit.
  document.addEventListener('click', (event) => {
    setTimeout(() => isPageNavigation(event) && startProgress());
  });
  document.addEventListener('submit', (event) => {
    setTimeout(() => isPageSubmit(event) && startProgress());
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) resetProgress();
  });
}
