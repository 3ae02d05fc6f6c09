import { askViewerFragment } from './viewer-fragment';

/**
 * DESIGN.md §8 table: a title page's main button for a viewer with progress (film `▶ ادامه‌ی
 * تماشا`, series `ادامه‌ی فصل x، قسمت y`, each with the bar and minutes left under it). The page is
 * one cached page for every visitor, so its play button starts at the beginning; the viewer's
 * fragment (src/pages/partials/resume/[id].astro for a film, partials/episodes/[id].astro for a
 * series) holds where they are (components/title/ContinuePiece.astro). This moves it in: the
 * play button's address and label, and the line under it. Without the fragment (a guest, no
 * progress, no JavaScript, a failed request) the cached button stays. Answers the season the
 * piece names (a series opens on it), or null when nothing was moved.
 */
export function placeContinue(html: string): string | null {
  if (!html.trim()) return null;
  // The site's own server-rendered fragment (Astro escapes every value in it), parsed inert.
  const fragment = document.createElement('template');
  fragment.innerHTML = html;
  const piece = fragment.content.querySelector<HTMLElement>('[data-continue]');
  const href = piece?.dataset['continue'];
  if (!piece || !href) return null;
  const label = piece.querySelector('[data-continue-label]');
  const line = piece.querySelector('[data-continue-line]');
  for (const button of document.querySelectorAll<HTMLAnchorElement>('a[data-continue-play]')) {
    button.href = href;
    if (label) button.replaceChildren(...label.cloneNode(true).childNodes);
  }
  const starts = document.querySelector('[data-continue-starts]');
  if (starts && line) starts.replaceChildren(...line.cloneNode(true).childNodes);
  return piece.dataset['season'] ?? '';
}

/** A film page: asks the viewer's resume point once they are known to be logged in. */
export function startFilmContinue() {
  const source = document.querySelector<HTMLElement>('[data-continue-src]')?.dataset['continueSrc'];
  if (source) askViewerFragment(source, placeContinue);
}

/** Shows season `season` of `list` when the address names none (CSS: `.seasons[data-open-season]`). */
export function openSeason(list: HTMLElement, season: string) {
  if (!/^\d+$/.test(season) || !list.querySelector(`#season-${season}`)) return;
  list.dataset['openSeason'] = season;
}
