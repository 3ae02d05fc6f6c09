// The phone header's search button (components/Header.astro): it opens the search field in a row
// under the header, over the page (nothing below moves), and puts the focus in it; Escape or the
// button again closes it and the focus goes back to the button. Without this script the button is
// the link to the search page. From the md breakpoint the field is always in the header row.

export function startHeaderSearchToggle(root: ParentNode = document): void {
  const toggle = root.querySelector<HTMLAnchorElement>('[data-search-toggle]');
  const header = toggle?.closest<HTMLElement>('.site-header');
  const field = root.querySelector<HTMLElement>('#header-search');
  if (!toggle || !header || !field) return;
  toggle.setAttribute('role', 'button');
  toggle.setAttribute('aria-expanded', 'false');

  const setOpen = (open: boolean, returnFocus = false) => {
    header.classList.toggle('is-searching', open);
    toggle.setAttribute('aria-expanded', String(open));
    if (open) field.querySelector<HTMLInputElement>('input')?.focus();
    else if (returnFocus) toggle.focus();
  };
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(!header.classList.contains('is-searching'));
  });
  // Space activates a button; a link only answers Enter.
  toggle.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    toggle.click();
  });
  field.addEventListener('keydown', (event) => {
    // The suggestions list takes Escape first when it is open (islands/HeaderSearch.tsx).
    if (event.key === 'Escape' && !event.defaultPrevented && header.classList.contains('is-searching'))
      setOpen(false, true);
  });
}
