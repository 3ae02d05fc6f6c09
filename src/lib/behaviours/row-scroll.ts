// Previous/next buttons of the poster rows (components/PosterRow.astro): a page of posters at a
// time, in the reading direction (in Persian "next" goes left). On a desktop the buttons hold
// their room invisible (_hero.scss) and show only for a row wider than its box; touch and the
// keyboard scroll the row without them.

export function startRowScroll(root: ParentNode = document): void {
  for (const row of Array.from(root.querySelectorAll<HTMLElement>('[data-row]'))) {
    const scroller = row.querySelector<HTMLElement>('.row-scroller');
    const buttons = row.querySelector<HTMLElement>('[data-row-buttons]');
    if (!scroller || !buttons || scroller.scrollWidth <= scroller.clientWidth + 1) continue;
    const forward = getComputedStyle(scroller).direction === 'rtl' ? -1 : 1;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const move = (step: 1 | -1) =>
      scroller.scrollBy({ left: step * forward * scroller.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
    buttons.querySelector('[data-row-prev]')?.addEventListener('click', () => move(-1));
    buttons.querySelector('[data-row-next]')?.addEventListener('click', () => move(1));
    buttons.dataset['ready'] = '';
  }
}
