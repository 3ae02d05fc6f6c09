// The home hero's slides (components/home/Hero.astro): a dot per slide that shows it, and a move
// to the next slide every SLIDE_EVERY_MS that a pause button stops (WCAG 2.2.2). The current dot
// fills as its slide's time runs (DESIGN.md §4: "its dots show the timer as a fill"): the fill is a
// CSS animation, and its end moves the hero on, so what the dot shows is what happens. It stands
// still (the animation paused) while the pointer is over the hero or the focus inside it, while
// the page is hidden or the hero scrolled away, and never runs for a visitor who asks for reduced
// motion. The track itself is a scroll-snapped list: touch swipes it, and it works the same
// without this script.

/** How long a slide stays before the next one comes (DESIGN.md §4: 8 s). */
export const SLIDE_EVERY_MS = 8000;

/** The slide nearest the track's middle, whichever the reading direction. */
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
  const dots = Array.from(hero.querySelectorAll<HTMLButtonElement>('[data-hero-dot]'));
  if (slides.length < 2) return;

  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let paused = reduced;
  let hovered = false;
  let visible = true;
  let current = 0;

  const go = (index: number) => {
    const target = slides[(index + slides.length) % slides.length];
    if (!target) return;
    // Scroll the track only (never the page): the distance between the two boxes.
    const delta = target.getBoundingClientRect().left - track.getBoundingClientRect().left;
    track.scrollTo({ left: track.scrollLeft + delta, behavior: reduced ? 'auto' : 'smooth' });
  };
  // The dot of the slide showing is current; a new current dot starts its fill from empty.
  const mark = () => {
    const index = currentIndex(track, slides);
    if (index === current && dots[index]?.getAttribute('aria-current')) return;
    current = index;
    dots.forEach((dot, i) =>
      i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
    );
  };
  // Standing still pauses the fill (CSS: .hero[data-still]).
  const settle = () => {
    const still = paused || hovered || !visible || document.hidden || hero.matches(':focus-within');
    hero.toggleAttribute('data-still', still);
    pause.setAttribute('aria-label', (paused ? pause.dataset['labelResume'] : pause.dataset['labelPause']) ?? '');
    pause.classList.toggle('is-paused', paused);
  };

  dots.forEach((dot, index) => dot.addEventListener('click', () => go(index)));
  pause.addEventListener('click', () => {
    paused = !paused;
    settle();
  });
  hero.addEventListener('pointerenter', () => ((hovered = true), settle()));
  hero.addEventListener('pointerleave', () => ((hovered = false), settle()));
  hero.addEventListener('focusin', settle);
  hero.addEventListener('focusout', () => setTimeout(settle));
  document.addEventListener('visibilitychange', settle);
  new IntersectionObserver(([entry]) => ((visible = entry?.isIntersecting ?? true), settle())).observe(hero);
  // A swipe, a keyboard scroll or a dot: once the track rests, its slide's dot is current.
  let resting: ReturnType<typeof setTimeout> | undefined;
  track.addEventListener(
    'scroll',
    () => {
      clearTimeout(resting);
      resting = setTimeout(mark, 120);
    },
    { passive: true },
  );
  // The current dot's fill ran its time: the next slide.
  hero.addEventListener('animationend', (event) => {
    if ((event.target as Element).closest('[aria-current] .hero-dot__fill')) go(current + 1);
  });

  hero.style.setProperty('--slide-every', `${SLIDE_EVERY_MS}ms`);
  settle();
  controls.hidden = false;
  // The server marks the first slide; a track the browser put back elsewhere is read once the
  // first frame is drawn, when its layout is there to read instead of forced while scripts run.
  requestAnimationFrame(() => setTimeout(mark));
}
