/**
 * spec §7 service worker: registers the service worker at the site root once the page has loaded, so it never
 * competes with the page's own requests. Browsers without service workers (or with them blocked)
 * just go without.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
