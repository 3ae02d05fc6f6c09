/**
 * DESIGN.md §8 table, series `ادامه‌ی فصل x، قسمت y`: the series page's main button for a viewer
 * with progress. The page is one cached page for every visitor, so its play button starts at the
 * first episode; the viewer's fragment (src/pages/partials/episodes/[id].astro, asked once by
 * lib/behaviours/episode-progress.ts) holds where they are (components/title/SeriesContinue.astro).
 * This moves it in: the play button's address and label, the line under it (bar and minutes
 * left, or the next episode's name), and the season list opens on that episode's season unless
 * the address names one. Without the fragment (a guest, no progress, no JavaScript, a failed
 * request) the cached button and the first season stay.
 */
export function placeContinue(list: HTMLElement, html: string) {
  if (!html.trim()) return;
  // The site's own server-rendered fragment (Astro escapes every value in it), parsed inert.
  const fragment = document.createElement('template');
  fragment.innerHTML = html;
  const piece = fragment.content.querySelector<HTMLElement>('[data-series-continue]');
  const href = piece?.dataset['seriesContinue'];
  if (!piece || !href) return;
  const label = piece.querySelector('[data-continue-label]');
  const line = piece.querySelector('[data-continue-line]');
  for (const button of document.querySelectorAll<HTMLAnchorElement>('a[data-series-play]')) {
    button.href = href;
    if (label) button.replaceChildren(...label.cloneNode(true).childNodes);
  }
  const starts = document.querySelector('[data-series-starts]');
  if (starts && line) starts.replaceChildren(...line.cloneNode(true).childNodes);
  openSeason(list, piece.dataset['season'] ?? '');
}

/** Shows season `season` of `list` when the address names none (CSS: `.seasons[data-open-season]`). */
export function openSeason(list: HTMLElement, season: string) {
  if (!/^\d+$/.test(season) || !list.querySelector(`#season-${season}`)) return;
  list.dataset['openSeason'] = season;
}
