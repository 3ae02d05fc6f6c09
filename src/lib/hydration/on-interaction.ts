// A client directive, client:interaction (astro.config.mjs): the island hydrates on the
// visitor's first sign of using it, so a page loads no React before someone touches an island
// (ARCHITECTURE.md §4; docs/decisions/0001-react-islands-on-first-use.md). The server HTML works meanwhile
// (links, GET forms, the popover attribute); an event that arrives while the island's code is
// still loading is held and handed to the island once it has hydrated, so the first tap is
// never lost. Browser-only: Astro inlines this module into the pages that use the directive.

type Hydrate = () => Promise<void>;
type Load = () => Promise<Hydrate>;

export interface InteractionOptions {
  /** Also hydrate when this window event fires (a store opening the island's dialog). */
  event?: string;
  /** Also hydrate at idle when this cookie is set (state that must apply at start-up). */
  cookie?: string;
}

/** Signs of intent: the code starts loading before the click that usually follows. */
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart', 'beforetoggle'] as const;
/** Actions held while the code loads, then handed over (or performed natively if it fails). */
const HELD_EVENTS = ['click', 'submit', 'change'] as const;

const hasCookie = (name: string) => document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`));

const optionsOf = (value: unknown): InteractionOptions =>
  typeof value === 'string' ? { event: value } : typeof value === 'object' && value ? value : {};

export function hydrateOnInteraction(load: Load, options: { value: unknown }, el: HTMLElement): void {
  const { event: wakeEvent, cookie } = optionsOf(options.value);
  let phase: 'waiting' | 'loading' | 'done' = 'waiting';
  const held: Event[] = [];

  const hold = (event: Event) => {
    if (phase === 'done') return;
    wake();
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
  };
  const onIntent = (event: Event) => {
    // A mouse passing over is intent enough to start loading; a touch starts with pointerdown.
    if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
    wake();
  };
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of [...WAKE_EVENTS, 'pointerover']) el[method](type, onIntent, { capture: true, passive: true });
    for (const type of HELD_EVENTS) el[method](type, hold, { capture: true });
    if (wakeEvent) window[method](wakeEvent, wake);
  };

  /** The held events again, on their targets: React's listeners (or the browser's defaults) take them. */
  const replay = () => {
    listen(false);
    for (const event of held.splice(0)) {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.isConnected) continue;
      if (event.type === 'click') target.click();
      else if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      else if (event.type === 'change') target.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };

  async function wake() {
    if (phase !== 'waiting') return;
    phase = 'loading';
    try {
      const hydrate = await load();
      await hydrate();
    } catch {
      // The code failed to load: Astro reports it (astro:hydration-error) and the chunk-reload
      // guard acts (lib/chunk-reload.ts); the held actions fall back to the server HTML below.
    }
    phase = 'done';
    replay();
  }

  listen(true);
  if (cookie && hasCookie(cookie)) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void wake(), { timeout: 2000 });
    else setTimeout(() => void wake(), 200);
  }
}

export default hydrateOnInteraction;
