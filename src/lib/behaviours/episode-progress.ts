import { openSeason, placeContinue } from './title-continue';
import { askViewerFragment } from './viewer-fragment';

/**
 * DESIGN.md §5 "Episode row": a logged-in viewer's progress on the series page's episode rows.
 * The page is one cached page for every visitor (ARCHITECTURE.md §3, docs/decisions/0004-page-cache.md),
 * so once the user state says a viewer is logged in, their progress is asked from the site itself
 * as HTML (src/pages/partials/episodes/[id].astro, private and never cached) and each piece is
 * moved into its row: the bar onto the still, the state line under the name, and the current
 * episode marked. The same fragment holds the viewer's main button (lib/behaviours/title-continue.ts).
 * A guest asks nothing; a failed request leaves the rows as they were.
 */
export function startEpisodeProgress() {
  const list = document.querySelector<HTMLElement>('[data-episode-progress-src]');
  const source = list?.dataset['episodeProgressSrc'];
  if (!list || !source) return;
  askViewerFragment(source, (html) => {
    placeProgress(list, html);
    openSeason(list, placeContinue(html) ?? '');
  });
}

/** Moves each episode's pieces of the fragment `html` into its row of `list`. */
export function placeProgress(list: HTMLElement, html: string) {
  if (!html.trim()) return;
  // The site's own server-rendered fragment (Astro escapes every value in it), parsed inert.
  const fragment = document.createElement('template');
  fragment.innerHTML = html;
  for (const piece of fragment.content.querySelectorAll<HTMLElement>('[data-episode-progress]')) {
    const row = list.querySelector<HTMLElement>(
      `[data-episode="${CSS.escape(piece.dataset['episodeProgress'] ?? '')}"]`,
    );
    if (!row) continue;
    const bar = piece.querySelector('.episode-row__bar');
    const state = piece.querySelector('.episode-row__state');
    if (bar) row.querySelector('.episode-row__art')?.append(bar);
    // After the name (the reading order: name, state, length, synopsis); CSS places it under the name.
    if (state) row.querySelector('.episode-row__link')?.after(state);
    if (piece.hasAttribute('data-current')) row.classList.add('is-current');
  }
}
