import { askViewerFragment } from './viewer-fragment';

/**
 * DESIGN.md §7 a-home: a logged-in viewer's continue-watching row on home. Home is one cached page
 * for every visitor (docs/decisions/0004-page-cache.md), so once the user state says a viewer is
 * logged in, the row is asked from the site itself as HTML (src/pages/partials/continue.astro)
 * and put in its place; a guest asks nothing, and a failed request leaves the page as it was.
 */
export function startContinueHome() {
  const slot = document.querySelector<HTMLElement>('[data-continue-home]');
  const source = slot?.dataset['src'];
  if (!slot || !source) return;
  askViewerFragment(source, (html) => {
    // The site's own server-rendered fragment (Astro escapes every value in it).
    if (html.trim()) slot.innerHTML = html;
  });
}
