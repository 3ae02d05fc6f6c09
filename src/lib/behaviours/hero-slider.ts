// The home hero's slides (components/home/Hero.astro): previous/next buttons, and a move to the
// next slide every SLIDE_EVERY_MS that a pause button stops (WCAG 2.2.2). Moving waits while the
// pointer is over the hero or the focus inside it, while the page is hidden or the hero scrolled
// away, and does not start for a visitor who asks for reduced motion. The track itself is a
// scroll-snapped list: touch swipes it, and it works the same without this script.

/** How long a slide stays before the next one comes. */
export const SLIDE_EVERY_MS = 7000;

/** The slide nearest the track's start edge, whichever the reading direction. */
function currentIndex(track: HTMLElement, slides: HTMLElement[]): number {
  const box = track.getBoundingClientRect();
  let best = 0;
  let distance = Infinity;
  slides.forEach((slide, index) => {
    const rect = slide.getBoundingClientRect();
    const gap = Math.abs(rect.left + rect.width / 2 - (box.left + box.width / 2));
    if (gap < distance) {
      distance = gap;
      best = index;
    }
  });
  return best;
}

export function startHeroSlider(root: ParentNode = document): void {
  const hero = root.querySelector<HTMLElement>('[data-hero]');
  const track = hero?.querySelector<HTMLElement>('.hero-track');
  const controls = hero?.querySelector<HTMLElement>('[data-hero-controls]');
  const pause = hero?.querySelector<HTMLButtonElement>('[data-hero-pause]');
  if (!hero || !track || !controls || !pause) return;
  const slides = Array.from(track.children) as HTMLElement[];
  if (slides.length < 2) return;

  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let paused = reduced;
  let hovered = false;
  let visible = true;
  let lastMove = Date.now();

  const go = (index: number) => {
    const target = slides[(index + slides.length) % slides.length];
    if (!target) return;
    // Scroll the track only (never the page): the distance between the two boxes.
    const delta = target.getBoundingClientRect().left - track.getBoundingClientRect().left;
    track.scrollTo({ left: track.scrollLeft + delta, behavior: reduced ? 'auto' : 'smooth' });
    lastMove = Date.now();
  };
  const drawPause = () => {
    pause.setAttribute('aria-label', (paused ? pause.dataset['labelResume'] : pause.dataset['labelPause']) ?? '');
    pause.classList.toggle('is-paused', paused);
  };

  hero.querySelector('[data-hero-prev]')?.addEventListener('click', () => go(currentIndex(track, slides) - 1));
  hero.querySelector('[data-hero-next]')?.addEventListener('click', () => go(currentIndex(track, slides) + 1));
  pause.addEventListener('click', () => {
    paused = !paused;
    lastMove = Date.now();
    drawPause();
  });
  hero.addEventListener('pointerenter', () => (hovered = true));
  hero.addEventListener('pointerleave', () => (hovered = false));
  // A swipe or a keyboard scroll counts as a move: the next one waits a whole interval.
  track.addEventListener('scroll', () => (lastMove = Date.now()), { passive: true });
  new IntersectionObserver(([entry]) => (visible = entry?.isIntersecting ?? true)).observe(hero);

  window.setInterval(() => {
    const still = paused || hovered || !visible || document.hidden || hero.matches(':focus-within');
    if (!still && Date.now() - lastMove >= SLIDE_EVERY_MS) go(currentIndex(track, slides) + 1);
  }, 1000);

  drawPause();
  controls.hidden = false;
}
