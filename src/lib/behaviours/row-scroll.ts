// Previous/next buttons of the poster rows (components/PosterRow.astro): a page of posters at a
// time, in the reading direction (in Persian "next" goes left). On a desktop the buttons hold
// their room invisible (_hero.scss) and show only for a row wider than its box; touch and the
// keyboard scroll the row without them.
//
// Whether a row is wider than its box is a layout read: on a phone, where the buttons are never
// drawn, nothing is read (the reads forced the page's whole first layout while its scripts ran,
// 72-171 ms of home's main thread under a 4x slower CPU, npm run bench:main-thread); on a desktop
// every row is read first and only then marked, so one layout serves all rows instead of one per
// row.

/** Where the buttons are drawn (_hero.scss `.row-buttons`). */
const BUTTONS_SHOWN = '(min-width: 768px)';

export function startRowScroll(root: ParentNode = document): void {
  const wide = window.matchMedia(BUTTONS_SHOWN);
  if (wide.matches) {
    readyRows(root);
    return;
  }
  // A phone turned sideways or a window widened: the buttons appear then.
  const widened = () => {
    if (!wide.matches) return;
    wide.removeEventListener('change', widened);
    readyRows(root);
  };
  wide.addEventListener('change', widened);
}

function readyRows(root: ParentNode): void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Reads first, for every row…
  const overflowing = Array.from(root.querySelectorAll<HTMLElement>('[data-row]')).flatMap((row) => {
    const scroller = row.querySelector<HTMLElement>('.row-scroller');
    const buttons = row.querySelector<HTMLElement>('[data-row-buttons]');
    if (!scroller || !buttons || scroller.scrollWidth <= scroller.clientWidth + 1) return [];
    return [{ scroller, buttons, forward: getComputedStyle(scroller).direction === 'rtl' ? -1 : 1 }];
  });
  // …then the writes.
  for (const { scroller, buttons, forward } of overflowing) {
    const move = (step: 1 | -1) =>
      scroller.scrollBy({ left: step * forward * scroller.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
    buttons.querySelector('[data-row-prev]')?.addEventListener('click', () => move(-1));
    buttons.querySelector('[data-row-next]')?.addEventListener('click', () => move(1));
    buttons.dataset['ready'] = '';
  }
}
